// SPDX-License-Identifier: GPL-3.0-or-later
#include "blankentry.h"

#include <algorithm>
#include <span>

namespace sheet {
namespace {

constexpr char16_t const* BlankMarks[] = {u"", u"-", u"--", u"\u2013", u"\u2014", u"?", u"...", u"\u2026", u"x"};

// What a transcriber writes in a comment for an empty or unreadable box, in the sheets' languages.
constexpr char16_t const* BlankWords[] = {u"blank", u"empty", u"illegible", u"unreadable", u"missing", u"leer",
    u"unleserlich", u"vide", u"illisible", u"t\u00fchi", u"loetamatu", u"\u05e8\u05d9\u05e7"};

bool isOneOf(QStringView text, std::span<char16_t const* const> forms)
{
    return std::any_of(forms.begin(), forms.end(),
        [text](char16_t const* form) { return text.compare(QStringView(form), Qt::CaseInsensitive) == 0; });
}

}  // namespace

bool isBlankEntry(QStringView written)
{
    if (written.size() >= 2 && written.front() == u'{' && written.back() == u'}') {
        const QStringView inside = written.sliced(1, written.size() - 2).trimmed();
        return isOneOf(inside, BlankWords);  // not "{...}": in PGN that says moves were left out
    }
    return isOneOf(written, BlankMarks);
}

}  // namespace sheet
