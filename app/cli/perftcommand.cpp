#include "perftcommand.h"

#include "chess/fen.h"
#include "chess/perft.h"
#include "chess/uci.h"
#include "notation/fenmessage.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

namespace {

constexpr int MaxDepth = 12;

int usageError(const QString& message)
{
    QTextStream(stderr) << "scorecheck-cli perft: " << message << '\n';
    return 2;
}

}  // namespace

int runPerftCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("cli", "Counts the leaf nodes of the legal-move tree."));
    const QCommandLineOption fenOption(
        "fen", QCoreApplication::translate("cli", "Start position (default: the initial position)."), "FEN");
    const QCommandLineOption depthOption("depth", QCoreApplication::translate("cli", "Depth in plies."), "N");
    const QCommandLineOption divideOption(
        "divide", QCoreApplication::translate("cli", "Show the count of each root move."));
    parser.addOptions({fenOption, depthOption, divideOption});
    if (!parser.parse(arguments))
        return usageError(parser.errorText());
    if (!parser.positionalArguments().isEmpty())
        return usageError(
            QCoreApplication::translate("cli", "unexpected argument '%1'").arg(parser.positionalArguments().first()));

    bool depthOk = false;
    const int depth = parser.value(depthOption).toInt(&depthOk);
    if (!parser.isSet(depthOption) || !depthOk || depth < 0 || depth > MaxDepth)
        return usageError(QCoreApplication::translate("cli", "--depth needs a number from 0 to %1").arg(MaxDepth));

    chess::Position position = chess::Position::startPosition();
    if (parser.isSet(fenOption)) {
        const QByteArray fen = parser.value(fenOption).toUtf8();
        const chess::FenResult read = chess::parseFen(fen.toStdString());
        if (!read.position)
            return usageError(QStringLiteral("--fen: %1 (at character %2)")
                                  .arg(notation::fenMessage(*read.error))
                                  .arg(read.error->offset + 1));
        for (const chess::FenDiagnostic& warning : read.warnings)
            QTextStream(stderr) << "scorecheck-cli perft: warning: " << notation::fenMessage(warning) << '\n';
        position = *read.position;
    }

    QTextStream out(stdout);
    QElapsedTimer timer;
    timer.start();
    std::uint64_t nodes = 0;
    if (parser.isSet(divideOption)) {
        for (const chess::PerftDivide& d : chess::perftDivide(position, depth)) {
            out << QString::fromStdString(chess::toUci(position, d.move)) << ": " << d.nodes << '\n';
            nodes += d.nodes;
        }
        out << '\n';
    } else {
        nodes = chess::perft(position, depth);
    }
    const qint64 ns = timer.nsecsElapsed();
    out << "nodes " << nodes << '\n';
    out.flush();
    QTextStream(stderr) << "time " << double(ns) / 1e9 << " s, " << (ns > 0 ? double(nodes) * 1e3 / double(ns) : 0.0)
                        << " Mnodes/s\n";
    return 0;
}
