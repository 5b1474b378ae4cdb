// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulingmoment.h"

#include "sheet/replay.h"

#include <algorithm>

bool RulingMoment::standsIn(const sheet::Record& whole, const QString& sheetText) const
{
    return whole.start == record->start && whole.language == record->language && sheetText.startsWith(text)
        && (sheetText.size() == text.size() || text.isEmpty() || sheetText[text.size()].isSpace());
}

RulingMoment rulingMomentAfter(const sheet::Record& whole, const QString& text, int entry)
{
    RulingMoment moment;
    entry = std::min(entry, int(whole.entries.size()) - 1);
    // Up to the end of the entry: its marks ("(=)", "!?") belong to it, the next move number does not.
    if (entry >= 0)
        moment.text = text.left(whole.entries[entry].entry.start + whole.entries[entry].entry.length);
    // In the language the whole sheet was read in, not one found again from its first moves.
    moment.record = std::make_shared<const sheet::Record>(
        sheet::checkSheet(moment.text, whole.start, {whole.language, whole.language}));
    return moment;
}
