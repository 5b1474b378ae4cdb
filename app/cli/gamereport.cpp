// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamereport.h"

#include "textreport.h"

#include "pgn/pgnwriter.h"

std::optional<ReportFormat> reportFormat(QStringView name)
{
    if (name == QLatin1String("text"))
        return ReportFormat::Text;
    if (name == QLatin1String("json"))
        return ReportFormat::Json;
    if (name == QLatin1String("pgn"))
        return ReportFormat::Pgn;
    return std::nullopt;
}

void writeReport(const CheckedGame& game, ReportFormat format, TextWriter& reports)
{
    const auto bytes
        = [&reports](const QByteArray& b) { reports.ascii(std::string_view(b.constData(), std::size_t(b.size()))); };
    switch (format) {
    case ReportFormat::Json: writeJsonReport(game, reports.bytes()); break;
    case ReportFormat::Pgn:
        bytes(pgn::writePgn(game.record, game.input.movetext, game.input.allTags()).toUtf8() + '\n');
        break;
    case ReportFormat::Text: writeTextReport(game, reports); break;
    }
}
