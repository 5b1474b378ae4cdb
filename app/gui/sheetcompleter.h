// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "movecompletion.h"

#include <QObject>

class QAbstractItemView;
class QCompleter;
class QKeyEvent;
class QPlainTextEdit;
class QStandardItemModel;

/// The sheet editor's completion popup: the moves that fit the entry being typed, under the cursor. It
/// only offers: the editor writes a move in when the user takes one (Tab, Enter on a highlighted row, a
/// click), and nothing changes on its own.
class SheetCompleter : public QObject {
    Q_OBJECT

public:
    explicit SheetCompleter(QPlainTextEdit* editor);

    /// Whether a row is highlighted when the popup opens, for Enter to take: only when what is typed is
    /// the start of a move (still being typed). A whole move that is wrong as written is left for Enter to
    /// end the line with: the arbiter copies what the sheet says (FIDE 8.1), slips included.
    enum class Highlight { First, None };
    /// Opens (or updates) the popup under the cursor with these rows; closes it when there are none.
    void offer(const QList<movecompletion::Completion>& rows, Highlight highlight);
    void close();
    bool isOpen() const;
    QAbstractItemView* popup() const;

    /// A key the popup answers while open: Tab takes the highlighted row (the first when none is), Enter
    /// the highlighted one (when none is, Enter goes on to the editor), Esc closes it. True when the key
    /// was answered here.
    bool answerKey(QKeyEvent* key);
    /// Tab, Enter or Esc: the keys answerKey() may answer.
    static bool isPopupKey(const QKeyEvent* key);

signals:
    /// The user took a row: the move as the sheet writes it.
    void taken(const QString& move);

private:
    void take(int row);

    QPlainTextEdit* m_editor;
    QCompleter* m_completer;
    QStandardItemModel* m_rows;
};
