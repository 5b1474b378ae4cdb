// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <bit>
#include <cstdint>

namespace notation {

/// A note on how an entry is written (docs/specification.md section 2). Some only inform (the mark is optional
/// in the 2023 Laws); the others make a legal entry a `variant`. The codes are stable.
enum class Finding : std::uint8_t {
    // Notes: the entry stays `ok`.
    CheckMarkMissing,
    MateNotMarked,
    CaptureMarkMissing,
    EnPassantMarkMissing,
    // Forms outside Appendix C: the entry becomes `variant`.
    CheckMarkWrong,
    CaptureMarkOnNonCapture,
    ColonCapture,
    PawnCaptureByFiles,
    PawnCaptureWithoutFile,
    DisambiguationSuperfluous,
    DisambiguationRankUsedWhereFileSuffices,
    HyphenatedLongForm,
    HyphenAfterPiece,
    PieceMoveWithoutLetter,
    PawnLetterWritten,
    FigurineUsed,
    EnPassantMarkWrong,
    PromotionPieceMissing,
    PromotionWithEquals,
    PromotionInBrackets,
    PromotionLetterLowerCase,
    CastlingWithLetterO,
    CastlingWrittenAsKingMove,
    CapturedPieceNamed,
};

constexpr int FindingCount = int(Finding::CapturedPieceNamed) + 1;

/// "check-mark-missing", ... as used in JSON and tests.
const char* findingCode(Finding finding);
/// True when the finding makes a legal entry a `variant`, false for the notes that keep it `ok`.
bool findingMakesVariant(Finding finding);
/// What the finding means and what Appendix C says, in plain words, translated.
QString findingMessage(Finding finding);

/// A set of findings, kept in one word so that resolving a move never allocates.
class Findings {
public:
    void add(Finding f) { m_bits |= std::uint32_t(1) << int(f); }
    bool has(Finding f) const { return m_bits & (std::uint32_t(1) << int(f)); }
    bool empty() const { return m_bits == 0; }
    bool makesVariant() const;
    std::uint32_t bits() const { return m_bits; }

    /// Calls f(Finding) for each finding, in the order of the enum.
    template <class F>
    void forEach(F&& f) const
    {
        for (std::uint32_t bits = m_bits; bits != 0; bits &= bits - 1)  // the set bits only, lowest first
            f(Finding(std::countr_zero(bits)));
    }

    bool operator==(const Findings&) const = default;

private:
    std::uint32_t m_bits = 0;
};

}  // namespace notation
