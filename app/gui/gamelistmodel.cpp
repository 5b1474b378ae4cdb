// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamelistmodel.h"

#include <algorithm>

namespace {

// Compares as people read: runs of digits as numbers (round 2 before round 10, "5.3" before "5.10"),
// letters without regard to case. (QCollator's numeric mode put "10" before "2" with Debian's Qt: it
// depends on how Qt was built.)
int naturalCompare(QStringView a, QStringView b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            const qsizetype iStart = i, jStart = j;
            while (i < a.size() && a[i].isDigit())
                ++i;
            while (j < b.size() && b[j].isDigit())
                ++j;
            // The longer run is the larger number (rounds and dates have no leading zeros to mislead
            // it); runs of one length compare digit by digit.
            const QStringView x = a.sliced(iStart, i - iStart), y = b.sliced(jStart, j - jStart);
            if (x.size() != y.size())
                return x.size() < y.size() ? -1 : 1;
            if (const int c = x.compare(y); c != 0)
                return c;
            continue;
        }
        if (const int c = a.sliced(i, 1).compare(b.sliced(j, 1), Qt::CaseInsensitive); c != 0)
            return c;
        ++i;
        ++j;
    }
    return (a.size() - i) < (b.size() - j) ? -1 : (a.size() - i) > (b.size() - j) ? 1 : 0;
}

ListedGames::Tag tagOf(int column) { return ListedGames::Tag(column - GameListModel::White); }

}  // namespace

GameListModel::GameListModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

GameListModel::Listed GameListModel::listed(int game) const
{
    const auto batch = std::upper_bound(m_batchStarts.begin(), m_batchStarts.end(), game) - 1;
    const auto b = std::size_t(batch - m_batchStarts.begin());
    return {m_batches[b], game - *batch};
}

const pgn::GamePlace& GameListModel::place(int row) const
{
    const Listed game = listed(m_shown[std::size_t(row)]);
    return game.batch.place(game.index);
}

bool GameListModel::found(const ListedGames& batch, int index) const
{
    if (m_search.isEmpty())
        return true;
    if (QString::number(batch.place(index).number).contains(m_search))
        return true;
    for (int t = 0; t < ListedGames::TagCount; ++t) {
        if (batch.tag(index, ListedGames::Tag(t)).contains(m_search, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

void GameListModel::append(const ListedGames& games)
{
    if (games.size() == 0)
        return;
    m_batchStarts.push_back(m_listed);
    m_batches.push_back(games);
    std::vector<int> added;
    for (int index = 0; index < games.size(); ++index) {
        if (found(games, index))
            added.push_back(m_listed + index);
    }
    m_listed += games.size();
    if (added.empty())
        return;
    // The games found are shown after the others, then moved where the sorting puts them. Read in file
    // order, sorted by number, they are there already: nothing moves.
    const int shownBefore = int(m_shown.size());
    beginInsertRows(QModelIndex(), shownBefore, shownBefore + int(added.size()) - 1);
    m_shown.insert(m_shown.end(), added.begin(), added.end());
    endInsertRows();
    const auto sortedBy = [this](int a, int b) { return sortsBefore(a, b); };
    std::stable_sort(added.begin(), added.end(), sortedBy);
    if (shownBefore > 0 && !sortsBefore(added.front(), m_shown[std::size_t(shownBefore) - 1])
        && std::equal(added.begin(), added.end(), m_shown.begin() + shownBefore))
        return;
    // Each game added finds its place by a binary search among those shown (not a comparison with
    // every one of them: each decodes two tags).
    std::vector<int> merged;
    merged.reserve(m_shown.size());
    auto from = m_shown.begin();
    const auto shownEnd = m_shown.begin() + shownBefore;
    for (const int game : added) {
        const auto at = std::upper_bound(from, shownEnd, game, sortedBy);
        merged.insert(merged.end(), from, at);
        merged.push_back(game);
        from = at;
    }
    merged.insert(merged.end(), from, shownEnd);
    reorderShown(std::move(merged));
}

void GameListModel::setSearch(const QString& text)
{
    if (text == m_search)
        return;
    beginResetModel();
    m_search = text;
    m_shown.clear();
    for (std::size_t b = 0; b < m_batches.size(); ++b) {
        for (int index = 0; index < m_batches[b].size(); ++index) {
            if (found(m_batches[b], index))
                m_shown.push_back(m_batchStarts[b] + index);
        }
    }
    sortGames(m_shown);
    endResetModel();
}

QString GameListModel::sortKey(int game) const
{
    const Listed g = listed(game);
    return g.batch.tag(g.index, tagOf(m_sortColumn));
}

bool GameListModel::sortsBefore(int a, int b) const
{
    if (m_sortOrder == Qt::DescendingOrder && m_sortColumn == Number)
        return b < a;
    if (m_sortColumn != Number) {
        const int c = naturalCompare(sortKey(a), sortKey(b));
        if (c != 0)
            return m_sortOrder == Qt::AscendingOrder ? c < 0 : c > 0;
    }
    return a < b;  // games alike stay in file order
}

// Each game's tag is decoded once, not at every comparison.
void GameListModel::sortGames(std::vector<int>& games) const
{
    if (m_sortColumn == Number) {
        std::sort(games.begin(), games.end(), [this](int a, int b) { return sortsBefore(a, b); });
        return;
    }
    std::vector<std::pair<QString, int>> keyed;
    keyed.reserve(games.size());
    for (const int game : games)
        keyed.emplace_back(sortKey(game), game);
    std::sort(keyed.begin(), keyed.end(), [this](const auto& a, const auto& b) {
        if (const int c = naturalCompare(a.first, b.first); c != 0)
            return m_sortOrder == Qt::AscendingOrder ? c < 0 : c > 0;
        return a.second < b.second;
    });
    for (std::size_t row = 0; row < keyed.size(); ++row)
        games[row] = keyed[row].second;
}

// The games shown put in a new order: the views keep the rows they had selected, wherever they go.
void GameListModel::reorderShown(std::vector<int> shown)
{
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<int> rowOf;
    if (!before.isEmpty()) {
        rowOf.assign(std::size_t(m_listed), -1);
        for (std::size_t row = 0; row < shown.size(); ++row)
            rowOf[std::size_t(shown[row])] = int(row);
    }
    QModelIndexList after;
    after.reserve(before.size());
    for (const QModelIndex& index : before)
        after.append(this->index(rowOf[std::size_t(m_shown[std::size_t(index.row())])], index.column()));
    m_shown = std::move(shown);
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void GameListModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    std::vector<int> shown = m_shown;
    sortGames(shown);
    reorderShown(std::move(shown));
}

int GameListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_shown.size()); }

int GameListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant GameListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || role != Qt::DisplayRole)
        return {};
    const Listed game = listed(m_shown[std::size_t(index.row())]);
    if (index.column() == Number)
        return game.batch.place(game.index).number;
    const QString text = game.batch.tag(game.index, tagOf(index.column()));
    // "1992.??.??", "5.3", "1/2-1/2" hold no letter to set their direction: isolated left to right, or
    // a right-to-left interface would show them backwards.
    const bool noLetters = index.column() == Date || index.column() == Round || index.column() == Result;
    return noLetters ? QChar(0x2066) + text + QChar(0x2069) : text;
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Number: return tr("No.");
    case White: return tr("White");
    case Black: return tr("Black");
    case Result: return tr("Result");
    case Round: return tr("Round");
    case Event: return tr("Event");
    case Date: return tr("Date");
    }
    return {};
}
