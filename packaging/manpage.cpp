// SPDX-License-Identifier: GPL-3.0-or-later
// Writes a program's manual page from its own --help, so that the page cannot drift from what the
// program says (issue 26; docs/packaging.md says why not help2man). The help is read in English
// (LANGUAGE=C) and laid out as the program prints it:
//
//   usage lines ("Usage: PROGRAM ..." or "usage: PROGRAM ..." with its continuation lines) -> SYNOPSIS
//   paragraphs before the first heading                                                -> DESCRIPTION
//   "Heading:" at the start of a line, with items "  TERM  text" (continued further in)   -> HEADING
//
// A usage line that names a command ("PROGRAM rule claim threefold|fifty ...": the lower-case words
// after the program) makes the program's COMMANDS section from "PROGRAM COMMAND --help", in the order
// of the usage lines.
//   scorecheck-manpage PROGRAM NAME "SUMMARY" VERSION OUT.1 [SEE-ALSO...]

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>
#include <cstdlib>

namespace {

struct Item {
    QString term;
    QStringList text;
};

struct Section {
    QString heading;  // "OPTIONS"; empty for the description
    QStringList paragraphs;
    QList<Item> items;
};

struct Help {
    QStringList usage;
    QList<Section> sections;  // the first, without a heading, is the description when there is one
};

QString runHelp(const QString& program, const QStringList& arguments)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("C"));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    process.start(program, arguments + QStringList{QStringLiteral("--help")});
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        QTextStream(stderr) << "scorecheck-manpage: " << program << ' ' << arguments.join(u' ') << " --help failed\n";
        std::exit(1);
    }
    return QString::fromUtf8(process.readAllStandardOutput());
}

Help parse(const QString& text, const QString& name)
{
    Help help;
    Section section;
    bool inUsage = false;
    bool paragraphOpen = false;
    const auto closeSection = [&] {
        if (!section.paragraphs.isEmpty() || !section.items.isEmpty())
            help.sections << section;
        section = Section();
    };
    static const QRegularExpression usageLine(QStringLiteral("^\\s*(?:[Uu]sage:\\s+)?(\\S+)(\\s.*)?$"));
    // An item's term is words apart by single spaces; two or more start its text.
    static const QRegularExpression itemLine(QStringLiteral("^  (\\S+(?: \\S+)*)(?:\\s{2,}(\\S.*))?$"));
    for (const QString& line : text.split(u'\n')) {
        if (help.usage.isEmpty() || inUsage) {
            const QRegularExpressionMatch m = usageLine.match(line);
            const bool namesProgram = m.hasMatch() && m.captured(1).endsWith(name);
            if (namesProgram && (help.usage.isEmpty() || line.startsWith(u' '))) {
                help.usage << name + m.captured(2);
                inUsage = true;
                continue;
            }
            if (inUsage && line.startsWith(u' ') && !line.trimmed().isEmpty()) {
                help.usage.last() += u' ' + line.trimmed();  // a usage line's continuation
                continue;
            }
            inUsage = false;
        }
        if (line.trimmed().isEmpty()) {
            paragraphOpen = false;
        } else if (!line.startsWith(u' ') && line.endsWith(u':')) {
            closeSection();
            section.heading = line.chopped(1).toUpper();
        } else if (const QRegularExpressionMatch item = itemLine.match(line);
                   item.hasMatch() && !section.heading.isEmpty()) {
            section.items << Item{
                item.captured(1), item.captured(2).isEmpty() ? QStringList() : QStringList{item.captured(2)}};
        } else if (line.startsWith(QLatin1String("   ")) && !section.items.isEmpty()) {
            section.items.last().text << line.trimmed();
        } else if (paragraphOpen) {
            section.paragraphs.last() += u' ' + line.trimmed();
        } else {
            section.paragraphs << line.trimmed();
            paragraphOpen = true;
        }
    }
    closeSection();
    return help;
}

// Text for roff: backslashes escaped, and nothing at a line's start that roff would take as a request.
QString escaped(QString text)
{
    text.replace(u'\\', QLatin1String("\\e"));
    if (text.startsWith(u'.') || text.startsWith(u'\''))
        text.prepend(QLatin1String("\\&"));
    return text;
}

// An option, a command or a status as a term: bold, its <VALUE>s in italics, its dashes minus signs.
QString term(const QString& text)
{
    QString roff = escaped(text);
    roff.replace(u'-', QLatin1String("\\-"));
    roff.replace(QRegularExpression(QStringLiteral("<([^>]+)>")), QStringLiteral("\\fI\\1\\fB"));
    return QStringLiteral("\\fB") + roff + QStringLiteral("\\fR");
}

void writeItems(QTextStream& out, const QList<Item>& items)
{
    for (const Item& item : items) {
        out << ".TP\n" << term(item.term) << '\n';
        if (!item.text.isEmpty())
            out << escaped(item.text.join(u' ')) << '\n';
    }
}

void writeSection(QTextStream& out, const Section& section)
{
    out << ".SH " << (section.heading.contains(u' ') ? u'"' + section.heading + u'"' : section.heading) << '\n';
    for (const QString& paragraph : section.paragraphs)
        out << ".PP\n" << escaped(paragraph) << '\n';
    writeItems(out, section.items);
}

// "check" and "rule claim" from "scorecheck-cli check [--lang ...]" and "scorecheck-cli rule claim
// threefold|fifty ...": the words after the program up to the first that is an option or an argument.
QStringList commandOf(const QString& usage)
{
    QStringList words;
    static const QRegularExpression word(QStringLiteral("^[a-z][a-z-]*$"));
    for (const QString& w : usage.split(u' ', Qt::SkipEmptyParts).mid(1)) {
        if (!word.match(w).hasMatch())
            break;
        words << w;
    }
    return words;
}

}  // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 6) {
        QTextStream(stderr) << "usage: scorecheck-manpage PROGRAM NAME SUMMARY VERSION OUT.1 [SEE-ALSO...]\n";
        return 2;
    }
    const QString program = arguments[1], name = arguments[2], summary = arguments[3], version = arguments[4];
    const Help help = parse(runHelp(program, {}), name);

    QFile file(arguments[5]);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        QTextStream(stderr) << "scorecheck-manpage: cannot write " << arguments[5] << '\n';
        return 1;
    }
    QTextStream out(&file);
    out << ".\\\" Made by scorecheck-manpage from `" << name << " --help`: edit the program's help, not this page.\n";
    out << ".TH " << name.toUpper() << " 1 \"\" \"ScoreCheck " << version << "\" \"User Commands\"\n";
    out << ".SH NAME\n" << name << " \\- " << escaped(summary) << '\n';
    // Usage lines left-aligned and never hyphenated ("stan-dard|rapid"), as synopses are set.
    out << ".SH SYNOPSIS\n.nh\n.ad l\n";
    for (const QString& usage : help.usage)
        out << ".PP\n" << term(usage) << '\n';
    out << ".ad\n.hy\n";
    // The description first, then each command's help, then the sections in the order printed.
    QList<Section> sections = help.sections;
    if (!sections.isEmpty() && sections.first().heading.isEmpty()) {
        sections.first().heading = QStringLiteral("DESCRIPTION");
        writeSection(out, sections.takeFirst());
    }
    QStringList commands;
    for (const QString& usage : help.usage)
        if (const QString command = commandOf(usage).join(u' '); !command.isEmpty() && !commands.contains(command))
            commands << command;
    if (!commands.isEmpty())
        out << ".SH COMMANDS\n";
    for (const QString& command : commands) {
        const Help commandHelp = parse(runHelp(program, command.split(u' ')), name);
        out << ".SS \"" << name << ' ' << command << "\"\n";
        for (const QString& usage : commandHelp.usage)
            out << ".PP\n" << term(usage) << '\n';
        for (const Section& section : commandHelp.sections) {
            if (!section.heading.isEmpty())
                out << ".PP\n" << section.heading.at(0) << section.heading.mid(1).toLower() << ":\n";
            for (const QString& paragraph : section.paragraphs)
                out << ".PP\n" << escaped(paragraph) << '\n';
            writeItems(out, section.items);
        }
    }
    // In the order of man-pages(7), whatever order the help prints them in.
    const auto rank = [](const Section& section) {
        const QStringList order{QStringLiteral("OPTIONS"), QStringLiteral("ARGUMENTS"), QString(),
            QStringLiteral("EXIT STATUS"), QStringLiteral("EXAMPLES")};
        const qsizetype at = order.indexOf(section.heading);
        return at >= 0 ? at : order.indexOf(QString());
    };
    std::stable_sort(
        sections.begin(), sections.end(), [&](const Section& a, const Section& b) { return rank(a) < rank(b); });
    for (const Section& section : sections)
        writeSection(out, section);
    if (arguments.size() > 6) {
        out << ".SH \"SEE ALSO\"\n";
        QStringList seeAlso;
        for (const QString& page : arguments.mid(6))
            seeAlso << (page.endsWith(QLatin1String("(1)"))
                    ? QStringLiteral("\\fB") + page.chopped(3) + QStringLiteral("\\fR(1)")
                    : escaped(page));
        out << seeAlso.join(QLatin1String(",\n")) << '\n';
    }
    return 0;
}
