// SPDX-License-Identifier: GPL-3.0-or-later
#include "editcost.h"

#include "costmodel.h"

#include <algorithm>
#include <array>

namespace repair {
namespace {

// Characters that handwriting turns into one another, each pair once.
constexpr std::array<std::pair<char16_t, char16_t>, 27> LookAlikes{{
    {u'c', u'e'},
    {u'1', u'7'},
    {u'4', u'9'},
    {u'3', u'8'},
    {u'5', u'S'},
    {u'5', u's'},
    {u'6', u'b'},
    {u'9', u'g'},
    {u'0', u'O'},
    {u'0', u'D'},
    {u'O', u'D'},
    {u'0', u'o'},
    {u'2', u'Z'},
    {u'2', u'z'},
    {u'8', u'B'},
    {u'l', u'1'},
    {u'I', u'1'},
    {u'a', u'd'},
    {u'a', u'o'},
    {u'h', u'b'},
    {u'h', u'n'},
    {u'b', u'n'},
    {u'x', u'+'},
    {u'g', u'q'},
    {u'f', u't'},
    {u'u', u'n'},
    {u'6', u'G'},
}};

// looksAlike() is asked for every cell of every edit distance: a table answers at once. All the
// look-alikes are ASCII.
constexpr auto LookAlikeTable = [] {
    std::array<std::array<bool, 128>, 128> table{};
    for (const auto& [a, b] : LookAlikes)
        table[a][b] = table[b][a] = true;
    return table;
}();

// Within this file, for every cell: the exported looksAlike() is not inlined in a position-independent
// build (another library could interpose it).
bool inLookAlikeTable(char16_t a, char16_t b) { return a < 128 && b < 128 && LookAlikeTable[a][b]; }

bool isMarkLike(char16_t c) { return c == u'x' || c == u':' || c == u'-' || c == u'=' || c == u'+'; }

float substitution(char16_t a, char16_t b)
{
    if (a == b)
        return 0;
    if (inLookAlikeTable(a, b))
        return LookAlikeCost;
    const auto lower = [](char16_t c) { return c >= u'A' && c <= u'Z' ? char16_t(c + 32) : c; };
    return lower(a) == lower(b) ? CaseCost : OtherEditCost;
}

// A capture mark or hyphen left out or added costs little: it does not change which move is meant.
float insertionOrDeletion(char16_t c) { return isMarkLike(c) ? MarkEditCost : OtherEditCost; }

}  // namespace

bool looksAlike(char16_t a, char16_t b) { return inLookAlikeTable(a, b); }

QStringList oneLookAlikeAway(QStringView text)
{
    QStringList out;
    const auto add = [&](qsizetype at, char16_t c) {
        QString variant = text.toString();
        variant[at] = QChar(c);
        if (!out.contains(variant))
            out.append(variant);
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        for (const auto& [a, b] : LookAlikes) {
            if (c == a)
                add(i, b);
            else if (c == b)
                add(i, a);
        }
        if (c >= u'a' && c <= u'z')
            add(i, char16_t(c - 32));
        else if (c >= u'A' && c <= u'Z')
            add(i, char16_t(c + 32));
    }
    return out;
}

static_assert(LookAlikeCost <= OtherEditCost && CaseCost <= OtherEditCost && TranspositionCost <= OtherEditCost
        && MarkEditCost <= OtherEditCost,
    "editCost takes a difference dearer than OtherEditCost for several edits");

EditCost editCost(QStringView written, QStringView meant)
{
    // Entries are short; anything longer than this is too far from any move to rank.
    constexpr int Max = 15;
    const int n = int(std::clamp<qsizetype>(written.size(), 0, Max)),
              m = int(std::clamp<qsizetype>(meant.size(), 0, Max));
    // Not cleared: every cell is written before it is read, and clearing 1 KB was a tenth of a call.
    std::array<std::array<float, Max + 1>, Max + 1> d;
    // The two characters before (i, j) are the two of the move the other way round.
    const auto swappedAt = [&](int i, int j) {
        return i > 1 && j > 1 && written[i - 1] == meant[j - 2] && written[i - 2] == meant[j - 1]
            && written[i - 1] != meant[j - 1];
    };
    for (int i = 0; i <= n; ++i)
        d[i][0] = i == 0 ? 0 : d[i - 1][0] + insertionOrDeletion(written[i - 1].unicode());
    for (int j = 1; j <= m; ++j)
        d[0][j] = d[0][j - 1] + insertionOrDeletion(meant[j - 1].unicode());
    for (int i = 1; i <= n; ++i)
        for (int j = 1; j <= m; ++j) {
            const char16_t w = written[i - 1].unicode(), e = meant[j - 1].unicode();
            float best = std::min({d[i - 1][j - 1] + substitution(w, e), d[i - 1][j] + insertionOrDeletion(w),
                d[i][j - 1] + insertionOrDeletion(e)});
            if (swappedAt(i, j))
                best = std::min(best, d[i - 2][j - 2] + TranspositionCost);
            d[i][j] = best;
        }

    // Walk back along one cheapest path and name its edit when there is just one. No edit costs more than
    // OtherEditCost, so a dearer difference is several (most of the legal moves an entry is compared with).
    EditCost result{d[n][m], {}};
    if (result.cost > OtherEditCost) {
        result.edit = {NotableEdit::Kind::Several, 0, 0};
        return result;
    }
    int edits = 0;
    for (int i = n, j = m; i > 0 || j > 0;) {
        const char16_t w = i > 0 ? written[i - 1].unicode() : 0, e = j > 0 ? meant[j - 1].unicode() : 0;
        NotableEdit here;
        if (i > 0 && j > 0 && d[i][j] == d[i - 1][j - 1] + substitution(w, e)) {
            if (w != e)
                here
                    = {inLookAlikeTable(w, e) ? NotableEdit::Kind::LookAlike : NotableEdit::Kind::OtherCharacter, w, e};
            --i, --j;
        } else if (swappedAt(i, j) && d[i][j] == d[i - 2][j - 2] + TranspositionCost) {
            here = {NotableEdit::Kind::Swapped, written[i - 2].unicode(), w};
            i -= 2, j -= 2;
        } else if (i > 0 && d[i][j] == d[i - 1][j] + insertionOrDeletion(w)) {
            here = {NotableEdit::Kind::Extra, w, 0};
            --i;
        } else {
            here = {NotableEdit::Kind::Missing, 0, e};
            --j;
        }
        if (here.kind != NotableEdit::Kind::None) {
            ++edits;
            result.edit = here;
        }
    }
    if (edits > 1)
        result.edit = {NotableEdit::Kind::Several, 0, 0};
    return result;
}

}  // namespace repair
