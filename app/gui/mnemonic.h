// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/// Mnemonics for menu entries whose text is not ours to mark (a language's own name, a file's name), so
/// that every entry of a menu can be chosen with its letter.
namespace mnemonic {

/// `text` with its own `&` doubled, so that they show rather than make a mnemonic.
QString escaped(const QString& text);
/// escaped(`text`) with `&` before its first letter not yet in `taken` (compared case-insensitively),
/// which then joins `taken`; without a mnemonic when every letter is taken.
QString marked(const QString& text, QString& taken);

}  // namespace mnemonic
