// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QStringView>

namespace sheet {

/// The SHA-256 that ties a printed report to the exact sheet text it was made from, in lower-case hex:
/// of the text in UTF-8 with every CR LF and lone CR turned into LF, so that the same sheet saved on
/// Windows, on a Mac or here gives the same value (docs/command-line.md, "check --hash").
QByteArray textHash(QStringView text);

}  // namespace sheet
