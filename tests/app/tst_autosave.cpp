// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing typed is lost (issue 19): each running window keeps its own copy, written within a second of
// the first change however fast the typing; a copy or a save that fails is said, with the system's
// reason; a write over the file-size limit is an error, not a crash; a save killed half-way leaves
// nothing behind. Real `scorecheck` processes are started and killed where two instances matter.

#include "autosave.h"
#include "mainwindow.h"
#include "savefile.h"
#include "sheeteditor.h"
#include "sheetfile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QFrame>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif
#ifdef Q_OS_LINUX
#include <sys/prctl.h>

#include <csignal>
#endif

#include <cstdlib>

namespace {

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// The copies in an autosave folder, as their bytes.
QList<QByteArray> copies(const QString& folder)
{
    QList<QByteArray> found;
    const QDir dir(folder);
    for (const QString& name : dir.entryList({"*.sheet"}, QDir::Files))
        found << readFile(dir.filePath(name));
    return found;
}

bool anyCopyHolds(const QString& folder, const QByteArray& text)
{
    const QList<QByteArray> all = copies(folder);
    return std::any_of(all.begin(), all.end(), [&](const QByteArray& c) { return c.contains(text); });
}

// The real app, as a user starts it, with its data and settings in `home`.
class Instance {
public:
    Instance(const QTemporaryDir& home, const QStringList& arguments, const QString& sizeLimitBlocks = QString())
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        env.insert("HOME", home.path());
        env.insert("XDG_DATA_HOME", home.filePath("data"));
        env.insert("XDG_CONFIG_HOME", home.filePath("config"));
        m_process.setProcessEnvironment(env);
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
#ifdef Q_OS_LINUX
        // Dies with the test, however the test ends: a window left running would keep CTest's output
        // pipe open (its error channel is the test's), and CTest would wait for it until its timeout.
        m_process.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
#endif
        if (sizeLimitBlocks.isEmpty())
            m_process.start(SCORECHECK_APP, arguments);
        else  // the shell's limit, as a user or a batch system sets it
            m_process.start("/bin/sh",
                QStringList{"-c", "ulimit -f " + sizeLimitBlocks + "; exec \"$0\" \"$@\"", SCORECHECK_APP} + arguments);
        m_process.waitForStarted();
    }
    ~Instance()
    {
        m_process.kill();
        m_process.waitForFinished();
    }
    QProcess& process() { return m_process; }

private:
    QProcess m_process;
};

// Where the real app keeps its copies with XDG_DATA_HOME in `home` (QStandardPaths::AppDataLocation).
QString appDataFolder(const QTemporaryDir& home) { return home.filePath("data/ScoreCheck/ScoreCheck"); }

// Answers the next message box with the button of that role.
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                box->button(button)->click();
                return;
            }
        answerNextMessageBox(button);  // not up yet
    });
}

#ifdef Q_OS_UNIX
// Sets the file-size limit (as `ulimit -f`) for this process while it lives.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_before);
        rlimit limit = m_before;
        limit.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &m_before); }

private:
    rlimit m_before{};
};
#endif

}  // namespace

class TestAutosave : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void eachRunningInstanceKeepsItsOwnCopy();
    void theCopyIsWrittenWithinASecondUnderSteadyTyping_data();
    void theCopyIsWrittenWithinASecondUnderSteadyTyping();
    void aCopyThatCannotBeWrittenIsShownUntilOneIs_data();
    void aCopyThatCannotBeWrittenIsShownUntilOneIs();
    void aFailedSaveGivesTheSystemsReason_data();
    void aFailedSaveGivesTheSystemsReason();
    void theAppOverTheFileSizeLimitKeepsRunning();
    void aSaveKilledHalfWayLeavesNothingBehind();
};

void TestAutosave::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
    QSettings().clear();
}

// Instance A types; a second instance B starts with the same user: it is offered nothing (A is
// running), keeps its own copy beside A's and, closed normally, deletes only its own. A is killed:
// its sheet is offered, as it was typed.
void TestAutosave::eachRunningInstanceKeepsItsOwnCopy()
{
    QTemporaryDir home;
    const QString folder = appDataFolder(home);
    QVERIFY(writeFile(home.filePath("a.txt"), "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n"));
    Instance a(home, {"--type", home.filePath("a.txt")});
    QTRY_VERIFY_WITH_TIMEOUT(anyCopyHolds(folder, "Bb5 a6"), 20000);
    const QByteArray copyOfA = copies(folder).value(0);

    // B, a second real instance: not stopped by a question about A's sheet, it types and keeps its copy.
    QVERIFY(writeFile(home.filePath("b.txt"), "1. d4 d5 2. c4 e6\n"));
    Instance b(home, {"--type", home.filePath("b.txt")});
    QTRY_VERIFY_WITH_TIMEOUT(anyCopyHolds(folder, "c4 e6"), 20000);
    QVERIFY(Autosave::orphans(folder).empty());  // both are running: nothing to offer

    // C, a window of this process, as a third instance: it types, then is closed, its work discarded.
    {
        MainWindow c(folder);
        c.show();
        auto* editor = c.findChild<SheetEditor*>("sheetEditor");
        QVERIFY(Autosave::orphans(folder).empty());
        QTest::keyClicks(editor, "1. c4 c5");
        QTRY_COMPARE_WITH_TIMEOUT(copies(folder).size(), 3, 5000);
        answerNextMessageBox(QMessageBox::Discard);
        QVERIFY(c.close());
    }
    QCOMPARE(copies(folder).size(), 2);
    QVERIFY(copies(folder).contains(copyOfA));

    a.process().kill();  // A's work now exists only as its copy
    QVERIFY(a.process().waitForFinished());
    std::vector<OrphanedSheet> orphans = Autosave::orphans(folder);
    QCOMPARE(orphans.size(), 1u);
    const QString typedByA = orphans[0].text;
    QVERIFY2(typedByA.endsWith("\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n"), qPrintable(typedByA));  // after the example
    QVERIFY(std::abs(orphans[0].copied.secsTo(QDateTime::currentDateTime())) < 60);
    QVERIFY(Autosave::orphans(folder).empty());  // held by this process while it is being offered

    // Recovered, it is this window's work, kept in the same slot until it is saved.
    MainWindow recovered(folder);
    recovered.recoverWork(std::move(orphans[0]));
    QCOMPARE(recovered.findChild<SheetEditor*>("sheetEditor")->toPlainText(), typedByA);
    QVERIFY(Autosave::orphans(folder).empty());
    QTemporaryDir saved;
    QVERIFY(recovered.saveTo(saved.filePath("a.txt")));
    QCOMPARE(copies(folder).size(), 1);  // B's, still running
    QVERIFY(anyCopyHolds(folder, "c4 e6"));
}

void TestAutosave::theCopyIsWrittenWithinASecondUnderSteadyTyping_data()
{
    QTest::addColumn<int>("keyEveryMs");
    QTest::newRow("A fast typist, a key every 50 ms") << 50;
    QTest::newRow("A steady typist, a key every 200 ms") << 200;
    QTest::newRow("A slow typist, a key every 700 ms") << 700;
}

void TestAutosave::theCopyIsWrittenWithinASecondUnderSteadyTyping()
{
    QFETCH(int, keyEveryMs);
    QTemporaryDir folder;
    MainWindow window(folder.path());
    window.show();
    auto* editor = window.findChild<SheetEditor*>("sheetEditor");
    QElapsedTimer sinceFirstChange;
    sinceFirstChange.start();
    const QString moves = QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 ");
    qint64 copiedAfter = -1;
    for (int i = 0; copiedAfter < 0 && sinceFirstChange.elapsed() < 4000; ++i) {
        QTest::keyClick(editor, moves.at(i % moves.size()).toLatin1());
        QTest::qWait(keyEveryMs);
        if (!copies(folder.path()).isEmpty())
            copiedAfter = sinceFirstChange.elapsed();
    }
    QVERIFY2(copiedAfter >= 0, "no copy after four seconds of typing");
    // A second, and a key's wait to see it: the copy is never put off by the typing.
    QVERIFY2(copiedAfter <= 1000 + keyEveryMs + 150, qPrintable(QString::number(copiedAfter)));
}

void TestAutosave::aCopyThatCannotBeWrittenIsShownUntilOneIs_data()
{
    // Tests run as root, where permission bits do not stop a write: folders that cannot be written
    // whoever asks are used instead.
    QTest::addColumn<QString>("folderName");
    QTest::addColumn<QString>("reason");
    QTest::newRow("The data folder's path is taken by a file") << "taken"
                                                               << "Not a directory";
    QTest::newRow("The data folder is under /proc, where no file can be made") << "/proc/scorecheck"
                                                                               << "No such file or directory";
}

void TestAutosave::aCopyThatCannotBeWrittenIsShownUntilOneIs()
{
    QFETCH(QString, folderName);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString folder = folderName.startsWith(u'/') ? folderName : dir.filePath(folderName);
    if (!folderName.startsWith(u'/'))
        QVERIFY(writeFile(folder, "a file, not a folder"));
    MainWindow window(folder);
    window.show();
    auto* warning = window.findChild<QFrame*>("autosaveWarning");
    QVERIFY(warning);
    QVERIFY(!warning->isVisible());
    QTest::keyClicks(window.findChild<SheetEditor*>("sheetEditor"), "1. e4 e5");
    QTRY_VERIFY_WITH_TIMEOUT(warning->isVisible(), 3000);
    const QString told = warning->findChildren<QLabel*>().last()->text();
    QVERIFY2(told.contains(reason) && told.contains(folder), qPrintable(told));
    if (qEnvironmentVariableIsSet("SCORECHECK_SCREENSHOTS"))
        window.grab().save(qEnvironmentVariable("SCORECHECK_SCREENSHOTS") + "/autosave-warning.png");
    QTest::qWait(1500);
    QVERIFY(warning->isVisible());  // it stays while the copies fail
    if (folderName.startsWith(u'/'))
        return;  // /proc stays as it is
    QVERIFY(QFile::remove(folder));  // the folder can be made now: the next try works, unasked
    QTRY_VERIFY_WITH_TIMEOUT(!warning->isVisible(), 3000);
    QVERIFY(anyCopyHolds(folder, "1. e4 e5"));
    answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(window.close());
}

void TestAutosave::aFailedSaveGivesTheSystemsReason_data()
{
    QTest::addColumn<QString>("where");
    QTest::addColumn<int>("sizeLimit");  // bytes; 0 for none
    QTest::addColumn<QString>("reason");
    QTest::newRow("Saved into a folder whose path is a file") << "taken/sheet.txt" << 0 << "Not a directory";
    QTest::newRow("Saved under /proc, where no file can be made")
        << "/proc/sheet.txt" << 0 << "No such file or directory";
#ifdef Q_OS_UNIX
    QTest::newRow("Saved past the file-size limit") << "sheet.txt" << 4096 << "File too large";
#endif
}

// Save, and Add to PGN File, say why the file could not be written, and the file stays as it was.
void TestAutosave::aFailedSaveGivesTheSystemsReason()
{
    QFETCH(QString, where);
    QFETCH(int, sizeLimit);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath("taken"), "a file, not a folder"));
    const QString path = where.startsWith(u'/') ? where : dir.filePath(where);
    const QByteArray before = "1. e4 e5\n";
    const bool hadFile = writeFile(path, before);
    const QString text = QString("1. d4 d5 ").repeated(1000);
    QString error;
    bool saved = false;
    {
#ifdef Q_OS_UNIX
        savefile::letWritesPastTheSizeLimitFail();  // as the app does at start
        std::optional<FileSizeLimit> limit;
        if (sizeLimit > 0)
            limit.emplace(rlim_t(sizeLimit));
#endif
        saved = sheetfile::write(path, text, error);
    }
    QVERIFY(!saved);
    QVERIFY2(error.contains(reason) && !error.contains("Unknown error"), qPrintable(error));
    if (hadFile)
        QCOMPARE(readFile(path), before);  // never replaced by a file cut short
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), where.contains(u'/') ? 1 : 2);

    // The window says it as it is.
    QTemporaryDir folder;
    MainWindow window(folder.path());
    window.setSheetText(text);
    QString told;
    QTimer::singleShot(0, [&told] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w)) {
                told = box->text();
                box->accept();
            }
    });
    if (sizeLimit == 0) {
        QVERIFY(!window.saveTo(path));
        QVERIFY2(told.contains(reason), qPrintable(told));
    }
}

// A save or a copy past the size limit set in the shell: the app goes on, the user's work in it.
void TestAutosave::theAppOverTheFileSizeLimitKeepsRunning()
{
#ifndef Q_OS_UNIX
    QSKIP("ulimit is POSIX");
#endif
    QTemporaryDir home;
    QVERIFY(writeFile(home.filePath("long.txt"), QByteArray("1. e4 e5 2. Nf3 Nc6 ").repeated(200)));
    Instance app(home, {"--type", home.filePath("long.txt")}, "2");  // 1 KB in 512-byte blocks
    QTest::qWait(3000);  // the copy is due after one second, and tried again every second
    QCOMPARE(app.process().state(), QProcess::Running);
    QVERIFY(!anyCopyHolds(appDataFolder(home), "Nc6"));
}

// The save's process is killed after QSaveFile's temporary file was made and before it was put in place
// (as happens on file systems without unnamed temporary files): the next save removes it, and only it.
void TestAutosave::aSaveKilledHalfWayLeavesNothingBehind()
{
    QTemporaryDir dir;
    const QString target = dir.filePath("sheet.txt");
    QVERIFY(writeFile(target, "1. e4\n"));
    QVERIFY(writeFile(target + ".backup", "the user's own"));
    QProcess killed;
    killed.start(QCoreApplication::applicationFilePath(), {"--save-and-die", target});
    QVERIFY(killed.waitForFinished());
    QCOMPARE(killed.exitStatus(), QProcess::CrashExit);
    QVERIFY(QFile::exists(target + ".LvBkxD"));

    QString error;
    QVERIFY2(sheetfile::write(target, "1. d4\n", error), qPrintable(error));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList({"sheet.txt", "sheet.txt.backup"}));
}

// The child of aSaveKilledHalfWayLeavesNothingBehind: a save begun, its temporary file named beside the
// target, and the process killed.
[[noreturn]] void saveAndDie(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
    const QString target = QString::fromLocal8Bit(argv[2]);
    savefile::Writer writer(target);
    writer.open();
    writer.write("1. d4\n");
    writeFile(target + ".LvBkxD", "1. d4\n");
    std::abort();
}

int main(int argc, char* argv[])
{
    if (argc == 3 && qstrcmp(argv[1], "--save-and-die") == 0)
        saveAndDie(argc, argv);
    QApplication app(argc, argv);
    TestAutosave test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosave.moc"
