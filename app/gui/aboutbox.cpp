// SPDX-License-Identifier: GPL-3.0-or-later
#include "aboutbox.h"

#include "version.h"

#include <QCoreApplication>
#include <QIcon>
#include <QMessageBox>

namespace {

struct AboutBox {
    Q_DECLARE_TR_FUNCTIONS(AboutBox)
};

}  // namespace

QMessageBox* makeAboutBox(QWidget* parent)
{
    auto* box = new QMessageBox(parent);
    box->setObjectName(QStringLiteral("aboutBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(AboutBox::tr("About ScoreCheck"));
    box->setIconPixmap(QIcon(QStringLiteral(":/icons/scorecheck.svg")).pixmap(64, 64));
    box->setTextFormat(Qt::RichText);
    box->setText(QStringLiteral("<h3>ScoreCheck %1</h3><p>%2</p>")
                     .arg(version::qtext().toHtmlEscaped(),
                         AboutBox::tr("Checks chess scoresheets the way an arbiter does.").toHtmlEscaped()));
    const QStringList paragraphs{
        AboutBox::tr("ScoreCheck is free software: you can redistribute it and/or modify it under the terms of "
                     "the GNU General Public License, version 3 or (at your option) any later version. It comes "
                     "with no warranty."),
        AboutBox::tr("Built with Qt %1; running on Qt %2 (GNU Lesser General Public License, version 3).")
            .arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion())),
        AboutBox::tr("The rules are those of the FIDE Laws of Chess (2023). The example sheet is the sample game "
                     "of their Appendix C. The piece images and the icon were drawn for ScoreCheck. The tests "
                     "use games and positions gathered from python-chess, pychess, pgn-extract, chess.js, "
                     "cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) and the HCS scoresheet dataset; "
                     "third-party.md, installed with the documentation, names each source and its licence."),
    };
    QString informative;
    for (const QString& paragraph : paragraphs)
        informative += QStringLiteral("<p>") + paragraph.toHtmlEscaped() + QStringLiteral("</p>");
    box->setInformativeText(informative);
    box->setStandardButtons(QMessageBox::Close);
    box->setWindowModality(Qt::WindowModal);
    return box;
}
