#include "checkcommand.h"
#include "clitr.h"
#include "perftcommand.h"
#include "writecommand.h"

#include <QCoreApplication>
#include <QTextStream>

namespace {

int usage()
{
    QTextStream(stderr) << Cli::tr(
        "usage: scorecheck-cli check [--lang auto|CODE] [--fen FEN] [--format text|json|pgn] [--jobs N] FILE... | -\n"
        "       scorecheck-cli write --notation san|lan|figurine|uci|iccf|descriptive [--lang L] [--input-lang L]\n"
        "                            [--fen FEN] FILE | -\n"
        "       scorecheck-cli perft [--fen FEN] --depth N [--divide]\n");
    return 2;
}

}  // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("scorecheck-cli");
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));
    QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2)
        return usage();
    const QString command = arguments.takeAt(1);
    if (command == "perft")
        return runPerftCommand(arguments);
    if (command == "check")
        return runCheckCommand(arguments);
    if (command == "write")
        return runWriteCommand(arguments);
    return usage();
}
