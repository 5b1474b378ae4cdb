// SPDX-License-Identifier: GPL-3.0-or-later
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
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

GamePicker::GamePicker(const QString& path, QWidget* parent)
    : QDialog(parent)
    , m_path(path)
    , m_fileName(QFileInfo(path).fileName())
    , m_fileSize(QFileInfo(path).size())
    , m_games(new GameListModel(this))
    , m_reader(new GameListReader(path, this))
    , m_count(new QLabel)
    , m_progress(new QProgressBar)
    , m_search(new QLineEdit)
    , m_table(new QTableView)
{
    setObjectName(QStringLiteral("gamePicker"));
    setWindowTitle(tr("Open"));

    m_search->setObjectName(QStringLiteral("gameSearch"));
    m_search->setPlaceholderText(tr("Search: player, event, round, date"));
    m_search->setClearButtonEnabled(true);
    m_table->setObjectName(QStringLiteral("gameTable"));
    m_table->setModel(m_games);
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
        open->setEnabled(m_games->rowCount() > 0);
    };
    connect(m_search, &QLineEdit::textChanged, this, [this, selectFirst](const QString& text) {
        m_games->setSearch(text);
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
            const bool wasEmpty = m_games->rowCount() == 0;
            m_games->append(games);
            if (wasEmpty)
                selectFirst();
            m_progress->setValue(m_fileSize > 0 ? int(bytesRead * 1000 / m_fileSize) : 0);
            showCount();
        });
    connect(m_reader, &GameListReader::finished, this, [this, open](const QString& error) {
        m_progress->hide();
        open->setEnabled(m_games->rowCount() > 0);
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
    const int games = m_games->listedCount();
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
        if (row >= 0 && row < m_games->rowCount())
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
    return m_games->place(rows.first().row());
}
