// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstdint>

namespace notation {

/// The judgement of one entry (docs/specification.md section 1). The codes are stable: JSON and tests use them.
enum class Verdict : std::uint8_t {
    Ok,  // algebraic, legal, in a form the FIDE Laws (2023, Appendix C) allow
    Variant,  // algebraic and legal, but outside those forms or with a wrong mark
    NonAlgebraic,  // legal, but in a system FIDE does not accept as evidence
    Ambiguous,  // reads as two or more legal moves
    Illegal,  // readable, but no legal move matches
    Unreadable,  // matches no notation at all
    Unchecked,  // not judged: the replay could not reach this point with certainty
};

/// "ok", "variant", "non-algebraic", "ambiguous", "illegal", "unreadable", "unchecked".
const char* verdictCode(Verdict verdict);
/// The verdict's name for people, translated.
QString verdictName(Verdict verdict);
/// True for the verdicts that give a valid record of a move (ok, variant, non-algebraic).
constexpr bool isResolved(Verdict v) { return v == Verdict::Ok || v == Verdict::Variant || v == Verdict::NonAlgebraic; }

}  // namespace notation
