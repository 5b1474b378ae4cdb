// SPDX-License-Identifier: GPL-3.0-or-later
#include "blankentry.h"

#include <algorithm>
#include <span>

namespace sheet {
namespace {

constexpr char16_t const* BlankMarks[] = {u"", u"-", u"--", u"\u2013", u"\u2014", u"?", u"...", u"\u2026", u"x"};

// What a transcriber writes in a comment for an empty or unreadable box, in the sheets' and the interface's
// languages: English, German, French, Estonian, Hebrew, Russian, Ukrainian, Spanish, Italian, Polish.
constexpr char16_t const* BlankWords[] = {u"blank", u"empty", u"illegible", u"unreadable", u"missing", u"leer",
    u"unleserlich", u"vide", u"illisible", u"t\u00fchi", u"loetamatu", u"\u05e8\u05d9\u05e7",
    u"\u043f\u0443\u0441\u0442\u043e", u"\u043d\u0435\u0440\u0430\u0437\u0431\u043e\u0440\u0447\u0438\u0432\u043e",
    u"\u043f\u043e\u0440\u043e\u0436\u043d\u044c\u043e",
    u"\u043d\u0435\u0440\u043e\u0437\u0431\u0456\u0440\u043b\u0438\u0432\u043e", u"vac\u00edo", u"ilegible", u"vuoto",
    u"illeggibile", u"puste", u"nieczytelne"};

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
