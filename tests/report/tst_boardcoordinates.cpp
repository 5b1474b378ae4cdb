// SPDX-License-Identifier: GPL-3.0-or-later
// The board's coordinates stay legible (issue 23): at least 4.5:1 against their square as painted (WCAG
// 1.4.3), on light and dark squares, with and without the last move's highlight, on screen and in print;
// and they grow with the board and with the interface's text (View ▸ Zoom).

#include "boardpainter.h"
#include "contrast.h"

#include "chess/fen.h"

#include <QFontInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

namespace {

// Kings away from the bottom row and the left column, where the coordinates are.
const char* const Fen = "8/1k6/6K1/8/8/8/8/8 w - - 0 1";

struct Drawn {
    QImage image;
    qreal squareSize = 0;
};

Drawn draw(int boardSize, BoardPainter::Palette palette, const QFont& font)
{
    Drawn d{QImage(boardSize, boardSize, QImage::Format_RGB32), boardSize / 8.0};
    d.image.fill(Qt::white);
    QPainter painter(&d.image);
    painter.setRenderHint(QPainter::Antialiasing);
    // a1 (dark) and h1 (light) highlighted as the last move; the other squares of the edges plain.
    BoardPainter().paint(painter, QRectF(0, 0, boardSize, boardSize), *chess::parseFen(Fen).position,
        chess::Move(chess::makeSquare(0, 0), chess::makeSquare(7, 0)), BoardPainter::Orientation::WhiteAtBottom,
        palette, font);
    return d;
}

// The part of a square where its coordinate stands: the file's letter in the bottom right corner of the
// bottom row's squares, the rank's digit in the top left corner of the left column's.
QRect coordinateCorner(const Drawn& d, int file, int rank, bool fileLetter)
{
    const int size = int(d.squareSize);
    const QRect square(int(file * d.squareSize), int((7 - rank) * d.squareSize), size, size);
    return fileLetter ? QRect(square.center().x(), square.center().y(), size / 2 - 1, size / 2 - 1)
                      : QRect(square.left() + 1, square.top() + 1, size / 2 - 1, size / 2 - 1);
}

// The highest contrast of a pixel of `corner` against the square's own colour (at its centre, which is
// empty): the core of the glyph, which anti-aliased edges only soften.
double glyphContrast(const Drawn& d, const QRect& corner, QColor& square)
{
    square = d.image.pixelColor(
        corner.left() > int(d.squareSize / 2) ? corner.topLeft() - QPoint(2, 2) : corner.bottomRight() + QPoint(2, 2));
    double best = 1;
    for (int y = corner.top(); y <= corner.bottom(); ++y)
        for (int x = corner.left(); x <= corner.right(); ++x)
            best = std::max(best, contrast::ratio(square, d.image.pixelColor(x, y)));
    return best;
}

// The glyph's height in pixels: the rows of `corner` holding a pixel that differs from the square.
int glyphHeight(const Drawn& d, const QRect& corner)
{
    QColor square;
    glyphContrast(d, corner, square);
    int top = -1, bottom = -1;
    for (int y = corner.top(); y <= corner.bottom(); ++y)
        for (int x = corner.left(); x <= corner.right(); ++x)
            if (contrast::ratio(square, d.image.pixelColor(x, y)) > 1.5) {
                top = top < 0 ? y : top;
                bottom = y;
            }
    return top < 0 ? 0 : bottom - top + 1;
}

}  // namespace

class TestBoardCoordinates : public QObject {
    Q_OBJECT

private slots:
    void ratiosAreWcags();
    void legibleOnReachesTheMinimum();
    void everyCoordinateStandsOutFromItsSquare_data();
    void everyCoordinateStandsOutFromItsSquare();
    void coordinatesGrowWithTheBoardAndTheText();
};

void TestBoardCoordinates::ratiosAreWcags()
{
    QCOMPARE(contrast::ratio(Qt::black, Qt::white), 21.0);
    QCOMPARE(contrast::ratio(Qt::white, Qt::black), 21.0);
    QCOMPARE(contrast::ratio(QColor(0x77, 0x77, 0x77), QColor(0x77, 0x77, 0x77)), 1.0);
    // #767676 on white is the lightest grey that passes 4.5:1; #777777 just fails.
    QVERIFY(contrast::ratio(QColor(0x76, 0x76, 0x76), Qt::white) >= 4.5);
    QVERIFY(contrast::ratio(QColor(0x77, 0x77, 0x77), Qt::white) < 4.5);
    // Half-transparent black on white is a mid grey.
    QCOMPARE(contrast::composed(Qt::white, QColor(0, 0, 0, 128)).red(), 127);
}

void TestBoardCoordinates::legibleOnReachesTheMinimum()
{
    const QColor light(0xf0, 0xd9, 0xb5), dark(0xb5, 0x88, 0x63);
    QVERIFY(contrast::ratio(light, dark) < 4.5);  // the squares' own colours are too close for text
    for (const auto& [background, preferred] : {std::pair{light, dark}, std::pair{dark, light}}) {
        const QColor chosen = contrast::legibleOn(background, preferred);
        QVERIFY(contrast::ratio(background, chosen) >= 4.5);
        QCOMPARE(chosen.toHsl().hslHue(), preferred.toHsl().hslHue());  // the board's brown, darker
    }
    QCOMPARE(contrast::legibleOn(Qt::white, Qt::black), QColor(Qt::black));  // already legible: kept
}

void TestBoardCoordinates::everyCoordinateStandsOutFromItsSquare_data()
{
    QTest::addColumn<BoardPainter::Palette>("palette");
    QTest::addColumn<int>("boardSize");
    QTest::newRow("screen, small") << BoardPainter::Palette::Screen << 240;
    QTest::newRow("screen, large") << BoardPainter::Palette::Screen << 640;
    QTest::newRow("print") << BoardPainter::Palette::Print << 400;
}

void TestBoardCoordinates::everyCoordinateStandsOutFromItsSquare()
{
    QFETCH(BoardPainter::Palette, palette);
    QFETCH(int, boardSize);
    const Drawn d = draw(boardSize, palette, QFont());
    bool sawLight = false, sawDark = false;
    for (int i = 0; i < 8; ++i)
        for (const bool fileLetter : {true, false}) {
            const int file = fileLetter ? i : 0, rank = fileLetter ? 0 : i;
            QColor square;
            const double ratio = glyphContrast(d, coordinateCorner(d, file, rank, fileLetter), square);
            (contrast::relativeLuminance(square) > 0.4 ? sawLight : sawDark) = true;
            QVERIFY2(ratio >= contrast::Minimum,
                qPrintable(QStringLiteral("%1%2 on %3: %4:1")
                               .arg(fileLetter ? QChar('a' + file) : QChar('1' + rank))
                               .arg(fileLetter ? QStringLiteral(" (file)") : QStringLiteral(" (rank)"))
                               .arg(square.name())
                               .arg(ratio)));
        }
    QVERIFY(sawLight && sawDark);
}

void TestBoardCoordinates::coordinatesGrowWithTheBoardAndTheText()
{
    QFont text;
    text.setPixelSize(12);
    const QRect smallCorner = coordinateCorner(draw(320, BoardPainter::Palette::Screen, text), 4, 0, true);
    const int small = glyphHeight(draw(320, BoardPainter::Palette::Screen, text), smallCorner);
    const Drawn large = draw(960, BoardPainter::Palette::Screen, text);
    const int grown = glyphHeight(large, coordinateCorner(large, 4, 0, true));
    QVERIFY2(small >= 7, qPrintable(QString::number(small)));  // an "e" of a 12-pixel font
    QVERIFY2(grown >= 2 * small, qPrintable(QStringLiteral("%1 → %2").arg(small).arg(grown)));

    // The interface's text at 200 % makes the coordinates of the same board larger.
    QFont zoomed = text;
    zoomed.setPixelSize(24);
    const Drawn board = draw(640, BoardPainter::Palette::Screen, text);
    const Drawn zoomedBoard = draw(640, BoardPainter::Palette::Screen, zoomed);
    const int atActualSize = glyphHeight(board, coordinateCorner(board, 4, 0, true));
    const int atDouble = glyphHeight(zoomedBoard, coordinateCorner(zoomedBoard, 4, 0, true));
    QVERIFY2(atDouble > atActualSize * 3 / 2, qPrintable(QStringLiteral("%1 → %2").arg(atActualSize).arg(atDouble)));
}

QTEST_MAIN(TestBoardCoordinates)
#include "tst_boardcoordinates.moc"
