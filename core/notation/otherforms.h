// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "foldedtext.h"
#include "language.h"
#include "writtenmove.h"

/// Readers for the systems FIDE does not accept as evidence but ScoreCheck reads anyway
/// (docs/specification.md section 5). Each takes the entry with its marks already removed.
namespace notation::detail {

/// The German family (German, Danish, Swedish, Norwegian) writes descriptive notation with German letters
/// (B S L T D K), every other language with English ones: for the reader and the writer alike.
bool hasGermanDescriptiveLetters(Language language);

/// English descriptive notation, with English letters or (for German-family sheets) German ones:
/// P-K4, N-KB3, KN-B3, R(1)-K1, R(Kt)-Kt6, NxP, BxQN, PxP, P-KB8(N), PxR(Q), S-KL3.
bool readDescriptive(const Cursor& body, Language language, WrittenMove& m);

/// ICCF numeric: file and rank digits of origin and target, a fifth digit for the promotion piece.
bool readIccf(const Cursor& body, WrittenMove& m);

/// Smith (reversible) notation: coordinates followed by the captured piece in lower case (d1h5p), "c"
/// for castling on the king's side (e1g1c), "C" on the queen's (e1c1C) or "E" for en passant (e5d6E),
/// with an upper-case promotion letter.
bool readSmith(const Cursor& body, WrittenMove& m);

}  // namespace notation::detail
