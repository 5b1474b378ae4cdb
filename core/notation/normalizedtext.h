// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace notation {

/// What the move readers read of `text`: full-width characters, dashes and the multiplication sign
/// folded to the ASCII they stand for, spaces and direction marks dropped. Nothing for a text too long
/// to be one move.
std::optional<QString> normalizedText(QStringView text);

}  // namespace notation
