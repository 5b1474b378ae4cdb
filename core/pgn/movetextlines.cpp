// SPDX-License-Identifier: GPL-3.0-or-later
#include "movetextlines.h"

#include <QList>

namespace pgn {
namespace {

// "12." or "12" followed by a dot that is not the first of "12...", "12…" or "12. . .": White's move
// number (the dots of Black's may be written apart, specification.md section 6).
bool startsWhiteNumber(QStringView rest)
{
    qsizetype digits = 0;
    while (digits < rest.size() && rest[digits].isDigit())
        ++digits;
    if (digits == 0 || digits >= rest.size() || rest[digits] != u'.')
        return false;
    qsizetype next = digits + 1;
    while (next < rest.size() && rest[next] == u' ')
        ++next;
    return next >= rest.size() || (rest[next] != u'.' && rest[next] != QChar(0x2026));
}

// The movetext's parts that must be copied as they are: a brace comment (to its '}'), a ';' comment
// or a '%' escape line (to the end of the line, its line break included). Their length at `at`, or 0.
qsizetype keptWhole(QStringView text, qsizetype at, bool lineStart)
{
    const QChar c = text[at];
    qsizetype end = at;
    if (c == u'{') {
        end = text.indexOf(u'}', at);
        return end < 0 ? text.size() - at : end + 1 - at;
    }
    if (c == u';' || (c == u'%' && lineStart)) {
        end = text.indexOf(u'\n', at);
        return end < 0 ? text.size() - at : end + 1 - at;
    }
    return 0;
}

}  // namespace

bool isFlowedMovetext(QStringView movetext)
{
    for (QStringView line : movetext.split(u'\n')) {
        int numbers = 0;
        for (qsizetype i = 0; i < line.size(); ++i)
            if ((i == 0 || line[i - 1].isSpace()) && startsWhiteNumber(line.mid(i)) && ++numbers > 1)
                return true;
    }
    return false;
}

QString asMovePairLines(QStringView text)
{
    QString out;
    out.reserve(text.size());
    int variationDepth = 0;  // a variation's moves stay on the line of the move they replace
    qsizetype i = 0;
    while (i < text.size()) {
        if (text[i].isSpace()) {
            while (i < text.size() && text[i].isSpace())
                ++i;
            if (out.isEmpty() || out.endsWith(u'\n') || i == text.size())
                continue;
            out += variationDepth == 0 && startsWhiteNumber(text.mid(i)) ? u'\n' : u' ';
            continue;
        }
        if (const qsizetype whole = keptWhole(text, i, out.isEmpty() || out.endsWith(u'\n'))) {
            out += text.mid(i, whole);
            i += whole;
            continue;
        }
        if (text[i] == u'(')
            ++variationDepth;
        else if (text[i] == u')' && variationDepth > 0)
            --variationDepth;
        out += text[i++];
    }
    return out.endsWith(u'\n') || out.isEmpty() ? out : out + u'\n';
}

}  // namespace pgn
