// SPDX-License-Identifier: GPL-3.0-or-later
// A PGN file of any size is listed as it is read (issue 19): the first games show before the file is
// read to its end while the window's events go on, Cancel stops the reading, and the game picked is
// read from where it stands in the file, not found again by reading the file from its start.

#include "gamepicker.h"
#include "mainwindow.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

namespace {

constexpr int ManyGames = 200000;

QByteArray smallGame(int number)
{
    return QByteArrayLiteral("[Event \"Big Open\"]\n[Round \"") + QByteArray::number(number)
        + QByteArrayLiteral("\"]\n[White \"White ") + QByteArray::number(number)
        + QByteArrayLiteral("\"]\n[Black \"Black ") + QByteArray::number(number)
        + QByteArrayLiteral("\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n");
}

// A file of `games` small games, White and Black named after the game's number.
QString writeManyGames(const QTemporaryDir& dir, int games)
{
    const QString path = dir.filePath(QStringLiteral("big.pgn"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    QByteArray text;
    for (int number = 1; number <= games; ++number) {
        text += smallGame(number);
        if (text.size() > (1 << 20) || number == games) {
            file.write(text);
            text.clear();
        }
    }
    return path;
}

}  // namespace

class TestGamePicker : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void firstGamesShowWhileTheFileIsRead();
    void cancelStopsTheReading();
    void gamesReadAfterASearchAreFoundToo_data();
    void gamesReadAfterASearchAreFoundToo();
    void gamesReadAfterASortTakeTheirPlace_data();
    void gamesReadAfterASortTakeTheirPlace();
    void thePickedGameIsReadFromWhereItStands_data();
    void thePickedGameIsReadFromWhereItStands();
};

void TestGamePicker::initTestCase()
{
    // Settings (recent files) go to a test location, not the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
}

// The rows come in batches while the reader goes on, and a timer of the window's keeps firing.
void TestGamePicker::firstGamesShowWhileTheFileIsRead()
{
    QTemporaryDir dir;
    const QString path = writeManyGames(dir, ManyGames);
    int ticks = 0;
    QTimer timer;
    timer.setInterval(20);
    QObject::connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
    timer.start();
    GamePicker picker(path);
    picker.show();
    auto* table = picker.findChild<QTableView*>("gameTable");
    int ticksAtFirstRows = -1, batchesWhileReading = 0, ticksWhileReading = 0;
    QObject::connect(table->model(), &QAbstractItemModel::rowsInserted, [&] {
        if (!picker.isReading())
            return;
        if (ticksAtFirstRows < 0)
            ticksAtFirstRows = ticks;
        ++batchesWhileReading;
        ticksWhileReading = ticks;
    });
    QTRY_VERIFY_WITH_TIMEOUT(!picker.isReading(), 120000);
    QCOMPARE(table->model()->rowCount(), ManyGames);
    QVERIFY2(ticksAtFirstRows >= 0, "no rows were shown before the file was read to its end");
    QVERIFY2(batchesWhileReading > 2, qPrintable(QString::number(batchesWhileReading)));
    // The window's events went on between the first rows and the last batch.
    QVERIFY2(ticksWhileReading - ticksAtFirstRows > 2,
        qPrintable(QStringLiteral("%1 ticks in %2 batches")
                       .arg(ticksWhileReading - ticksAtFirstRows)
                       .arg(batchesWhileReading)));
    QVERIFY(picker.findChild<QProgressBar*>("gameReading")->isHidden());
}

// Cancel closes the list and the reading stops there: no more games are read.
void TestGamePicker::cancelStopsTheReading()
{
    QTemporaryDir dir;
    const QString path = writeManyGames(dir, ManyGames);
    GamePicker picker(path);
    picker.show();
    auto* table = picker.findChild<QTableView*>("gameTable");
    QTRY_VERIFY(table->model()->rowCount() > 0);
    QVERIFY(picker.isReading());
    QVERIFY(picker.findChild<QProgressBar*>("gameReading")->isVisible());
    QTest::mouseClick(picker.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel), Qt::LeftButton);
    QCOMPARE(picker.result(), int(QDialog::Rejected));
    QVERIFY(!picker.isReading());
    const int listed = table->model()->rowCount();
    QVERIFY(listed < ManyGames);
    QTest::qWait(300);
    QCOMPARE(table->model()->rowCount(), listed);
}

void TestGamePicker::gamesReadAfterASearchAreFoundToo_data()
{
    QTest::addColumn<QString>("search");
    QTest::addColumn<int>("found");
    // White 1999, White 19990 to 19999, White 199900 to 199999.
    QTest::newRow("a player typed in small letters finds the games of every player so named") << "white 1999" << 111;
    // Games 15000, 115000 and 150000 to 150009 by number (their players and rounds hold it too).
    QTest::newRow("a number finds the games whose number or tags hold it") << "15000" << 12;
    QTest::newRow("a name no game holds finds none") << "Kasparov" << 0;
}

// The search is typed while the file is still being read: the games read after it that it finds are
// shown, and only those.
void TestGamePicker::gamesReadAfterASearchAreFoundToo()
{
    QFETCH(QString, search);
    QFETCH(int, found);
    QTemporaryDir dir;
    const QString path = writeManyGames(dir, ManyGames);
    GamePicker picker(path);
    picker.show();
    auto* table = picker.findChild<QTableView*>("gameTable");
    QTRY_VERIFY(table->model()->rowCount() > 0);
    QVERIFY(picker.isReading());
    QTest::keyClicks(picker.findChild<QLineEdit*>("gameSearch"), search);
    QTRY_VERIFY_WITH_TIMEOUT(!picker.isReading(), 120000);
    QCOMPARE(table->model()->rowCount(), found);
    for (int row = 0; row < found; ++row) {
        QStringList shown;
        for (int column = 0; column < GameListModel::ColumnCount; ++column)
            shown << table->model()->index(row, column).data().toString();
        QVERIFY2(shown.join(' ').contains(search, Qt::CaseInsensitive), qPrintable(shown.join(' ')));
    }
    // Emptied, the search shows every game again, in file order.
    picker.findChild<QLineEdit*>("gameSearch")->clear();
    QCOMPARE(table->model()->rowCount(), ManyGames);
    QCOMPARE(table->model()->index(ManyGames - 1, GameListModel::Number).data().toInt(), ManyGames);
}

void TestGamePicker::gamesReadAfterASortTakeTheirPlace_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::newRow("sorted by White from A to Z, White 10 before White 9 never")
        << int(GameListModel::White) << Qt::AscendingOrder;
    QTest::newRow("sorted by round from the last") << int(GameListModel::Round) << Qt::DescendingOrder;
    QTest::newRow("sorted by number from the last game") << int(GameListModel::Number) << Qt::DescendingOrder;
}

// A column header clicked while the file is read: the games read after it are put where the sorting
// says, and the game selected stays selected.
void TestGamePicker::gamesReadAfterASortTakeTheirPlace()
{
    QFETCH(int, column);
    QFETCH(Qt::SortOrder, order);
    QTemporaryDir dir;
    const QString path = writeManyGames(dir, ManyGames);
    GamePicker picker(path);
    picker.show();
    auto* table = picker.findChild<QTableView*>("gameTable");
    QTRY_VERIFY(table->model()->rowCount() > 0);
    QVERIFY(picker.isReading());
    QHeaderView* header = table->horizontalHeader();
    const QPoint atColumn(header->sectionViewportPosition(column) + 5, header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, atColumn);
    if (header->sortIndicatorOrder() != order)
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, atColumn);
    QCOMPARE(header->sortIndicatorSection(), column);
    QCOMPARE(header->sortIndicatorOrder(), order);
    QVERIFY(table->currentIndex().isValid());
    const QString selected = table->model()->index(table->currentIndex().row(), GameListModel::White).data().toString();
    QTRY_VERIFY_WITH_TIMEOUT(!picker.isReading(), 120000);
    QAbstractItemModel* games = table->model();
    QCOMPARE(games->rowCount(), ManyGames);
    QCOMPARE(games->index(table->currentIndex().row(), GameListModel::White).data().toString(), selected);
    // In order as a reader expects it, numbers as numbers (White 9 before White 10): never a step back.
    const auto value = [games, column](int row) {
        return games->index(row, column).data().toString().remove(QChar(0x2066)).remove(QChar(0x2069));
    };
    for (int row = 1; row < ManyGames; ++row) {
        // "White 9" and "12" as the numbers 9 and 12.
        const int before = value(row - 1).split(' ').last().toInt(), after = value(row).split(' ').last().toInt();
        QVERIFY2(order == Qt::AscendingOrder ? before <= after : before >= after,
            qPrintable(QStringLiteral("row %1: %2 then %3").arg(row).arg(before).arg(after)));
    }
}

void TestGamePicker::thePickedGameIsReadFromWhereItStands_data()
{
    QTest::addColumn<int>("number");
    QTest::newRow("the last game of the file") << 20000;
    QTest::newRow("a game in the middle of the file") << 12345;
    QTest::newRow("the game after the one blanked") << 3;
}

// The file is changed once listed, its length kept: the second game's tag lines become blank, so that
// read again from its start the file would hold one game fewer and every later number would name the
// next game. The game picked is still the one listed: read from its place, not counted to again.
void TestGamePicker::thePickedGameIsReadFromWhereItStands()
{
    QFETCH(int, number);
    QTemporaryDir dir;
    const QString path = writeManyGames(dir, 20000);
    const QString white = QStringLiteral("White %1").arg(number);
    QString picked;
    QTimer::singleShot(0, [&] {
        auto* picker = qobject_cast<GamePicker*>(QApplication::activeModalWidget());
        QVERIFY(picker);
        QTRY_VERIFY(!picker->isReading());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        const QByteArray first = smallGame(1), second = smallGame(2);
        const qsizetype tagLines = second.indexOf("\n\n");
        QVERIFY(file.seek(first.size()));
        QVERIFY(file.write(QByteArray(tagLines, ' ')) == tagLines);
        file.close();
        // The game is picked in the list, narrowed to it (game 2 being named also in game 20000 etc.).
        auto* search = picker->findChild<QLineEdit*>("gameSearch");
        QTest::keyClicks(search, white);
        auto* table = picker->findChild<QTableView*>("gameTable");
        QVERIFY(table->model()->rowCount() >= 1);
        picked = table->model()->index(0, GameListModel::White).data().toString();
        QTest::keyClick(search, Qt::Key_Return);
    });
    MainWindow window(dir.filePath(QStringLiteral("autosave")));
    QVERIFY(window.openFile(path));
    QCOMPARE(picked, white);
    QCOMPARE(window.findChild<QLineEdit*>("tagWhite")->text(), white);
    QCOMPARE(window.findChild<QLineEdit*>("tagRound")->text(), QString::number(number));
}

QTEST_MAIN(TestGamePicker)
#include "tst_gamepicker.moc"
