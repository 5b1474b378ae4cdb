// SPDX-License-Identifier: GPL-3.0-or-later
#include "repairreason.h"

#include <QCoreApplication>

namespace repair {
namespace {
// The translation context of these messages.
class Repair {
    Q_DECLARE_TR_FUNCTIONS(Repair)
};
}  // namespace

const char* reasonCode(RepairReason reason)
{
    switch (reason) {
    case RepairReason::LookAlike: return "look-alike";
    case RepairReason::CaptureFileMissing: return "capture-file-missing";
    case RepairReason::Ambiguous: return "ambiguous";
    case RepairReason::ColumnsSwapped: return "columns-swapped";
    case RepairReason::MoveMissing: return "move-missing";
    case RepairReason::Blank: return "blank";
    case RepairReason::NearestMove: return "nearest-move";
    case RepairReason::WrittenMoveLegalButBreaksLater: return "legal-but-breaks-later";
    case RepairReason::ExtraEntry: return "extra-entry";
    }
    return "";
}

namespace {

QString plainMessage(RepairReason reason, const NotableEdit& edit)
{
    switch (reason) {
    case RepairReason::LookAlike:
        return Repair::tr("%1 and %2 look alike in handwriting").arg(QChar(edit.written), QChar(edit.meant));
    case RepairReason::CaptureFileMissing: return Repair::tr("pawn capture written without its file");
    case RepairReason::Ambiguous: return Repair::tr("ambiguous: several moves fit; the game goes on after this one");
    case RepairReason::ColumnsSwapped: return Repair::tr("written in the other player's column");
    case RepairReason::MoveMissing: return Repair::tr("a move seems to be missing before this one");
    case RepairReason::Blank: return Repair::tr("no move written here; this one lets the next entries follow");
    case RepairReason::NearestMove:
        if (edit.kind == NotableEdit::Kind::OtherCharacter)
            return Repair::tr("%1 written where the move has %2").arg(QChar(edit.written), QChar(edit.meant));
        if (edit.kind == NotableEdit::Kind::Missing)
            return Repair::tr("%1 left out").arg(QChar(edit.meant));
        return Repair::tr("the legal move nearest to what was written");
    case RepairReason::WrittenMoveLegalButBreaksLater:
        return Repair::tr("the written move is legal, but the next entries do not follow from it");
    case RepairReason::ExtraEntry: return Repair::tr("fits no move; left out");
    }
    return {};
}

}  // namespace

QString reasonMessage(RepairReason reason, const NotableEdit& edit, bool tied)
{
    const QString message = plainMessage(reason, edit);
    return tied ? message + Repair::tr("; other moves fit the sheet as well, this one is the likelier on the board")
                : message;
}

}  // namespace repair
