// SPDX-License-Identifier: GPL-3.0-or-later
// The move table's figurines are as large as the letters they stand for (issue 23), measured in the
// pixels a cell is drawn with.

#include "figurinedelegate.h"

#include <QImage>
#include <QPainter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

namespace {

// The ink of a cell drawn with `text`, black on white: the rectangle of its pixels darker than mid-grey.
QRect ink(const QString& text, const QFont& font)
{
    QStandardItemModel model(1, 1);
    model.setItem(0, 0, new QStandardItem(text));
    QTableView view;
    view.setFont(font);
    view.setModel(&model);
    FigurineDelegate delegate;
    QStyleOptionViewItem option;
    option.initFrom(&view);
    option.font = font;
    option.rect = QRect(0, 0, 10 * font.pixelSize(), 3 * QFontMetrics(font).height());
    option.palette.setColor(QPalette::Text, Qt::black);
    QImage image(option.rect.size(), QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        delegate.paint(&painter, option, model.index(0, 0));
    }
    QRect inked;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qGray(image.pixel(x, y)) < 128)
                inked |= QRect(x, y, 1, 1);
    return inked;
}

}  // namespace

class TestFigurineDelegate : public QObject {
    Q_OBJECT

private slots:
    void aFigurineIsAsTallAsTheLetter_data();
    void aFigurineIsAsTallAsTheLetter();
};

void TestFigurineDelegate::aFigurineIsAsTallAsTheLetter_data()
{
    QTest::addColumn<int>("pixelSize");
    QTest::newRow("12 px") << 12;
    QTest::newRow("24 px, zoomed") << 24;
}

void TestFigurineDelegate::aFigurineIsAsTallAsTheLetter()
{
    QFETCH(int, pixelSize);
    QFont font;
    font.setPixelSize(pixelSize);
    // The knight (the figurine most written) is as tall as the N it stands for; every piece stands on
    // the letter's baseline, none smaller than a small letter nor much taller than a capital.
    const QRect knight = ink(QStringLiteral("♘"), font), capital = ink(QStringLiteral("N"), font);
    const QRect small = ink(QStringLiteral("e"), font);
    QVERIFY2(qAbs(knight.height() - capital.height()) <= std::max(1, capital.height() / 10),
        qPrintable(QStringLiteral("♘ %1 px high, N %2 px").arg(knight.height()).arg(capital.height())));
    QVERIFY2(knight.width() >= capital.width() * 3 / 4,
        qPrintable(QStringLiteral("♘ %1 px wide, N %2 px").arg(knight.width()).arg(capital.width())));
    for (const QString& piece : QStringList{u"♔"_qs, u"♕"_qs, u"♖"_qs, u"♗"_qs, u"♘"_qs, u"♙"_qs, u"♚"_qs, u"♞"_qs}) {
        const QRect figurine = ink(piece, font);
        QVERIFY2(qAbs(figurine.bottom() - capital.bottom()) <= 1,
            qPrintable(
                QStringLiteral("%1 ends at %2, N at %3").arg(piece).arg(figurine.bottom()).arg(capital.bottom())));
        QVERIFY2(figurine.height() > small.height() && figurine.height() <= capital.height() * 5 / 4,
            qPrintable(
                QStringLiteral("%1 %2 px high, N %3 px").arg(piece).arg(figurine.height()).arg(capital.height())));
    }
    // The move stands where the letter's would: a row of figurines does not jump.
    const QRect figurineMove = ink(QStringLiteral("♘f3"), font), letterMove = ink(QStringLiteral("Nf3"), font);
    QVERIFY(qAbs(figurineMove.bottom() - letterMove.bottom()) <= 1);
    QVERIFY(qAbs(figurineMove.top() - letterMove.top()) <= std::max(1, letterMove.height() / 10));
}

QTEST_MAIN(TestFigurineDelegate)
#include "tst_figurinedelegate.moc"
