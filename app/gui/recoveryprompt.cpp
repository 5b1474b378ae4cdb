// SPDX-License-Identifier: GPL-3.0-or-later
#include "recoveryprompt.h"

#include "autosave.h"
#include "mainwindow.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace {

// Translation context for lupdate.
struct RecoveryPrompt {
    Q_DECLARE_TR_FUNCTIONS(RecoveryPrompt)
};

QString firstLine(const QString& text)
{
    const QString line = text.trimmed().section(u'\n', 0, 0).trimmed();
    return line.size() > 60 ? line.left(60) + QChar(0x2026) : line;
}

enum class Answer { Recover, Discard, Later };

Answer ask(const OrphanedSheet& sheet, QWidget* parent)
{
    const QString name
        = sheet.filePath.isEmpty() ? RecoveryPrompt::tr("Untitled sheet") : QFileInfo(sheet.filePath).fileName();
    QMessageBox box(QMessageBox::Question, RecoveryPrompt::tr("Recover unsaved work"),
        RecoveryPrompt::tr("ScoreCheck stopped before this sheet was saved:"), QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("recoverUnsavedWork"));
    box.setInformativeText(RecoveryPrompt::tr("<b>%1</b>, last kept %2<br>“%3”<br><br>Recover it?")
                               .arg(name.toHtmlEscaped(), QLocale().toString(sheet.copied, QLocale::ShortFormat),
                                   firstLine(sheet.text).toHtmlEscaped()));
    QPushButton* recover = box.addButton(RecoveryPrompt::tr("Recover"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(RecoveryPrompt::tr("Discard"), QMessageBox::DestructiveRole);
    box.addButton(RecoveryPrompt::tr("Ask Again Next Time"), QMessageBox::RejectRole);
    box.setDefaultButton(recover);
    box.exec();
    return box.clickedButton() == recover ? Answer::Recover
        : box.clickedButton() == discard  ? Answer::Discard
                                          : Answer::Later;
}

}  // namespace

bool offerOrphanedSheets(MainWindow& window)
{
    bool intoWindow = false;
    for (OrphanedSheet& sheet : Autosave::orphans()) {
        switch (ask(sheet, &window)) {
        case Answer::Recover: {
            MainWindow* target = &window;
            if (intoWindow) {  // the first window holds a sheet already: this one gets its own
                target = new MainWindow;
                target->setAttribute(Qt::WA_DeleteOnClose);
                target->show();
            }
            target->recoverWork(std::move(sheet));
            intoWindow = true;
            break;
        }
        case Answer::Discard: Autosave::discard(std::move(sheet)); break;
        case Answer::Later: break;  // its lock goes with it: offered again at the next start
        }
    }
    return intoWindow;
}
