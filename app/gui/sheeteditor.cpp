// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheeteditor.h"

#include "sheethistory.h"

#include "entrytext.h"
#include "sheetcompleter.h"
#include "sheetrepair.h"
#include "verdicthighlighter.h"

#include "pgn/pgnreader.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QTextOption>
#include <QToolTip>
#include <QUndoStack>

#include <algorithm>

namespace {

// The direction a sheet's notation runs in: right to left when most entries that hold a letter begin
// with a Hebrew one (פ-ו3, ה4), else left to right. It is the notation's, not the interface's: Latin
// moves keep their numbers at the left in a Hebrew interface, Hebrew ones at the right in any, and a line
// of castling (0-0, no letter in it) runs the same way as the rest of its sheet.
Qt::LayoutDirection notationDirection(const QList<QStringView>& entries)
{
    int rightToLeft = 0, leftToRight = 0;
    for (QStringView entry : entries)
        for (QChar c : entry) {
            const QChar::Direction d = c.direction();
            if (d == QChar::DirL) {
                ++leftToRight;
                break;
            }
            if (d == QChar::DirR || d == QChar::DirAL) {
                ++rightToLeft;
                break;
            }
        }
    return rightToLeft > leftToRight ? Qt::RightToLeft : Qt::LeftToRight;
}

}  // namespace

SheetEditor::SheetEditor(QWidget* parent)
    : QPlainTextEdit(parent)
    , m_highlighter(new VerdictHighlighter(document()))
{
    setObjectName(QStringLiteral("sheetEditor"));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabChangesFocus(true);
    QFont font(QStringLiteral("monospace"));
    font.setStyleHint(QFont::TypeWriter);
    font.setPointSize(font.pointSize() + 1);
    setFont(font);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, [this] {
        followCursor();
        emit currentEntryChanged(entryAt(textCursor().position()));
    });
    // Made here, not before: the editor hears of its new child in event(), where the completer is asked.
    m_completer = new SheetCompleter(this);
    connect(m_completer, &SheetCompleter::taken, this, &SheetEditor::writeCompletion);
}

void SheetEditor::setRecord(std::shared_ptr<const sheet::Record> record, const QString& text)
{
    m_record = std::move(record);
    ++m_recordCount;
    m_recordText = text;
    QTextOption layout = document()->defaultTextOption();
    if (const Qt::LayoutDirection d = notationDirection(sheet::entryTexts(*m_record, toPlainText()));
        layout.textDirection() != d) {
        // A right-to-left sheet stands at the right edge, its numbers in a column. A line too wide goes on
        // in the line below: past the left edge no scroll bar reaches it (the scroll range of a plain text
        // edit runs to the right only).
        layout.setTextDirection(d);
        layout.setAlignment(d == Qt::RightToLeft ? Qt::AlignRight : Qt::AlignLeft);
        document()->setDefaultTextOption(layout);
        setLineWrapMode(d == Qt::RightToLeft ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
    }
    followCursor();
    m_highlighter->setRecord(*m_record, m_beingTyped);
    emit currentEntryChanged(entryAt(textCursor().position()));
}

QAbstractItemView* SheetEditor::completionPopup() const { return m_completer->popup(); }

void SheetEditor::followCursor()
{
    const QString text = toPlainText();
    // The cursor moves as a key is typed, before the window has judged the new text: the record waits.
    if (!m_record || text != m_recordText)
        return;
    const int cursor = textCursor().position();
    std::optional<movecompletion::Typing> typing = movecompletion::typingAt(*m_record, text, cursor);
    const bool sameSpan = typing && m_typing && typing->start == m_typing->start && typing->length == m_typing->length;
    if (!sameSpan || m_offersFrom != m_recordCount) {
        m_offersFrom = m_recordCount;
        if (typing && m_styleFrom != m_recordCount) {
            m_styleFrom = m_recordCount;
            m_style = sheet::sheetStyle(*m_record, text);
        }
        m_offers = typing
            ? movecompletion::complete(typing->before, QStringView(text).mid(typing->start, typing->length), m_style)
            : QList<movecompletion::Completion>();
    }
    m_typing = std::move(typing);
    const int entry = m_typing ? m_typing->entry : -1;
    const int beingTyped
        = entry >= 0 && movecompletion::isStillBeingTyped(m_record->entries[entry], m_offers) ? entry : -1;
    if (beingTyped != m_beingTyped) {
        m_beingTyped = beingTyped;
        m_highlighter->setEntryBeingTyped(beingTyped);
        emit entryBeingTypedChanged(beingTyped);
    }
    // The popup is about the end of what is being typed: the cursor gone elsewhere closes it.
    if (m_completer->isOpen() && !typingEndsAtCursor())
        m_completer->close();
}

bool SheetEditor::typingEndsAtCursor() const
{
    return m_typing && textCursor().position() == m_typing->start + m_typing->length;
}

void SheetEditor::keyPressEvent(QKeyEvent* e)
{
    QPlainTextEdit::keyPressEvent(e);
    const bool typed = !e->text().isEmpty() && e->text().front().isPrint();
    if (!typed && e->key() != Qt::Key_Backspace && e->key() != Qt::Key_Delete)
        return;
    // The record already follows the key (the window replays on every change of the text).
    followCursor();
    if (!typingEndsAtCursor()) {
        m_completer->close();
        return;
    }
    m_completer->offer(m_offers,
        movecompletion::isStartOfMove(m_offers) ? SheetCompleter::Highlight::First : SheetCompleter::Highlight::None);
}

void SheetEditor::writeCompletion(const QString& move)
{
    if (!m_typing)
        return;
    const int start = m_typing->start, length = m_typing->length;
    const auto write = [this, start, length, &move] {
        sheetrepair::apply(this, {{start, length, move}});
        QTextCursor after = textCursor();
        after.setPosition(start + int(move.size()));
        setTextCursor(after);
    };
    m_history ? m_history->editText({"SheetEditor", QT_TRANSLATE_NOOP("SheetEditor", "Completion")}, write) : write();
}

void SheetEditor::showEntry(int index, Focus focus)
{
    if (index < 0 || index >= m_record->entries.size())
        return;
    const sheet::Entry& e = m_record->entries[index].entry;
    if (focus == Focus::Take) {
        showText(e.start, e.length);
        return;
    }
    QTextCursor c = textCursor();
    c.setPosition(std::clamp(e.start + e.length, 0, document()->characterCount() - 1));
    setTextCursor(c);
}

void SheetEditor::showText(int start, int length)
{
    QTextCursor c = textCursor();
    const int end = document()->characterCount() - 1;  // without the paragraph separator it always ends in
    c.setPosition(std::clamp(start, 0, end));
    c.setPosition(std::clamp(start + length, 0, end), QTextCursor::KeepAnchor);
    setTextCursor(c);
    setFocus();
}

// The entry that contains the position, or the last one that ends before it.
int SheetEditor::entryAt(int position) const
{
    int found = -1;
    for (int i = 0; i < m_record->entries.size(); ++i) {
        if (m_record->entries[i].entry.start > position)
            break;
        found = i;
    }
    return found;
}

int SheetEditor::entryUnder(const QPoint& point) const
{
    const int position = cursorForPosition(point).position();
    const int index = entryAt(position);
    if (index < 0 || position > m_record->entries[index].entry.start + m_record->entries[index].entry.length)
        return -1;
    return index;
}

bool SheetEditor::event(QEvent* e)
{
    // Undo and redo keys are left to the window's actions, which go through the history; the editor
    // would otherwise take them for its document alone.
    if (e->type() == QEvent::ShortcutOverride && m_history) {
        const auto* key = static_cast<QKeyEvent*>(e);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo))
            return QWidget::event(e);  // not accepted: the shortcut goes to the action
    }
    // The popup's keys come to it before a shortcut of the window or a move of the focus (Tab) takes them.
    if (m_completer && m_completer->isOpen()
        && (e->type() == QEvent::ShortcutOverride || e->type() == QEvent::KeyPress)) {
        auto* key = static_cast<QKeyEvent*>(e);
        if (e->type() == QEvent::ShortcutOverride && SheetCompleter::isPopupKey(key)) {
            e->accept();
            return true;
        }
        if (e->type() == QEvent::KeyPress && m_completer->answerKey(key)) {
            e->accept();  // answered: the completer must not take the row a second time
            return true;
        }
    }
    if (e->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(e);
        if (const int index = entryUnder(help->pos() - viewport()->pos()); index >= 0) {
            QString tip
                = entrytext::explanation(m_record->entries[index], m_record->positionBefore(index), m_record->language);
            const QList<repair::Suggestion> suggestions = sheetrepair::suggestionsFor(*m_record, toPlainText(), index);
            if (!suggestions.isEmpty()) {
                tip += QStringLiteral("<br><b>%1</b>").arg(tr("Likely meant (right-click to write one in):"));
                for (const repair::Suggestion& s : suggestions)
                    tip += QStringLiteral("<br>%1").arg(sheetrepair::describe(s, *m_record, index).toHtmlEscaped());
            }
            QToolTip::showText(help->globalPos(), tip, this);
            return true;
        }
        QToolTip::hideText();
        e->ignore();
        return true;
    }
    return QPlainTextEdit::event(e);
}

void SheetEditor::contextMenuEvent(QContextMenuEvent* e)
{
    std::unique_ptr<QMenu> menu(createStandardContextMenu(e->pos()));
    // The menu's own Undo and Redo act on the document alone: the history's take their place.
    for (QAction* own : menu->actions())
        if (m_history
            && (own->objectName() == QLatin1String("edit-undo") || own->objectName() == QLatin1String("edit-redo"))) {
            const bool undo = own->objectName() == QLatin1String("edit-undo");
            QAction* action = undo ? m_history->createUndoAction(menu.get()) : m_history->createRedoAction(menu.get());
            // Named in the interface language of the moment, as Edit ▸ Undo is (the stack names a step in
            // the language it was made in).
            const QString what = undo ? tr("&Undo") : tr("&Redo");
            const QString step = undo ? m_history->undoName() : m_history->redoName();
            action->setText(step.isEmpty() ? what : what + u' ' + step);
            action->setShortcut(own->shortcut());
            menu->insertAction(own, action);
            menu->removeAction(own);
        }
    const int index = entryUnder(e->pos());
    const QString text = toPlainText();
    const QList<repair::Suggestion> suggestions = sheetrepair::suggestionsFor(*m_record, text, index);
    if (!suggestions.isEmpty()) {
        QAction* first = menu->actions().value(0);
        menu->insertSection(first, tr("Likely meant"));
        for (const repair::Suggestion& s : suggestions) {
            auto* action = new QAction(sheetrepair::describe(s, *m_record, index), menu.get());
            action->setObjectName(QStringLiteral("suggestion"));
            const QList<sheetrepair::SheetEdit> edits = sheetrepair::editsFor(s, *m_record, text, index);
            connect(action, &QAction::triggered, this, [this, edits] {
                const auto write = [this, &edits] { sheetrepair::apply(this, edits); };
                m_history ? m_history->editText({"SheetEditor", QT_TRANSLATE_NOOP("SheetEditor", "Suggestion")}, write)
                          : write();
            });
            menu->insertAction(first, action);
        }
        menu->insertSeparator(first);
    }
    menu->exec(e->globalPos());
}

bool SheetEditor::canInsertFromMimeData(const QMimeData* source) const
{
    return !source->hasUrls() && QPlainTextEdit::canInsertFromMimeData(source);
}

void SheetEditor::insertFromMimeData(const QMimeData* source)
{
    const qsizetype after = document()->characterCount() + source->text().size();
    if (after > pgn::MostGameBytes) {
        QMessageBox::warning(this, tr("Paste"),
            tr("The sheet would be %1 MB long, more than any game can be (%2 MB); nothing was pasted.")
                .arg(locale().toString(double(after) / (1 << 20), 'f', 1))
                .arg(pgn::MostGameBytes >> 20));
        return;
    }
    QPlainTextEdit::insertFromMimeData(source);
}
