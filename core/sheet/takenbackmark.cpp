// SPDX-License-Identifier: GPL-3.0-or-later
#include "takenbackmark.h"

#include <algorithm>
#include <string_view>

namespace sheet {
namespace {

// The words arbiters use for an illegal move, in the interface languages' terms of the Laws:
// "illegal move", "regelwidriger Zug", "coup illégal", "reeglivastane käik", "מסע לא חוקי",
// "невозможный ход", "неможливий хід", "movimiento ilegal", "mossa illegale", "nieprawidłowe posunięcie"
// (the adjective alone too; Polish in both genders, as a move or a "ruch").
constexpr std::u16string_view Words[] = {u"illegal", u"illegal move", u"regelwidrig", u"regelwidriger Zug", u"ill\u00e9gal",
    u"coup ill\u00e9gal", u"reeglivastane", u"reeglivastane k\u00e4ik", u"\u05dc\u05d0 \u05d7\u05d5\u05e7\u05d9",
    u"\u05de\u05e1\u05e2 \u05dc\u05d0 \u05d7\u05d5\u05e7\u05d9",
    u"\u043d\u0435\u0432\u043e\u0437\u043c\u043e\u0436\u043d\u044b\u0439",
    u"\u043d\u0435\u0432\u043e\u0437\u043c\u043e\u0436\u043d\u044b\u0439 \u0445\u043e\u0434",
    u"\u043d\u0435\u043c\u043e\u0436\u043b\u0438\u0432\u0438\u0439",
    u"\u043d\u0435\u043c\u043e\u0436\u043b\u0438\u0432\u0438\u0439 \u0445\u0456\u0434", u"ilegal", u"movimiento ilegal",
    u"illegale", u"mossa illegale", u"nieprawid\u0142owe", u"nieprawid\u0142owy", u"nieprawid\u0142owe posuni\u0119cie",
    u"nieprawid\u0142owy ruch"};

}  // namespace

bool isTakenBackMark(QStringView comment)
{
    if (comment.size() < 2 || comment.front() != u'{' || comment.back() != u'}')
        return false;
    const QStringView inside = comment.sliced(1, comment.size() - 2).trimmed();
    // Asked of every comment in a sheet: a word of another length is passed over without comparing.
    return std::any_of(std::begin(Words), std::end(Words), [inside](std::u16string_view word) {
        return inside.size() == qsizetype(word.size())
            && inside.compare(QStringView(word.data(), inside.size()), Qt::CaseInsensitive) == 0;
    });
}

QString takenBackMark(notation::Language language)
{
    switch (language) {
    case notation::Language::German: return QStringLiteral("{regelwidrig}");
    case notation::Language::French: return QStringLiteral("{ill\u00e9gal}");
    case notation::Language::Estonian: return QStringLiteral("{reeglivastane}");
    case notation::Language::Hebrew: return QStringLiteral("{\u05dc\u05d0 \u05d7\u05d5\u05e7\u05d9}");
    case notation::Language::Russian:
        return QStringLiteral("{\u043d\u0435\u0432\u043e\u0437\u043c\u043e\u0436\u043d\u044b\u0439}");
    case notation::Language::Ukrainian:
        return QStringLiteral("{\u043d\u0435\u043c\u043e\u0436\u043b\u0438\u0432\u0438\u0439}");
    case notation::Language::Spanish: return QStringLiteral("{ilegal}");
    case notation::Language::Italian: return QStringLiteral("{illegale}");
    // Agreeing with "posunięcie", the Polish Laws' word for a move.
    case notation::Language::Polish: return QStringLiteral("{nieprawid\u0142owe}");
    default: return QStringLiteral("{illegal}");
    }
}

}  // namespace sheet
