// SPDX-License-Identifier: GPL-3.0-or-later
// The Help menu (issue 26), driven through its real actions and their keys: the user guide rendered
// from docs/user-guide.md with every picture loaded from the resources, every shortcut in one table,
// the legend of the marks, What's This? on the panels, and About with the version --version prints.

#include "mainwindow.h"
#include "screenshot.h"
#include "uilanguage.h"
#include "userguidewindow.h"
#include "verdictsymbol.h"
#include "version.h"

#include "notation/verdict.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPixmap>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

class TestHelpMenu : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theMenuHoldsEveryHelp();
    void f1OpensTheGuideWithItsHeadingsAndPictures();
    void theGuideIsInTheInterfaceLanguageWhereTranslated();
    void everyShortcutIsInTheTable();
    void theLegendNamesEveryVerdict();
    void aboutShowsTheVersion();
    void thePanelsSayWhatTheyAre();

private:
    QAction* action(const char* name) const;
    // Triggers `name` through the menu's own action and returns the top-level widget it opened.
    template <class Window>
    Window* open(const char* name, const QString& objectName);

    QTemporaryDir m_autosaveFolder;
    MainWindow* m_window = nullptr;
};

void TestHelpMenu::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
}

void TestHelpMenu::init()
{
    QSettings().clear();
    uilanguage::apply(QStringLiteral("en"));
    m_window = new MainWindow(m_autosaveFolder.path());
    m_window->show();
    QApplication::setActiveWindow(m_window);
    QVERIFY(QTest::qWaitForWindowActive(m_window));
}

void TestHelpMenu::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

QAction* TestHelpMenu::action(const char* name) const
{
    auto* help = m_window->findChild<QMenu*>(QStringLiteral("helpMenu"));
    if (!help)
        return nullptr;
    for (QAction* a : help->actions())
        if (a->objectName() == QLatin1String(name))
            return a;
    return nullptr;
}

template <class Window>
Window* TestHelpMenu::open(const char* name, const QString& objectName)
{
    QAction* a = action(name);
    if (!a)
        return nullptr;
    QSignalSpy triggered(a, &QAction::triggered);
    a->trigger();
    if (triggered.size() != 1)
        return nullptr;
    auto* window = m_window->findChild<Window*>(objectName);
    return window && window->isVisible() ? window : nullptr;
}

void TestHelpMenu::theMenuHoldsEveryHelp()
{
    auto* help = m_window->findChild<QMenu*>(QStringLiteral("helpMenu"));
    QVERIFY(help);
    QCOMPARE(m_window->menuBar()->actions().last(), help->menuAction());
    QCOMPARE(help->title(), QStringLiteral("&Help"));
    for (const char* name :
        {"userGuideAction", "shortcutsAction", "marksLegendAction", "whatsThisAction", "aboutAction"})
        QVERIFY2(action(name), name);
    QCOMPARE(action("userGuideAction")->shortcut(), QKeySequence(Qt::Key_F1));
    QCOMPARE(action("whatsThisAction")->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_F1));
}

void TestHelpMenu::f1OpensTheGuideWithItsHeadingsAndPictures()
{
    QAction* guideAction = action("userGuideAction");
    QVERIFY(guideAction);
    QSignalSpy triggered(guideAction, &QAction::triggered);
    QTest::keyClick(m_window, Qt::Key_F1);
    QCOMPARE(triggered.size(), 1);
    auto* guide = m_window->findChild<UserGuideWindow*>(QStringLiteral("userGuide"));
    QVERIFY(guide && guide->isVisible());
    auto* browser = guide->findChild<QTextBrowser*>(QStringLiteral("userGuideText"));
    QCOMPARE(browser->source(), QUrl(QStringLiteral("qrc:/docs/user-guide.md")));
    QTextDocument* document = browser->document();

    // The headings of the Markdown, as headings.
    QStringList headings;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        if (block.blockFormat().headingLevel() > 0)
            headings << block.text();
    QFile source(QStringLiteral(":/docs/user-guide.md"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(source.readAll());
    QStringList written;
    for (const QRegularExpressionMatch& m : QRegularExpression(QStringLiteral("(?m)^#+ (.*)$")).globalMatch(markdown))
        written << m.captured(1);
    QVERIFY(written.contains(QStringLiteral("Ruling on a claim")));
    QCOMPARE(headings, written);

    // Every picture the Markdown shows is an image of the document, loaded from the resources.
    const qsizetype pictures = markdown.count(QStringLiteral("!["));
    QVERIFY(pictures >= 1);
    qsizetype loaded = 0;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
            const QTextCharFormat format = fragment.fragment().charFormat();
            if (!format.isImageFormat())
                continue;
            const QVariant image
                = document->resource(QTextDocument::ImageResource, QUrl(format.toImageFormat().name()));
            const QImage picture = image.typeId() == QMetaType::QImage ? image.value<QImage>()
                : image.typeId() == QMetaType::QPixmap                 ? image.value<QPixmap>().toImage()
                                                                       : QImage::fromData(image.toByteArray());
            QVERIFY2(picture.width() > 100, qPrintable(format.toImageFormat().name()));
            ++loaded;
        }
    }
    QCOMPARE(loaded, pictures);
    keepScreenshot(guide, "help-user-guide.png");

    // A link within the guide ("see Ruling on a claim") scrolls to its heading.
    QVERIFY(markdown.contains(QLatin1String("](#ruling-on-a-claim)")));
    QCOMPARE(browser->verticalScrollBar()->value(), 0);
    emit browser->anchorClicked(QUrl(QStringLiteral("#ruling-on-a-claim")));
    const int shown = browser->verticalScrollBar()->value();  // the first block below it is at the top
    QTextBlock top = document->begin();
    while (top.isValid() && document->documentLayout()->blockBoundingRect(top).bottom() <= shown)
        top = top.next();
    QCOMPARE(top.text(), QStringLiteral("Ruling on a claim"));
}

void TestHelpMenu::theGuideIsInTheInterfaceLanguageWhereTranslated()
{
    // This test compiles in a stand-in German guide (tests/app/data/user-guide.de.md); the others have none.
    QCOMPARE(UserGuideWindow::guideFor(QStringLiteral("de")), QUrl(QStringLiteral("qrc:/docs/user-guide.de.md")));
    for (const char* code : {"en", "fr", "et", "he"})
        QCOMPARE(UserGuideWindow::guideFor(QLatin1String(code)), QUrl(QStringLiteral("qrc:/docs/user-guide.md")));
    // The window follows the interface language: German, then French (English guide).
    m_window->findChild<QAction*>(QStringLiteral("uiLanguage_de"))->trigger();
    auto* guide = open<UserGuideWindow>("userGuideAction", QStringLiteral("userGuide"));
    QVERIFY(guide);
    auto* browser = guide->findChild<QTextBrowser*>(QStringLiteral("userGuideText"));
    QCOMPARE(browser->document()->begin().text(), QStringLiteral("Testanleitung"));
    m_window->findChild<QAction*>(QStringLiteral("uiLanguage_fr"))->trigger();
    QTRY_VERIFY(browser->document()->begin().text().startsWith(QLatin1String("ScoreCheck")));
    uilanguage::apply(QStringLiteral("en"));
}

void TestHelpMenu::everyShortcutIsInTheTable()
{
    auto* dialog = open<QDialog>("shortcutsAction", QStringLiteral("keyboardShortcuts"));
    QVERIFY(dialog);
    auto* table = dialog->findChild<QTableWidget*>(QStringLiteral("shortcutTable"));
    QStringList keys;
    QStringList eachKey;  // an action's several keys (Zoom In's) share its row
    for (int row = 0; row < table->rowCount(); ++row) {
        keys << table->item(row, 0)->text();
        eachKey << keys.constLast().split(QStringLiteral(", "));
    }
    // Every action of the window that has a key is a row, and only those.
    int withKeys = 0;
    for (const QAction* a : m_window->findChildren<QAction*>()) {
        if (a->shortcut().isEmpty())
            continue;
        ++withKeys;
        QVERIFY2(eachKey.contains(a->shortcut().toString(QKeySequence::NativeText)), qPrintable(a->text()));
    }
    QCOMPARE(table->rowCount(), withKeys);
    // The platform's standard keys where it has them (the offscreen platform has none for Quit), and the
    // window's own keys.
    for (const auto standard : {QKeySequence::New, QKeySequence::Open, QKeySequence::Save, QKeySequence::SaveAs,
             QKeySequence::Quit, QKeySequence::Undo, QKeySequence::Redo}) {
        const QList<QKeySequence> bindings = QKeySequence::keyBindings(standard);
        if (!bindings.isEmpty())
            QVERIFY2(eachKey.contains(bindings.first().toString(QKeySequence::NativeText)),
                qPrintable(bindings.first().toString()));
    }
    const QList<QKeySequence> promised{QKeySequence(Qt::CTRL | Qt::Key_Home), QKeySequence(Qt::ALT | Qt::Key_Left),
        QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence(Qt::CTRL | Qt::Key_End), QKeySequence(Qt::CTRL | Qt::Key_F),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I), QKeySequence(Qt::Key_F1), QKeySequence(Qt::SHIFT | Qt::Key_F1)};
    for (const QKeySequence& key : promised)
        QVERIFY2(eachKey.contains(key.toString(QKeySequence::NativeText)), qPrintable(key.toString()));
    const int rulings
        = int(keys.indexOf(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T).toString(QKeySequence::NativeText)));
    QCOMPARE(table->item(rulings, 1)->text(), QStringLiteral("Claim Threefold Repetition"));
    QCOMPARE(table->item(rulings, 2)->text(), QStringLiteral("Rulings"));
}

void TestHelpMenu::theLegendNamesEveryVerdict()
{
    auto* legend = open<QDialog>("marksLegendAction", QStringLiteral("marksLegend"));
    QVERIFY(legend);
    const QString text = legend->findChild<QTextBrowser*>(QStringLiteral("marksLegendText"))->toPlainText();
    using notation::Verdict;
    for (const Verdict v : {Verdict::Ok, Verdict::Variant, Verdict::NonAlgebraic, Verdict::Ambiguous, Verdict::Illegal,
             Verdict::Unreadable, Verdict::Unchecked}) {
        QVERIFY2(text.contains(notation::verdictName(v)), notation::verdictCode(v));
        QVERIFY2(text.contains(verdictsymbol::of(v)), notation::verdictCode(v));
    }
    keepScreenshot(legend, "marks-legend.png");
}

void TestHelpMenu::aboutShowsTheVersion()
{
    auto* about = open<QMessageBox>("aboutAction", QStringLiteral("aboutBox"));
    QVERIFY(about);
    // tst_version checks that both programs' --version print version::text().
    QVERIFY2(about->text().contains(QStringLiteral("ScoreCheck ") + version::qtext()), qPrintable(about->text()));
    QVERIFY(about->informativeText().contains(QLatin1String(qVersion())));
    QVERIFY(about->informativeText().contains(QLatin1String("GNU General Public License, version 3")));
}

void TestHelpMenu::thePanelsSayWhatTheyAre()
{
    QVERIFY(action("whatsThisAction"));
    for (const char* panel : {"sheetEditor", "moveTable", "board", "findings", "arbiterPanel", "gameDetails"}) {
        auto* widget = m_window->findChild<QWidget*>(QLatin1String(panel));
        QVERIFY2(widget && !widget->whatsThis().isEmpty(), panel);
    }
}

QTEST_MAIN(TestHelpMenu)
#include "tst_helpmenu.moc"
