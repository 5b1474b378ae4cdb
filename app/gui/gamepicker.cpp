#include "gamepicker.h"

#include "freedmemory.h"

#include "sheetfile.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

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

// Sorts as people read (naturalCompare); game numbers as numbers.
class NaturalOrder : public QSortFilterProxyModel {
public:
    explicit NaturalOrder(QObject* parent)
        : QSortFilterProxyModel(parent)
    {
    }

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override
    {
        const QVariant a = left.data(), b = right.data();
        if (a.typeId() == QMetaType::Int)
            return a.toInt() < b.toInt();
        return naturalCompare(a.toString(), b.toString()) < 0;
    }
};

}  // namespace

GameListModel::GameListModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void GameListModel::append(const ListedGames& games)
{
    if (games.size() == 0)
        return;
    beginInsertRows(QModelIndex(), m_games.size(), m_games.size() + games.size() - 1);
    m_games.append(games);
    endInsertRows();
}

int GameListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_games.size(); }

int GameListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant GameListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || role != Qt::DisplayRole)
        return {};
    if (index.column() == Number)
        return m_games.place(index.row()).number;  // a number, so that the games sort as they stand in the file
    const QString text = m_games.tag(index.row(), ListedGames::Tag(index.column() - 1));
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

GamePicker::GamePicker(const QString& path, QWidget* parent)
    : QDialog(parent)
    , m_path(path)
    , m_fileName(QFileInfo(path).fileName())
    , m_fileSize(QFileInfo(path).size())
    , m_games(new GameListModel(this))
    , m_reader(new GameListReader(path, this))
    , m_count(new QLabel)
    , m_progress(new QProgressBar)
    , m_shown(new NaturalOrder(this))
    , m_search(new QLineEdit)
    , m_table(new QTableView)
{
    setObjectName(QStringLiteral("gamePicker"));
    setWindowTitle(tr("Open"));
    m_shown->setSourceModel(m_games);
    m_shown->setFilterKeyColumn(-1);  // a player, an event, a round or a date: any column
    m_shown->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_search->setObjectName(QStringLiteral("gameSearch"));
    m_search->setPlaceholderText(tr("Search: player, event, round, date"));
    m_search->setClearButtonEnabled(true);
    m_table->setObjectName(QStringLiteral("gameTable"));
    m_table->setModel(m_shown);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(GameListModel::Number, Qt::AscendingOrder);
    // Widths from the font, not from the contents: measuring thousands of rows would take longer than
    // reading them.
    const int digit = fontMetrics().horizontalAdvance(QLatin1Char('0'));
    const int widths[] = {5, 20, 20, 7, 6, 22, 10};
    for (int column = 0; column < GameListModel::ColumnCount; ++column)
        m_table->setColumnWidth(column, widths[column] * digit);
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    auto* layout = new QVBoxLayout(this);
    m_progress->setObjectName(QStringLiteral("gameReading"));
    m_progress->setRange(0, 1000);  // thousandths: a file's bytes overflow an int
    m_progress->setValue(0);
    layout->addWidget(m_count);
    layout->addWidget(m_progress);
    layout->addWidget(m_search);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(100 * digit, 40 * fontMetrics().height());

    QPushButton* open = buttons->button(QDialogButtonBox::Open);
    const auto selectFirst = [this, open] {
        m_table->selectRow(0);
        open->setEnabled(m_shown->rowCount() > 0);
    };
    connect(m_search, &QLineEdit::textChanged, this, [this, selectFirst](const QString& text) {
        m_shown->setFilterFixedString(text);
        selectFirst();
    });
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        if (chosenPlace())
            accept();
    });
    connect(m_table, &QTableView::activated, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(
        m_reader, &GameListReader::gamesRead, this, [this, selectFirst](const ListedGames& games, qint64 bytesRead) {
            const bool wasEmpty = m_shown->rowCount() == 0;
            m_games->append(games);
            if (wasEmpty)
                selectFirst();
            m_progress->setValue(m_fileSize > 0 ? int(bytesRead * 1000 / m_fileSize) : 0);
            showCount();
        });
    connect(m_reader, &GameListReader::finished, this, [this, open](const QString& error) {
        m_progress->hide();
        open->setEnabled(m_shown->rowCount() > 0);
        showCount();
        if (!error.isEmpty())  // it was there when the dialog opened
            m_count->setText(error);
    });
    showCount();
    selectFirst();
    m_search->setFocus();
}

GamePicker::~GamePicker()
{
    // Once the list, the table and its headers are gone with the dialog, not before.
    QTimer::singleShot(0, &giveFreedMemoryBack);
}

void GamePicker::showCount()
{
    const int games = m_games->rowCount();
    m_count->setText(isReading() ? tr("Reading %1: %n games so far…", nullptr, games).arg(m_fileName)
                                 : tr("%1 holds %n games. Which one?", nullptr, games).arg(m_fileName));
}

bool GamePicker::isReading() const { return m_reader->isReading(); }

bool GamePicker::holdsSeveralGames(QString& error)
{
    // Its first two games are read here, at once: waiting for the list would let the window's events
    // run before the dialog is up.
    int games = 0;
    const auto count
        = [&games](const pgn::PgnGame&) { return ++games > 1 ? sheetfile::Reading::Stop : sheetfile::Reading::GoOn; };
    return sheetfile::forEachPgnGame(m_path, count, error) && games > 1;
}

void GamePicker::done(int result)
{
    m_reader->stop();  // the game picked is read next; nor is the rest of the file wanted on Cancel
    m_progress->hide();
    showCount();
    QDialog::done(result);
}

void GamePicker::keyPressEvent(QKeyEvent* event)
{
    // The search field leaves Up and Down to the dialog: they move through the games found.
    if (event->key() == Qt::Key_Down || event->key() == Qt::Key_Up) {
        const int row = m_table->currentIndex().row() + (event->key() == Qt::Key_Down ? 1 : -1);
        if (row >= 0 && row < m_shown->rowCount())
            m_table->selectRow(row);
        return;
    }
    QDialog::keyPressEvent(event);
}

std::optional<pgn::GamePlace> GamePicker::chosenPlace() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return std::nullopt;
    return m_games->place(m_shown->mapToSource(rows.first()).row());
}
