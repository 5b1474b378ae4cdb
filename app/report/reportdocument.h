// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportcase.h"

class QTextDocument;

namespace report {

/// Lays out one game's report in `document` (whatever it held is replaced): the header, then the parts
/// `settings` asks for, in the interface's language and direction. The document's layout should already
/// have the paint device it will be printed on, so that its diagrams are sized in that device's dots.
/// Returns how many diagrams it holds.
int build(QTextDocument& document, const Case& reportCase, const Settings& settings);

}  // namespace report
