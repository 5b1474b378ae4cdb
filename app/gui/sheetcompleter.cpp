// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetcompleter.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QStyle>

SheetCompleter::SheetCompleter(QPlainTextEdit* editor)
    : QObject(editor)
    , m_editor(editor)
    , m_completer(new QCompleter(this))
    , m_rows(new QStandardItemModel(this))
{
    m_completer->setWidget(editor);
    m_completer->setModel(m_rows);
    // The rows are chosen here, in their order: the completer shows them as they are.
    m_completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    m_completer->setModelSorting(QCompleter::UnsortedModel);
    m_completer->setMaxVisibleItems(8);
    m_completer->popup()->setObjectName(QStringLiteral("completionPopup"));
    // A click on a row (keys are answered in answerKey, before the completer's own handling).
    connect(m_completer, qOverload<const QModelIndex&>(&QCompleter::activated), this,
        [this](const QModelIndex& index) { take(index.row()); });
}

void SheetCompleter::offer(const QList<movecompletion::Completion>& rows, Highlight highlight)
{
    if (rows.isEmpty()) {
        close();
        return;
    }
    m_rows->clear();
    for (const movecompletion::Completion& c : rows) {
        auto* item = new QStandardItem(c.text);
        // Offers that are not the start of what is typed read differently, with the reason as their tip.
        if (c.fit != movecompletion::Fit::Prefix) {
            QFont italic = m_editor->font();
            italic.setItalic(true);
            item->setFont(italic);
            item->setToolTip(c.why);
        }
        m_rows->appendRow(item);
    }
    m_completer->setCompletionPrefix(QString());  // the popup's rows follow the new ones before it is measured
    QAbstractItemView* list = m_completer->popup();
    list->setFont(m_editor->font());  // the moves as large as the sheet's, at any zoom
    list->setAccessibleName(tr("Moves that fit what is typed"));  // in the interface language of the moment
    QRect at = m_editor->cursorRect();
    at.setWidth(list->sizeHintForColumn(0) + list->verticalScrollBar()->sizeHint().width() + 2 * list->frameWidth()
        + 2 * list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list));
    m_completer->complete(at);
    list->setCurrentIndex(highlight == Highlight::First ? m_rows->index(0, 0) : QModelIndex());
    if (highlight == Highlight::None)
        list->selectionModel()->clearSelection();
}

void SheetCompleter::close()
{
    if (m_completer->popup()->isVisible())
        m_completer->popup()->hide();
}

bool SheetCompleter::isOpen() const { return m_completer->popup()->isVisible(); }

QAbstractItemView* SheetCompleter::popup() const { return m_completer->popup(); }

bool SheetCompleter::answerKey(QKeyEvent* key)
{
    if (!isOpen() || !isPopupKey(key))
        return false;
    const QModelIndex current = m_completer->popup()->currentIndex();
    switch (key->key()) {
    case Qt::Key_Tab: take(current.isValid() ? current.row() : 0); return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (current.isValid()) {
            take(current.row());
            return true;
        }
        close();
        return false;  // nothing highlighted: Enter ends the line as it would without the popup
    case Qt::Key_Escape: close(); return true;
    default: return false;
    }
}

bool SheetCompleter::isPopupKey(const QKeyEvent* key)
{
    switch (key->key()) {
    case Qt::Key_Tab:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Escape: return key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier;
    default: return false;
    }
}

void SheetCompleter::take(int row)
{
    const QString move = m_rows->index(row, 0).data().toString();
    close();
    if (!move.isEmpty())
        emit taken(move);
}
