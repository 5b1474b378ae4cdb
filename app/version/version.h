// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string_view>

/// The version the program was built as (cmake/ScoreCheckVersion.cmake): "0.1.0", or "0.1.0+git471.ge78371a"
/// when built from a git checkout between releases. ASCII: for --version, the About box and JSON.
namespace version {

std::string_view text();
QString qtext();

}  // namespace version
