// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgnexporter.h"

#include "pgnexport.h"
#include "savename.h"
#include "sheetfile.h"

#include "pgn/pgngame.h"
#include "pgn/pgnwriter.h"

#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

PgnExporter::PgnExporter(QWidget* parent, std::shared_ptr<const sheet::Record> record, const QString& text,
    const QList<QPair<QString, QString>>& tags)
    : m_parent(parent)
    , m_record(std::move(record))
    , m_text(text)
    , m_tags(tags)
{
}

QString PgnExporter::pgn() const { return pgn::writePgn(*m_record, m_text, m_tags); }

bool PgnExporter::confirm(const QString& title) const
{
    const QStringList warnings
        = pgnexport::warnings(*m_record, m_text, pgn::tagValue(m_tags, QStringLiteral("Result")));
    if (warnings.isEmpty())
        return true;
    return QMessageBox::warning(m_parent, title,
               warnings.join(QStringLiteral("\n\n")) + QStringLiteral("\n\n") + tr("Export the game all the same?"),
               QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        == QMessageBox::Yes;
}

void PgnExporter::exportToFile() const
{
    if (!confirm(tr("Export PGN")))
        return;
    const QString path = savename::ask(m_parent, tr("Export PGN"), QString(), tr("PGN (*.pgn)"), QStringLiteral("pgn"));
    QString error;
    if (!path.isEmpty() && !sheetfile::write(path, pgn(), error))
        QMessageBox::warning(m_parent, tr("Export PGN"), error);
}

void PgnExporter::copyToClipboard() const
{
    if (confirm(tr("Copy PGN")))
        QApplication::clipboard()->setText(pgn());
}

void PgnExporter::addToFile() const
{
    const QString title = tr("Add to PGN File");
    if (!confirm(title))
        return;
    const QString path = savename::ask(
        m_parent, title, QString(), tr("PGN (*.pgn)"), QStringLiteral("pgn"), QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty())
        return;
    const QString game = pgn();
    QString error;
    const std::optional<int> same = pgnexport::sameGameIn(path, *m_record, game, error);
    if (!error.isEmpty()) {
        QMessageBox::warning(m_parent, title, error);
        return;
    }
    const QString name = QFileInfo(path).fileName();
    const QString question = same
        ? tr("%1 already holds this game (same details and moves) as game %2. Add it again at the end?")
              .arg(name)
              .arg(*same)
        : QFileInfo::exists(path) ? tr("Add the game at the end of %1? The games in it stay as they are.").arg(name)
                                  : tr("Make the PGN file %1 with this game in it?").arg(name);
    if (QMessageBox::question(m_parent, title, question, QMessageBox::Yes | QMessageBox::Cancel,
            same ? QMessageBox::Cancel : QMessageBox::Yes)
        != QMessageBox::Yes)
        return;
    if (!sheetfile::appendPgnGame(path, game, error))
        QMessageBox::warning(m_parent, title, error);
}
