// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIODevice>

#include <memory>

namespace pgn {

/// Text files are read as UTF-8 (or Latin-1 where they are not valid UTF-8) by the PGN reader, by the
/// check for binary content and by the app. A file saved as UTF-16 with a byte-order mark (Windows
/// editors do), in either byte order, is text too: this gives a device that reads `device` and hands out
/// its text as UTF-8, decoded as it is read (memory stays flat), without the byte-order mark. Null when
/// `device` does not start with a UTF-16 byte-order mark: read it as it is. `device` must outlive it.
std::unique_ptr<QIODevice> utf16AsUtf8(QIODevice& device);

/// Whether `head`, the start of a file without a byte-order mark, looks like UTF-16 text: a zero in one
/// byte of nearly every pair, in the same place (letters, digits and signs of a sheet are below 256), and
/// in the other byte hardly ever. Such a file cannot be told from binary for sure, so it is not read: this
/// lets a message say what it looks like.
bool looksLikeUtf16WithoutMark(QByteArrayView head);

}  // namespace pgn
