// SPDX-License-Identifier: GPL-3.0-or-later
#include "finding.h"

#include <QCoreApplication>

namespace notation {
namespace {

struct FindingInfo {
    const char* code;
    bool makesVariant;
    const char* message;  // translated in the "Finding" context
};

// In the order of the enum.
constexpr FindingInfo Infos[FindingCount] = {
    {"check-mark-missing", false,
        QT_TRANSLATE_NOOP(
            "Finding", "The move gives check, but no check mark (+) is written. The mark is optional (FIDE C.13).")},
    {"mate-not-marked", false,
        QT_TRANSLATE_NOOP(
            "Finding", "The move mates, but no mate mark (#) is written. The mark is optional (FIDE C.13).")},
    {"capture-mark-missing", false,
        QT_TRANSLATE_NOOP(
            "Finding", "The move captures, but no x is written. The capture mark is optional (FIDE C.9).")},
    {"ep-mark-missing", false,
        QT_TRANSLATE_NOOP(
            "Finding", "The move captures en passant, but 'e.p.' is not written. The mark is optional (FIDE C.9).")},
    {"check-mark-wrong", true,
        QT_TRANSLATE_NOOP("Finding", "The check or mate mark does not match the position after the move.")},
    {"capture-mark-on-non-capture", true,
        QT_TRANSLATE_NOOP("Finding", "A capture mark is written, but the move captures nothing.")},
    {"colon-capture", true,
        QT_TRANSLATE_NOOP("Finding", "The capture is marked with a colon; FIDE's form uses x (C.9).")},
    {"pawn-capture-by-files", true,
        QT_TRANSLATE_NOOP(
            "Finding", "The pawn capture names only files (as 'ed'); FIDE's form names the target square (exd5).")},
    {"pawn-capture-without-file", true,
        QT_TRANSLATE_NOOP("Finding", "A pawn capture must name the file the pawn leaves (exd5, FIDE C.9).")},
    {"disambiguation-superfluous", true,
        QT_TRANSLATE_NOOP("Finding",
            "The origin is given although only one such piece can make this move (FIDE C.10 asks for it only when "
            "needed).")},
    {"disambiguation-rank-used-where-file-suffices", true,
        QT_TRANSLATE_NOOP(
            "Finding", "The rank is given where the file would tell the pieces apart; FIDE prefers the file (C.10).")},
    {"hyphenated-long-form", true,
        QT_TRANSLATE_NOOP(
            "Finding", "Long form with a hyphen; FIDE's long form joins the squares without one (Ng1f3, C.8).")},
    {"hyphen-after-piece", true,
        QT_TRANSLATE_NOOP("Finding", "A hyphen stands between the piece and its square; FIDE writes them together.")},
    {"piece-move-without-letter", true,
        QT_TRANSLATE_NOOP(
            "Finding", "A piece move is written as two squares without the piece letter (coordinate form).")},
    {"pawn-letter-written", true,
        QT_TRANSLATE_NOOP(
            "Finding", "A letter is written for the pawn; FIDE writes pawn moves without one (Appendix C).")},
    {"figurine-used", true,
        QT_TRANSLATE_NOOP(
            "Finding", "A figurine stands for the piece; on a scoresheet FIDE expects the letter of the piece.")},
    {"ep-mark-wrong", true,
        QT_TRANSLATE_NOOP("Finding", "'e.p.' is written, but the move is not an en-passant capture.")},
    {"promotion-piece-missing", true,
        QT_TRANSLATE_NOOP("Finding",
            "The pawn reaches the last rank, but the new piece is not written; read as a queen (FIDE C.11 requires "
            "it).")},
    {"promotion-with-equals", true,
        QT_TRANSLATE_NOOP(
            "Finding", "Promotion written with '=' (PGN); FIDE writes the piece right after the square (d8Q, C.11).")},
    {"promotion-in-brackets", true,
        QT_TRANSLATE_NOOP("Finding",
            "Promotion written in brackets or after a slash; FIDE writes the piece right after the square (d8Q, "
            "C.11).")},
    {"promotion-letter-lower-case", true,
        QT_TRANSLATE_NOOP("Finding",
            "The promotion piece is written in lower case (engine notation); FIDE uses the capital letter.")},
    {"castling-with-letter-o", true,
        QT_TRANSLATE_NOOP(
            "Finding", "Castling written with the letter O (PGN); FIDE writes it with zeros (0-0, C.13).")},
    {"castling-written-as-king-move", true,
        QT_TRANSLATE_NOOP("Finding", "Castling written as the king's move (e1g1); FIDE writes 0-0 or 0-0-0 (C.13).")},
    {"captured-piece-named", true,
        QT_TRANSLATE_NOOP(
            "Finding", "The captured piece is named before the square (QxNd5); FIDE writes only the square (Qxd5).")},
};

}  // namespace

const char* findingCode(Finding finding) { return Infos[int(finding)].code; }

bool findingMakesVariant(Finding finding) { return Infos[int(finding)].makesVariant; }

QString findingMessage(Finding finding) { return QCoreApplication::translate("Finding", Infos[int(finding)].message); }

bool Findings::makesVariant() const
{
    // Worked out by the compiler: asked once for every entry of every sheet.
    constexpr std::uint32_t Variants = [] {
        std::uint32_t mask = 0;
        for (int i = 0; i < FindingCount; ++i)
            if (Infos[i].makesVariant)
                mask |= std::uint32_t(1) << i;
        return mask;
    }();
    return m_bits & Variants;
}

}  // namespace notation
