// SPDX-License-Identifier: GPL-3.0-or-later
// The manual pages scorecheck(1), scorecheck-cli(1) and scorecheck-cli-report(1) are made at build time from the
// programs' own
// --help (packaging/manpage.cpp): every option any --help lists, every command, the exit status and
// every example must be in them, so that a page can never say less than the program.

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

class TestManPages : public QObject {
    Q_OBJECT
private slots:
    void theCommandLinePageCoversEveryCommandAndOption();
    void theAppPageCoversEveryOption();
    void theReportProgramsPageCoversEveryOption();
};

namespace {

QString help(const QString& program, const QStringList& arguments)
{
    QProcess p;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("C"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(environment);
    p.start(program, arguments + QStringList{QStringLiteral("--help")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        qFatal("%s --help failed", qPrintable(program));
    return QString::fromUtf8(p.readAllStandardOutput());
}

QString page(const char* name)
{
    QFile file(QStringLiteral(SCORECHECK_MAN_DIR "/") + QLatin1String(name) + QStringLiteral(".1"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("no manual page %s", name);
    return QString::fromUtf8(file.readAll());
}

// The part of the page from the line `start` up to the next section or subsection.
QString part(const QString& page, const QString& start)
{
    const qsizetype from = page.indexOf(start + u'\n');
    if (from < 0)
        return QString();
    static const QRegularExpression next(QStringLiteral("\n\\.S[HS] "));
    const qsizetype to = page.indexOf(next, from + start.size());
    return page.mid(from, to < 0 ? -1 : to - from);
}

// As roff writes it: a minus sign for each dash.
QString roff(QString text) { return text.replace(u'-', QLatin1String("\\-")); }

// Every option the help names, "--fen" and "-h" alike, in usage lines and option lists.
QStringList optionsIn(const QString& help)
{
    QStringList options;
    static const QRegularExpression option(QStringLiteral("(?<![\\w-])(--?[a-zA-Z][\\w-]*)"));
    for (const QRegularExpressionMatch& m : option.globalMatch(help))
        if (!options.contains(m.captured(1)))
            options << m.captured(1);
    return options;
}

// The examples of a help's "Examples:" section: its lines indented by two, up to the blank line after it.
QStringList examplesIn(const QString& help)
{
    const qsizetype at = help.indexOf(QLatin1String("\nExamples:\n"));
    QStringList examples;
    if (at < 0)
        return examples;
    for (const QString& line : help.mid(at + 11).split(u'\n')) {
        if (line.isEmpty())
            break;  // the section's end
        if (line.startsWith(QLatin1String("  ")) && !line.startsWith(QLatin1String("   ")))
            examples << line.trimmed();
    }
    return examples;
}

void coversOptionsAndExamples(const QString& help, const QString& manPage)
{
    const QStringList options = optionsIn(help);
    QVERIFY(options.contains(QStringLiteral("--help")));
    for (const QString& option : options)
        QVERIFY2(manPage.contains(roff(option)), qPrintable(option + QStringLiteral(" is not in the page")));
    const QStringList examples = examplesIn(help);
    QVERIFY(!examples.isEmpty());
    for (const QString& example : examples)
        QVERIFY2(manPage.contains(roff(example)), qPrintable(example));
    QVERIFY(manPage.contains(QLatin1String(".SH \"EXIT STATUS\"")));
    QVERIFY(manPage.contains(QLatin1String(".SH EXAMPLES")));
}

}  // namespace

void TestManPages::theCommandLinePageCoversEveryCommandAndOption()
{
    const QString manPage = page("scorecheck-cli");
    const QString top = help(QStringLiteral(SCORECHECK_CLI), {});
    coversOptionsAndExamples(top, manPage);
    for (const char* status : {"0", "1", "2"})
        QVERIFY(manPage.contains(QStringLiteral(".TP\n\\fB%1\\fR\n").arg(QLatin1String(status))));
    // Every command of the usage lines, with every option of its own --help.
    const QList<QStringList> commands{{"check"}, {"write"}, {"perft"}, {"rule", "claim"}, {"rule", "flag"},
        {"rule", "illegal"}, {"rule", "can-mate"}, {"report"}};
    for (const QRegularExpressionMatch& m :
        QRegularExpression(QStringLiteral("(?m)^\\s*(?:usage: )?scorecheck-cli ([a-z][a-z-]*)")).globalMatch(top))
        QVERIFY2(std::any_of(commands.begin(), commands.end(),
                     [&](const QStringList& c) { return c.first() == m.captured(1); }),
            qPrintable(m.captured(1) + QStringLiteral(": a command this test does not know")));
    for (const QStringList& command : commands) {
        // Each option of the command's --help in the command's own subsection, not just somewhere.
        const QString subsection = part(manPage, QStringLiteral(".SS \"scorecheck-cli ") + command.join(u' ') + u'"');
        QVERIFY2(!subsection.isEmpty(), qPrintable(command.join(u' ')));
        const QString commandHelp = help(QStringLiteral(SCORECHECK_CLI), command);
        for (const QString& option : optionsIn(commandHelp))
            QVERIFY2(subsection.contains(roff(option)), qPrintable(command.join(u' ') + u' ' + option));
    }
}

void TestManPages::theAppPageCoversEveryOption()
{
    const QString manPage = page("scorecheck");
    const QString appHelp = help(QStringLiteral(SCORECHECK_APP), {});
    QVERIFY(optionsIn(appHelp).contains(QStringLiteral("--screenshot")));
    QVERIFY(!optionsIn(appHelp).contains(QStringLiteral("--type")));  // hidden, for tests only
    coversOptionsAndExamples(appHelp, manPage);
    // Each option of Qt's list in the OPTIONS section.
    const QString options = part(manPage, QStringLiteral(".SH OPTIONS"));
    for (const QString& option : optionsIn(appHelp.mid(appHelp.indexOf(QLatin1String("\nOptions:\n")))))
        QVERIFY2(options.contains(roff(option)), qPrintable(option));
}

void TestManPages::theReportProgramsPageCoversEveryOption()
{
    const QString manPage = page("scorecheck-cli-report");
    const QString reportHelp = help(QStringLiteral(SCORECHECK_CLI_REPORT), {});
    QVERIFY(optionsIn(reportHelp).contains(QStringLiteral("--output")));
    coversOptionsAndExamples(reportHelp, manPage);
    // Named as itself, not as the command it is run as by scorecheck-cli.
    QVERIFY(part(manPage, QStringLiteral(".SH SYNOPSIS"))
                .contains(roff(QStringLiteral("scorecheck-cli-report [options]"))));
}

QTEST_GUILESS_MAIN(TestManPages)
#include "tst_manpages.moc"
