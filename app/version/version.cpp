// SPDX-License-Identifier: GPL-3.0-or-later
#include "version.h"

// Generated at configure time; only this file includes it, so a new commit recompiles nothing else.
#include "versionstring.h"

namespace version {

std::string_view text() { return SCORECHECK_VERSION_STRING; }

QString qtext() { return QStringLiteral(SCORECHECK_VERSION_STRING); }

}  // namespace version
