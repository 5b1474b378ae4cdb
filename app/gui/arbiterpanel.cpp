// SPDX-License-Identifier: GPL-3.0-or-later
#include "arbiterpanel.h"

#include "arbiterevents.h"

#include <QUrl>

ArbiterPanel::ArbiterPanel(QWidget* parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("arbiterPanel"));
    setOpenLinks(false);  // a link is a move of this game, not a page
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("ply"))
            emit plyChosen(url.path().toInt());
    });
}

void ArbiterPanel::setRecord(const sheet::Record& r, const QString& text, const QString& resultField)
{
    const QStringList items = ArbiterEvents::items(r, text, resultField, ArbiterEvents::MoveNames::Links);
    if (items.isEmpty()) {
        setHtml(QStringLiteral("<p>%1</p>").arg(tr("Nothing to report: the sheet has no moves yet.").toHtmlEscaped()));
        return;
    }
    QString html = QStringLiteral("<ul>");
    for (const QString& item : items)
        html += QStringLiteral("<li>%1</li>").arg(item);
    setHtml(html + QStringLiteral("</ul>"));
}
