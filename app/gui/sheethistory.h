// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QUndoStack>

#include <functional>
#include <optional>

class QTextDocument;

/// The name of a step of the history ("Typing", "Suggestion"): its words in the source and their
/// translation context, worded when shown, so that a step made before the interface language is switched
/// is named in the new one.
struct StepName {
    const char* context;
    const char* source;
    QString text() const { return QCoreApplication::translate(context, source); }
};

/// The window's one undo history: typing in the sheet (each of the editor's own undo steps, mirrored
/// here as it is made), a suggestion or reconstruction written in, the notation language, the start
/// position and the game details. Edit ▸ Undo steps back through all of them in the order they were made.
class SheetHistory : public QUndoStack {
    Q_OBJECT

public:
    SheetHistory(QTextDocument* document, QObject* parent = nullptr);

    /// Records a change of a setting as one step and makes it: `apply` is called with true to make the
    /// change (now, and on redo) and with false to take it back.
    void change(const StepName& name, std::function<void(bool)> apply);
    /// Records a change the user has already made in a field of its own (a game detail): `apply`
    /// is called with false to take it back and with true to make it again, not now. Changes recorded
    /// one after another with the same `field` are one step, as typing a word is.
    void record(const StepName& name, int field, std::function<void(bool)> apply);

    /// Makes an edit of the sheet's text (`edit` changes the document in one edit block) as one step
    /// named `name` ("Suggestion"), not "Typing".
    void editText(const StepName& name, const std::function<void()>& edit);

    /// The step Undo takes back, and the one Redo makes again, named in the interface language of the
    /// moment; empty where there is none.
    QString undoName() const;
    QString redoName() const;

    /// Forgets every step, the document's own as well (a new sheet was loaded).
    void forget();

private:
    QTextDocument* m_document;
    std::optional<StepName> m_textStepName;  // what the next step of the document is called; none: "Typing"
};
