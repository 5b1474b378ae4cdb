// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "repair/reconstruction.h"
#include "repair/suggestions.h"
#include "sheet/record.h"

#include <QList>
#include <QString>

class QPlainTextEdit;

/// Repair as the app offers it: the suggestions for an entry in words, and the text edits that put a
/// suggestion or a reconstruction's accepted changes into the sheet (one undoable step each).
namespace sheetrepair {

/// Replace `length` characters at `start` of the sheet's text with `text`.
struct SheetEdit {
    int start = 0;
    int length = 0;
    QString text;
};

/// The ranked suggestions for entry `index` (whose position the replay reached).
QList<repair::Suggestion> suggestionsFor(const sheet::Record& record, const QString& text, int index);

/// "Sc6 — c and e look alike in handwriting", the move as the user sees it (shownnotation).
QString describe(const repair::Suggestion& s, const sheet::Record& record, int index);

/// The edits that write suggestion `s` into the sheet at entry `index`.
QList<SheetEdit> editsFor(const repair::Suggestion& s, const sheet::Record& record, const QString& text, int index);

/// A reconstruction's change in words (the moves as the user sees them), and the edits that make it
/// (the moves in the sheet's language).
QString describe(
    const repair::Change& c, const repair::Reconstruction& r, const sheet::Record& record, const QString& text);
QList<SheetEdit> editsFor(const repair::Change& c, const repair::Reconstruction& r, const sheet::Record& record);

/// For a change the sheet does not decide: "Cannot be decided from this sheet: Nc3, Nd2, Be2" (the move
/// the game goes on with first, then its alternatives, as the user sees moves); where the check stopped at
/// its search limit with none found, "Not decided: the check stopped at its search limit; the move found
/// is Nf3"; empty for a decided one.
QString undecidedText(const repair::Change& c, const repair::Reconstruction& r, const sheet::Record& record);

/// Applies the edits to the editor as one undoable step.
void apply(QPlainTextEdit* editor, QList<SheetEdit> edits);

}  // namespace sheetrepair
