// SPDX-License-Identifier: GPL-3.0-or-later
#include "canmatecommand.h"

#include "cliargs.h"
#include "jsonwriter.h"
#include "output.h"
#include "rulingoptions.h"
#include "version.h"

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/movewriter.h"
#include "unwinnability/canmate.h"

#include "clitr.h"

#include <QCommandLineParser>

namespace {

const QString Command = QStringLiteral("rule can-mate");

// Both sides' answers, White's first.
struct BothSides {
    chess::Position position;
    unwinnability::MateAnswer white;
    unwinnability::MateAnswer black;
};

// Dead (5.2.2) when neither side can mate; not dead as soon as one can; undecided otherwise.
std::optional<bool> isDead(const BothSides& b)
{
    using unwinnability::Answer;
    if (b.white.answer == Answer::No && b.black.answer == Answer::No)
        return true;
    if (b.white.answer == Answer::Yes || b.black.answer == Answer::Yes)
        return false;
    return std::nullopt;
}

void writeSide(JsonWriter& w, const chess::Position& position, const unwinnability::MateAnswer& a)
{
    w.beginObject().key("canMate");
    if (a.answer == unwinnability::Answer::Unknown)
        w.null();
    else
        w.value(a.answer == unwinnability::Answer::Yes);
    w.key("line");
    if (a.answer != unwinnability::Answer::Yes) {
        w.null();
    } else {
        w.beginArray();
        chess::Position p = position;
        for (const chess::Move m : a.line) {
            w.value(std::string_view(chess::toUci(p, m)));
            p.doMove(m);
        }
        w.endArray();
    }
    w.endObject();
}

QByteArray json(const BothSides& b)
{
    JsonWriter w;
    w.beginObject().key("fen").value(std::string_view(chess::toFen(b.position)));
    w.key("white");
    writeSide(w, b.position, b.white);
    w.key("black");
    writeSide(w, b.position, b.black);
    w.key("dead");
    if (const std::optional<bool> dead = isDead(b))
        w.value(*dead);
    else
        w.null();
    w.key("version").value(version::text());
    w.endObject();
    return w.takeLine();
}

// The line in English SAN with move numbers: "1. Bc3 Kd5 2. Kd3 ...".
QString sanLine(const chess::Position& start, const std::vector<chess::Move>& line)
{
    QStringList words;
    chess::Position p = start;
    for (const chess::Move m : line) {
        if (p.sideToMove() == chess::Color::White || words.isEmpty())
            words << notation::moveNumberText(p);
        words << notation::writeMove(p, m, {});
        p.doMove(m);
    }
    return words.join(u' ');
}

QString sideText(chess::Color side, const chess::Position& position, const unwinnability::MateAnswer& a)
{
    const bool white = side == chess::Color::White;
    switch (a.answer) {
    case unwinnability::Answer::Yes:
        if (a.line.empty())
            return white ? Cli::tr("White has checkmated.") : Cli::tr("Black has checkmated.");
        return (
            white ? Cli::tr("White can checkmate, for instance: %1") : Cli::tr("Black can checkmate, for instance: %1"))
            .arg(sanLine(position, a.line));
    case unwinnability::Answer::No:
        return white ? Cli::tr("White cannot checkmate by any series of legal moves.")
                     : Cli::tr("Black cannot checkmate by any series of legal moves.");
    case unwinnability::Answer::Unknown: break;
    }
    return white ? Cli::tr("White: not decided (the search reached its limit).")
                 : Cli::tr("Black: not decided (the search reached its limit).");
}

QByteArray text(const BothSides& b)
{
    QString out = QString::fromStdString(chess::toFen(b.position)) + u'\n';
    out += sideText(chess::Color::White, b.position, b.white) + u'\n';
    out += sideText(chess::Color::Black, b.position, b.black) + u'\n';
    const std::optional<bool> dead = isDead(b);
    if (!dead)
        out += Cli::tr("Whether the position is dead is not decided.");
    else if (*dead)
        out += Cli::tr("The position is dead: neither side can checkmate (FIDE 5.2.2).");
    else
        out += Cli::tr("The position is not dead.");
    return (out + u'\n').toUtf8();
}

}  // namespace

int runCanMateCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption fenOption(QStringLiteral("fen"), Cli::tr("The position to judge."), QStringLiteral("FEN"));
    const QCommandLineOption formatOption("format", Cli::tr("Output: text or json."), "F", "text");
    parser.addOptions({fenOption, formatOption});
    if (const std::optional<int> done = cliargs::parse(parser, arguments, Command))
        return *done;
    if (!parser.positionalArguments().isEmpty())
        return cliargs::usageError(
            Command, Cli::tr("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    if (!parser.isSet(fenOption))
        return cliargs::usageError(Command, Cli::tr("--fen is required"));
    RulingFormat format = RulingFormat::Text;
    if (const std::optional<int> status = rulingFormat(Command, parser.value(formatOption), format))
        return *status;
    BothSides b;
    QString error;
    if (!cliargs::startPosition(parser, fenOption, b.position, error))
        return cliargs::usageError(Command, error);

    unwinnability::MateAnalyzer analyzer;
    b.white = analyzer.canMate(b.position, chess::Color::White);
    b.black = analyzer.canMate(b.position, chess::Color::Black);
    return Output::writeWhole(format == RulingFormat::Json ? json(b) : text(b));
}
