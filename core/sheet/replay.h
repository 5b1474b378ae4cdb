// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsedsheet.h"
#include "record.h"

#include <optional>

namespace sheet {

struct ReplayOptions {
    /// The sheet's notation language; none means find it by replaying (the language in which the most
    /// entries are legal wins).
    std::optional<notation::Language> language;
    /// Wins ties when the language is found by replaying (the user's interface language).
    notation::Language preferred = notation::Language::English;
};

/// Replays a parsed sheet from a start position and judges it: a pure function of its inputs, cheap
/// enough to run on every keystroke. After an entry that is illegal, ambiguous or unreadable the rest
/// is `unchecked`, unless the entry is ambiguous and exactly one of its moves lets the next entry follow.
Record replay(QStringView text, const ParsedSheet& sheet, const chess::Position& start, const ReplayOptions& options);

/// parseSheet and replay in one call.
Record checkSheet(QStringView text, const chess::Position& start, const ReplayOptions& options);

}  // namespace sheet
