// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkcommand.h"
#include "clitr.h"
#include "output.h"
#include "perftcommand.h"
#include "reportlauncher.h"
#include "rulecommand.h"
#include "translations.h"
#include "version.h"
#include "writecommand.h"

#include <QCoreApplication>
#include <QTextStream>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace {

// A check of a large file frees and makes again, run after run, buffers of up to a few hundred KB.
// glibc left to itself gives the top of the heap back once that much is free, or maps such a buffer
// afresh, and every page is then faulted in anew: 200,000 page faults on a 29 MB file in JSON, more
// than twice the time. Keeping them costs no peak memory: it is the same buffers each run. Measured
// once more when the tuning tricks were weighed (docs/benchmarks.md): without it `check --jobs 2` took
// 11 % more CPU time, so it stays. Other C libraries than glibc: nothing to tune, a no-op.
void keepFreedMemoryForReuse()
{
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 4 << 20);
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}

// Why the usage lines are printed: after a wrong call on standard error with status 2; when asked for
// (--help) on standard output with 0, and then with what the tool is for, its exit status and examples.
// scripts/manpage.sh makes the manual page scorecheck-cli(1) from this text and each command's --help.
enum class Usage { AfterMistake, Asked };

int usage(Usage why)
{
    const bool asked = why == Usage::Asked;
    QString text;
    QTextStream out(&text);
    out << Cli::tr(
        "usage: scorecheck-cli check [--lang auto|CODE] [--fen FEN] [--format text|json|pgn] [--jobs N]\n"
        "                            [--reconstruct] [--pair OTHER_FILE] FILE... | -\n"
        "       scorecheck-cli write [--notation san|lan|figurine|uci|iccf|descriptive] [--lang L] [--input-lang L]\n"
        "                            [--fen FEN] FILE | -\n"
        "       scorecheck-cli perft [--fen FEN] --depth N [--divide]\n"
        "       scorecheck-cli rule claim threefold|fifty [--intended MOVE] [--rate standard|rapid|blitz] [--lang L]\n"
        "                            [--fen FEN] [--format text|json] FILE | -\n"
        "       scorecheck-cli rule flag white|black [--moves N] [--rate standard|rapid|blitz] [--lang L]\n"
        "                            [--fen FEN] [--format text|json] FILE | -\n"
        "       scorecheck-cli rule illegal [--rate standard|rapid|blitz] [--lang L] [--fen FEN] [--format text|json]\n"
        "                            FILE | -\n"
        "       scorecheck-cli rule can-mate --fen FEN [--format text|json]\n"
        "       scorecheck-cli COMMAND --help   (what each option does)\n"
        "       scorecheck-cli --version\n")
        << Cli::tr(
               "       scorecheck-cli check --hash FILE... | -\n"
               "       scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair OTHER] [--diagram PLY]...\n"
               "                            [--arbiter NAME] [--paper a4|letter] --output FILE.pdf FILE | -\n");
    if (!asked) {
        QTextStream(stderr) << text;
        return 2;
    }
    out << '\n'
        << Cli::tr("Checks chess scoresheets the way an arbiter does: every entry is replayed and judged, the\n"
                   "sheet's game can be written as PGN or in another notation, and claims, flag falls and\n"
                   "illegal moves are ruled on from the sheet.\n")
        << Cli::tr("The arbiter's report of a sheet is written as PDF, to be printed or filed.\n") << '\n'
        << Cli::tr("Exit status:\n"
                   "  0  every entry is correct or legal in another form and every game could be used; a\n"
                   "     rule command made its ruling, whatever it is\n"
                   "  1  some entry is worse (not algebraic, ambiguous, illegal, unreadable, not checked), or\n"
                   "     a game could not be checked or paired\n"
                   "  2  unusable arguments, a file that cannot be read, is binary or holds no game, or output\n"
                   "     that cannot be written\n")
        << Cli::tr("     (report: 0 once the PDF is written; 2 also for a game that cannot be replayed, and then\n"
                   "     no PDF is written)\n")
        << '\n'
        << Cli::tr("Examples:\n"
                   "  scorecheck-cli check sheet.txt\n"
                   "     Reports every entry of the sheet that is not correct, and the game's end.\n"
                   "  scorecheck-cli check --format json --jobs 2 tournament.pgn\n"
                   "     One JSON object per game, two games checked at a time.\n"
                   "  scorecheck-cli check --format pgn --lang de sheet.txt > game.pgn\n"
                   "     The game of a sheet written with German piece letters, as PGN.\n"
                   "  scorecheck-cli rule claim threefold --intended Qb4 sheet.txt\n"
                   "     Rules on a claim of threefold repetition made by writing the move Qb4.\n"
                   "  scorecheck-cli rule flag white --moves 40 sheet.txt\n"
                   "     Rules on White's flag fall when 40 moves are required.\n")
        << Cli::tr("  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt\n"
                   "     The arbiter's report of the sheet as PDF, with the position after ply 24 drawn.\n"
                   "  scorecheck-cli check --hash sheet.txt\n"
                   "     The SHA-256 of the sheet's text, as the footer of its report prints it.\n");
    out.flush();
    // Checked as every command's output is (section 8): a full disk or a closed pipe is said, status 2.
    return Output::writeWhole(text.toUtf8());
}

}  // namespace

int main(int argc, char* argv[])
{
    keepFreedMemoryForReuse();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("scorecheck-cli");
    QCoreApplication::setApplicationVersion(version::qtext());
    // Messages and text reports in the user's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG); JSON keys,
    // codes and PGN are the same in every language.
    translations::install(translations::systemLanguage());
    QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2)
        return usage(Usage::AfterMistake);
    const QString command = arguments.takeAt(1);
    if (command == "perft")
        return runPerftCommand(arguments);
    if (command == "check")
        return runCheckCommand(arguments);
    if (command == "write")
        return runWriteCommand(arguments);
    if (command == "rule")
        return runRuleCommand(arguments);
    if (command == "report")
        return runReportCommand(arguments);
    if (command == "--version" || command == "-v")
        return Output::writeWhole(
            (QCoreApplication::applicationName() + u' ' + QCoreApplication::applicationVersion() + u'\n').toUtf8());
    if (command == "--help" || command == "-h")
        return usage(Usage::Asked);
    QTextStream(stderr) << "scorecheck-cli: "
                        << Cli::tr("'%1' is no command: use check, write, perft, rule or report").arg(command) << '\n';
    return usage(Usage::AfterMistake);
}
