// SPDX-License-Identifier: GPL-3.0-or-later
// The autosave's copy of a 300-move sheet (600 plies, with game details), as the window makes it while
// the user types: it is written on the GUI thread, so it must take less than a frame (16 ms) not to be
// felt between two keystrokes.

#include "autosave.h"
#include "longestgame.h"

#include <QTemporaryDir>
#include <QTest>

class BenchAutosave : public QObject {
    Q_OBJECT

private slots:
    void copyOfA300MoveSheet();
};

void BenchAutosave::copyOfA300MoveSheet()
{
    QTemporaryDir folder;
    Autosave autosave(folder.path());
    const QString sheet = germanSheetOfLongestGame(600);
    const QString tags
        = QStringLiteral("[Event \"Tata Steel Masters\"]\n[White \"Keres, Paul\"]\n[Black \"Tal, Mikhail\"]\n");
    int key = 0;
    QBENCHMARK
    {
        autosave.changed(sheet + QChar(u'a' + key++ % 26), tags, folder.filePath("sheet.txt"));
        QVERIFY(autosave.writeNow());
    }
}

QTEST_GUILESS_MAIN(BenchAutosave)
#include "bench_autosave.moc"
