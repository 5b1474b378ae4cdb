#include "sheeteditor.h"

#include "entrytext.h"
#include "verdicthighlighter.h"

#include <QHelpEvent>
#include <QToolTip>

SheetEditor::SheetEditor(QWidget* parent)
    : QPlainTextEdit(parent)
    , m_highlighter(new VerdictHighlighter(document()))
{
    setObjectName(QStringLiteral("sheetEditor"));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabChangesFocus(false);
    QFont font(QStringLiteral("monospace"));
    font.setStyleHint(QFont::TypeWriter);
    font.setPointSize(font.pointSize() + 1);
    setFont(font);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this,
        [this] { emit currentEntryChanged(entryAt(textCursor().position())); });
}

void SheetEditor::setRecord(const sheet::Record& record)
{
    m_record = record;
    m_highlighter->setRecord(record);
    emit currentEntryChanged(entryAt(textCursor().position()));
}

void SheetEditor::showEntry(int index)
{
    if (index < 0 || index >= m_record.entries.size())
        return;
    QTextCursor c = textCursor();
    const sheet::Entry& e = m_record.entries[index].entry;
    c.setPosition(e.start);
    c.setPosition(e.start + e.length, QTextCursor::KeepAnchor);
    setTextCursor(c);
    setFocus();
}

// The entry that contains the position, or the last one that ends before it.
int SheetEditor::entryAt(int position) const
{
    int found = -1;
    for (int i = 0; i < m_record.entries.size(); ++i) {
        if (m_record.entries[i].entry.start > position)
            break;
        found = i;
    }
    return found;
}

bool SheetEditor::event(QEvent* e)
{
    if (e->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(e);
        const int position = cursorForPosition(help->pos() - viewport()->pos()).position();
        const int index = entryAt(position);
        if (index >= 0) {
            const sheet::EntryRecord& entry = m_record.entries[index];
            if (position <= entry.entry.start + entry.entry.length) {
                chess::Position before = m_record.start;
                for (int i = 0; i < index; ++i)
                    if (m_record.entries[i].ply > 0)
                        before.doMove(m_record.entries[i].resolution.move);
                QToolTip::showText(help->globalPos(), entrytext::explanation(entry, before), this);
                return true;
            }
        }
        QToolTip::hideText();
        e->ignore();
        return true;
    }
    return QPlainTextEdit::event(e);
}
