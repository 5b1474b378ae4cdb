// SPDX-License-Identifier: GPL-3.0-or-later
// Renders the SVG icon as a square PNG of the given size, for the hicolor sizes the package installs
// (the desktop's menus ask for 16 to 256 pixels): the same drawing as the scalable icon, by Qt's renderer.
//   scorecheck-rendericon ICON.svg SIZE OUT.png

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    bool sized = false;
    const int size = arguments.size() == 4 ? arguments[2].toInt(&sized) : 0;
    if (!sized || size < 1) {
        QTextStream(stderr) << "usage: scorecheck-rendericon ICON.svg SIZE OUT.png\n";
        return 2;
    }
    QSvgRenderer svg(arguments[1]);
    if (!svg.isValid()) {
        QTextStream(stderr) << "scorecheck-rendericon: cannot read " << arguments[1] << '\n';
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    svg.render(&painter);
    painter.end();
    if (!image.save(arguments[3], "PNG")) {
        QTextStream(stderr) << "scorecheck-rendericon: cannot write " << arguments[3] << '\n';
        return 1;
    }
    return 0;
}
