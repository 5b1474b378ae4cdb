// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "movecompletion.h"
#include "sheet/record.h"

#include <QPlainTextEdit>

#include <cstdint>
#include <memory>

class QAbstractItemView;
class SheetCompleter;
class SheetHistory;
class VerdictHighlighter;

/// Where the sheet is typed or pasted: every entry marked by its verdict as you type, a tooltip that
/// says in plain words what is wrong and what was likely meant, and a context menu that writes a
/// suggestion in (undoable). While an entry is typed, a popup offers the legal moves that fit it, and
/// the entry is not marked unreadable while it is the start of one. Emits the entry under the cursor
/// so the board can follow it.
class SheetEditor : public QPlainTextEdit {
    Q_OBJECT

public:
    explicit SheetEditor(QWidget* parent = nullptr);

    /// The record judged from `text` (the session's): what the marks, the tooltips and the completion
    /// go by while the editor's text is that text.
    void setRecord(std::shared_ptr<const sheet::Record> record, const QString& text);
    /// The window's history: the editor's undo and redo keys and menu entries go through it.
    void setHistory(SheetHistory* history) { m_history = history; }
    /// Whether showing an entry takes the keyboard focus: from the findings the user goes to the text
    /// to mend it; from the table or the toolbar the focus stays where the user is.
    enum class Focus { Take, Leave };
    /// Puts the cursor on an entry: selects it (Take), or stands after it without a selection (Leave),
    /// so that a key pressed elsewhere cannot overwrite it.
    void showEntry(int index, Focus focus);
    /// The entry the cursor stands in or right after, -1 when none.
    int currentEntry() const { return entryAt(textCursor().position()); }
    /// Selects a span of the text and shows it.
    void showText(int start, int length);
    /// The entry still being typed (the cursor in it, the start of a legal move), -1 when none. The record
    /// calls it unreadable; the editor and the findings wait until the cursor leaves it.
    int entryBeingTyped() const { return m_beingTyped; }
    /// The completion popup (a window of its own while open).
    QAbstractItemView* completionPopup() const;

signals:
    /// The entry the cursor stands in or right after, -1 when none.
    void currentEntryChanged(int index);
    void entryBeingTypedChanged(int index);

protected:
    bool event(QEvent* e) override;
    /// After a key that types or deletes, the popup offers the moves that fit the entry (the keys it
    /// answers itself, Tab, Enter and Esc, are taken in event() first).
    void keyPressEvent(QKeyEvent* e) override;
    void contextMenuEvent(QContextMenuEvent* e) override;
    /// A paste that would make the sheet longer than any game can be is refused, with a word why.
    void insertFromMimeData(const QMimeData* source) override;
    /// Files dropped are opened by the window, not written into the sheet as their names.
    bool canInsertFromMimeData(const QMimeData* source) const override;

private:
    int entryAt(int position) const;
    /// The entry under a point of the viewport, -1 when none.
    int entryUnder(const QPoint& point) const;
    /// Works out, for the record and cursor as they now are, which entry can be completed, the moves
    /// that fit it and whether it is still being typed.
    void followCursor();
    /// The cursor stands at the end of what is being typed, where the popup belongs.
    bool typingEndsAtCursor() const;
    /// Writes a move taken from the popup in place of the entry, as one undoable step.
    void writeCompletion(const QString& move);

    VerdictHighlighter* m_highlighter;
    SheetCompleter* m_completer = nullptr;
    std::optional<movecompletion::Typing> m_typing;  // what the offers are for
    QList<movecompletion::Completion> m_offers;
    // Records are counted as they come, not told apart by address: a new record can be made where a
    // freed one was. The offers and the sheet's style are worked out once for each.
    std::uint64_t m_recordCount = 0;
    std::uint64_t m_offersFrom = 0;  // the record the offers were worked out on
    std::uint64_t m_styleFrom = 0;
    sheet::SheetStyle m_style;  // how the sheet writes its moves: the offers are written so
    QString m_recordText;  // the text m_record was judged from
    int m_beingTyped = -1;
    SheetHistory* m_history = nullptr;
    std::shared_ptr<const sheet::Record> m_record;  // shared with the session (SheetSession::sharedRecord)
};
