// SPDX-License-Identifier: GPL-3.0-or-later
// Trains the move-likelihood model (core/repair/movelikelihood.h) on the positions of the tuning half's
// games and writes its weights as core/repair/movelikelihoodweights.cpp (docs/repair-ordering.md). Built
// with the tests, which run it only to see --write refuse other settings (it trains nothing then).
//
//   train_movelikelihood --write core/repair/movelikelihoodweights.cpp
//       train on every tuning game with the committed settings (likelihoodtraining.h) and write the file
//   train_movelikelihood --validate [--l2 X] [--iterations N] [--without group,group] [--with-reply]
//       train on three quarters of the tuning games, measure the played move's rank on the fourth
//       (every fourth game in file order), beside the move prior's and moveorder's rank. With
//       --with-reply, also the played move ranked by its score plus a weight times the log probability
//       of the reply played after it (ReplyWeight). The groups --without takes are in the usage line
//       (the tool without arguments). --l2, --iterations and --without are refused with --write: the
//       file written says it was trained with the committed settings.

#include "likelihoodtraining.h"

#include <QCoreApplication>
#include <QFile>
#include <QMap>
#include <QStringList>

#include <cstdio>
#include <iterator>

namespace {

using namespace repair::likelihood;

// The features of each group that --without can leave out, by the group's name.
const QMap<QString, QList<std::pair<int, int>>>& featureGroups()
{
    static const QMap<QString, QList<std::pair<int, int>>> groups{
        {QStringLiteral("squares"), {{PieceTo, Takes}}},
        {QStringLiteral("takes"), {{Takes, Plausibility}}},
        {QStringLiteral("prior"), {{Plausibility, Plausibility + 1}}},
        {QStringLiteral("searched"), {{CapturesPlayedOut, CapturesPlayedOut + 1}}},
        {QStringLiteral("context"), {{Recapture, Retreat}}},
        {QStringLiteral("rules"), {{CastlesShort, Recapture}, {Retreat, Threatens}}},
        {QStringLiteral("added"), {{Threatens, Count}}},
        {QStringLiteral("threats"), {{Threatens, NearTheirLast}}},
        {QStringLiteral("near"), {{NearTheirLast, RookLosesCastling}}},
    };
    return groups;
}

QList<std::pair<int, int>> groupRanges(const QString& group)
{
    if (!featureGroups().contains(group))
        qFatal("no feature group %s", qPrintable(group));
    return featureGroups().value(group);
}

int usage()
{
    std::fprintf(stderr,
        "usage: train_movelikelihood --write FILE\n"
        "       train_movelikelihood --validate [--l2 X] [--iterations N] [--without group,group] [--with-reply]\n"
        "groups: %s\n",
        qPrintable(featureGroups().keys().join(QStringLiteral(", "))));
    return 2;
}

void printRanks(const char* what, const training::Ranks& r)
{
    std::printf("%-44s top-1 %5.1f %%  top-5 %5.1f %%  top-6 %5.1f %%  (%d positions)\n", what, r.top1, r.top5, r.top6,
        r.positions);
}

// The weights as lines of the generated source: a rank of squares, what one piece takes, or one named
// feature a line, each with a comment that says what it weighs.
struct Line {
    int first, count;
    QByteArray says;
};

QList<Line> lines()
{
    static const char* const pieces[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    static const char* const named[] = {"move prior (moveprior.h), a pawn", "captures played out (moveorder.h), a pawn",
        "castles short", "castles long", "king step with queens on", "pawn's double step", "recapture",
        "moves the piece just attacked", "the same piece again", "knight's retreat, a rank", "bishop's retreat, a rank",
        "rook's retreat, a rank", "queen's retreat, a rank", "king's retreat, a rank",
        "minor piece leaves its first rank", "gives check", "promotes to a queen", "underpromotes",
        "threatens a piece worth more", "attacks a loose piece", "near the other side's last move",
        "a rook gives up castling", "king towards the centre without queens, a ring"};
    static_assert(std::size(named) == Count - Plausibility);
    QList<Line> out;
    for (const auto& [first, way] : {std::pair(int(PieceTo), " to "), std::pair(int(PieceFrom), " from ")})
        for (int piece = 0; piece < 6; ++piece)
            for (int rank = 0; rank < 8; ++rank)
                out.append({first + 64 * piece + 8 * rank, 8,
                    QByteArray(pieces[piece]) + way + "a" + QByteArray::number(rank + 1) + " to h"
                        + QByteArray::number(rank + 1) + " (the mover's side)"});
    for (int piece = 0; piece < 6; ++piece)
        out.append({Takes + 5 * piece, 5, QByteArray(pieces[piece]) + " takes pawn, knight, bishop, rook, queen"});
    for (int j = Plausibility; j < Count; ++j)
        out.append({j, 1, named[j - Plausibility]});
    return out;
}

QByteArray weightsSource(const std::vector<float>& w, int games, std::size_t positions)
{
    QByteArray out;
    out += "// SPDX-License-Identifier: GPL-3.0-or-later\n"
           "// Generated by tests/repair/train_movelikelihood.cpp: do not edit. The move-likelihood model's weights\n"
           "// (movelikelihood.h), a conditional logit fitted by full-batch Adam ("
        + QByteArray::number(training::Iterations) + " steps of " + QByteArray::number(training::Rate) + ", L2 "
        + QByteArray::number(training::L2)
        + ")\n"
          "// to the "
        + QByteArray::number(qulonglong(positions)) + " positions of the " + QByteArray::number(games)
        + " tuning-half games of tests/data/games/shared_games.san.pgn\n"
          "// (tests/repair/datasplit.h; docs/repair-ordering.md). To make it again (deterministic):\n"
          "//   cmake --build build --target train_movelikelihood\n"
          "//   build/tests/repair/train_movelikelihood --write core/repair/movelikelihoodweights.cpp\n"
          "#include \"movelikelihood.h\"\n\n"
          "namespace repair::likelihood {\n\n"
          "const std::array<float, Count> Weights = {\n";
    int written = 0;
    for (const Line& line : lines()) {
        if (line.first != written)
            qFatal("the lines of weights skip feature %d", written);
        written += line.count;
        out += "    // " + line.says + "\n   ";
        for (int j = line.first; j < line.first + line.count; ++j) {
            // A literal C++ reads as a float (0.5f, 0.0f, 1e-05f: never 0f).
            QByteArray number = QByteArray::number(double(w[j]), 'g', 6);
            if (!number.contains('.') && !number.contains('e'))
                number += ".0";
            out += " " + number + "f,";
        }
        out += "\n";
    }
    if (written != Count)
        qFatal("%d weights written of %d", written, int(Count));
    out += "};\n\n}  // namespace repair::likelihood\n";
    return out;
}

// The played move ranked, on the positions held apart, by its own score plus `weight` times the log of
// the probability of the other side's reply played after it, among the moves after which that reply is
// legal (as a sheet's next entry rules out the moves it does not follow): weighWays' order offered.
void printReplyRanks(const QList<TrueGame>& games, const std::vector<float>& w)
{
    const auto score = [&](const chess::Position& p, chess::Move m, repair::RecentMoves recent) {
        return features(p, m, recent).dot(w);
    };
    static constexpr double Weights[] = {0.0, 0.25, 0.5, 0.75, 1.0};
    double top1[5] = {}, top5[5] = {}, top6[5] = {};
    int positions = 0;
    for (qsizetype k = 3; k < games.size(); k += 4) {
        const TrueGame& game = games[k];
        chess::Position p = game.start;
        for (qsizetype ply = 0; ply + 1 < game.moves.size(); ++ply) {
            const repair::RecentMoves recent = repair::recentMoves(std::span(game.moves).first(ply));
            chess::MoveList legal;
            chess::generateLegalMoves(p, legal);
            std::vector<std::pair<float, float>> own;  // score, log probability of the reply
            int played = -1;
            for (const chess::Move m : legal) {
                chess::Position after = p;
                after.doMove(m);
                chess::MoveList replies;
                chess::generateLegalMoves(after, replies);
                const chess::Move reply = game.moves[ply + 1];
                if (std::find(replies.begin(), replies.end(), reply) == replies.end())
                    continue;
                const repair::RecentMoves then{m, recent.theirs};
                const float r = score(after, reply, then);
                double sum = 0;
                for (const chess::Move o : replies)
                    sum += std::exp(double(score(after, o, then) - r));
                if (m == game.moves[ply])
                    played = int(own.size());
                own.push_back({score(p, m, recent), float(-std::log(sum))});
            }
            if (own.size() > 1) {
                for (int j = 0; j < 5; ++j) {
                    const auto total = [&](int i) { return own[i].first + float(Weights[j]) * own[i].second; };
                    int better = 0, tied = 0;
                    for (int i = 0; i < int(own.size()); ++i)
                        if (i != played) {
                            better += total(i) > total(played);
                            tied += total(i) == total(played);
                        }
                    top1[j] += training::chanceAmongFirst(better, tied, 1);
                    top5[j] += training::chanceAmongFirst(better, tied, 5);
                    top6[j] += training::chanceAmongFirst(better, tied, 6);
                }
                ++positions;
            }
            p.doMove(game.moves[ply]);
        }
    }
    for (int j = 0; j < 5; ++j)
        std::printf(
            "with the reply's log probability times %.2f      top-1 %5.1f %%  top-5 %5.1f %%  top-6 %5.1f %%  (%d "
            "positions)\n",
            Weights[j], 100 * top1[j] / positions, 100 * top5[j] / positions, 100 * top6[j] / positions, positions);
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const auto option = [&](const char* name, const QString& otherwise) {
        const qsizetype i = args.indexOf(QLatin1String(name));
        return i >= 0 && i + 1 < args.size() ? args[i + 1] : otherwise;
    };
    const QString path = option("--write", QString());
    const bool validate = args.contains(QLatin1String("--validate"));
    if (!validate && path.isEmpty())
        return usage();
    if (!validate) {
        for (const char* setting : {"--l2", "--iterations", "--without"})
            if (args.contains(QLatin1String(setting))) {
                std::fprintf(stderr,
                    "train_movelikelihood: %s is for --validate only: --write trains with the committed settings "
                    "(likelihoodtraining.h), which the file it writes says it was trained with\n",
                    setting);
                return 2;
            }
    }
    const double l2 = option("--l2", QString::number(training::L2)).toDouble();
    const int iterations = option("--iterations", QString::number(training::Iterations)).toInt();
    std::vector<bool> used(Count, true);
    for (const QString& group : option("--without", QString()).split(u',', Qt::SkipEmptyParts))
        for (const auto& [from, to] : groupRanges(group))
            for (int j = from; j < to; ++j)
                used[j] = false;

    const QList<TrueGame> games = training::tuningGames();
    if (validate) {
        std::vector<training::Choice> train, check;
        for (qsizetype k = 0; k < games.size(); ++k)
            training::addChoices(games[k], k % 4 == 3 ? check : train);
        const std::vector<float> w = training::fit(train, l2, used, iterations, training::Rate);
        std::printf(
            "trained on %zu positions, measured on %zu; L2 %g, %d steps\n", train.size(), check.size(), l2, iterations);
        for (const auto* set : {&train, &check}) {
            const bool own = set == &train;
            printRanks(own ? "model (on its training positions)" : "model",
                training::rankPlayed<float>(*set, [&](const training::Choice& c, int i) { return c.moves[i].dot(w); }));
        }
        const auto valueOf = [](const Features& f, int feature) {
            for (int k = 0; k < f.count; ++k)
                if (f.index[k] == feature)
                    return f.value[k];
            return 0.f;
        };
        printRanks("move prior (plausibility)",
            training::rankPlayed<float>(
                check, [&](const training::Choice& c, int i) { return valueOf(c.moves[i], Plausibility); }));
        printRanks("captures played out, then the prior",
            training::rankPlayed<std::pair<float, float>>(check, [&](const training::Choice& c, int i) {
                return std::pair(valueOf(c.moves[i], CapturesPlayedOut), valueOf(c.moves[i], Plausibility));
            }));
        if (args.contains(QLatin1String("--with-reply")))
            printReplyRanks(games, w);
        return 0;
    }
    std::vector<training::Choice> all;
    for (const TrueGame& game : games)
        training::addChoices(game, all);
    const std::vector<float> w = training::fit(all, l2, used, iterations, training::Rate);
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    out.write(weightsSource(w, int(games.size()), all.size()));
    printRanks("model on the positions it was trained on",
        training::rankPlayed<float>(all, [&](const training::Choice& c, int i) { return c.moves[i].dot(w); }));
    return 0;
}
