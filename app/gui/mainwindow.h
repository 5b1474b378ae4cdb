// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/position.h"
#include "pgn/pgngame.h"

#include <QMainWindow>

#include <cstdint>
#include <functional>
#include <vector>

namespace rulings {
enum class ClaimKind : std::uint8_t;
}

class ArbiterPanel;
class Autosave;
class ClaimDialog;
class BoardWidget;
class FlagDialog;
class FindingsModel;
class GameDetails;
class HowWrittenPanel;
class MoveTableModel;
class PgnExporter;
class PlaceholderListView;
class ReportMaker;
struct OrphanedSheet;
struct RulingMoment;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QSplitter;
class QTabWidget;
class QTableView;
class QToolBar;
class QToolButton;
class SheetEditor;
class SheetHistory;
class SheetSession;
class SheetStatus;
class Zoom;

/// ScoreCheck's window: the sheet editor, the scoresheet table, the board with the position after
/// the entry under the cursor, the findings and the arbiter's panel. Thin over SheetSession: every
/// view is rebuilt from the session's record when it changes.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    /// `autosaveFolder`: where unsaved work is kept (default: the application's data folder).
    explicit MainWindow(const QString& autosaveFolder = QString(), QWidget* parent = nullptr);
    ~MainWindow() override;

    SheetSession* session() const { return m_session; }
    /// The arbiter's report of the sheet: print, export, and what is kept for it.
    ReportMaker* report() const { return m_report; }
    /// Replaces the sheet's text (as if typed or pasted).
    void setSheetText(const QString& text);
    /// Opens the built-in example sheet (the FIDE appendix's sample game), titled as the example.
    void showExample();

    enum class GameChoice { Ask, First };
    /// Opens a scoresheet or PGN file; of a file with several games, the one the user picks from a list
    /// (or the first).
    bool openFile(const QString& path, GameChoice choice = GameChoice::Ask);
    /// Saves the sheet's text, atomically.
    bool saveTo(const QString& path);
    /// Takes a sheet that a stopped instance left unsaved into the editor (Autosave::orphans); it is
    /// this window's unsaved work from now on.
    void recoverWork(OrphanedSheet&& orphan);

protected:
    void closeEvent(QCloseEvent* event) override;
    /// A scoresheet or PGN file dragged from the desktop onto the window is opened.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void buildLayout();
    static QWidget* titled(QLabel* title, QWidget* pane);
    void wordLayout();
    void buildToolBar();
    void buildMenus();
    void buildHelpMenu();
    /// Zoom In, Zoom Out and Actual Size, over the sheet, the table and the panels (mainwindowview.cpp).
    void buildViewMenu();
    /// A dialog of the window's at its zoom and following it, the zoom keys working in it (mainwindowview.cpp).
    void zoomWithWindow(QWidget* dialog);
    /// Names and describes every control for screen readers, in the interface language (mainwindowaccess.cpp).
    void describeControls();
    /// The tab order is the reading order: the tool bar, the sheet and its findings, the board, the game
    /// details, the table, the arbiter's panel.
    void orderTabs();
    /// Runs `word` (which sets texts of the window's) now, and again at every change of the interface
    /// language.
    void worded(std::function<void()> word);
    /// Sets the text (a menu's title) of `target` to `text` translated, now and at every change of language.
    template <class Target>
    Target* worded(Target* target, const char* text);
    bool save();
    bool saveAs();
    /// Export PGN, Copy PGN and Add to PGN File, over the sheet as it stands.
    PgnExporter exporter();
    void reconstructGame();
    void compareWithOtherSheet();
    /// The move table's "Add Diagram Here": the position after its current cell's move goes in the report.
    void addDiagramHere();
    /// The moment a ruling is made at: after the table's current entry, or after the last entry when none
    /// is selected.
    RulingMoment rulingMoment() const;
    /// Opens the ruling on a claim of `kind` made at rulingMoment() by the player then to move.
    void ruleOnClaim(rulings::ClaimKind kind);
    void ruleOnIllegalMove();
    /// Opens the ruling on the flag of `flagged` falling at rulingMoment().
    void ruleOnFlagFall(chess::Color flagged);
    /// The game a file holds: a bare sheet (as a game numbered 0, without tags), or the game of a PGN
    /// file that the user picks (or the first). Nothing when the file cannot be read (`error` says
    /// why) or the user cancels the choice (`error` stays empty).
    std::optional<pgn::PgnGame> readGameFile(
        const QString& path, GameChoice choice, bool& othersInFile, QString& error);
    /// The game details and start position as the sheet's file holds them (PGN tag lines; empty for
    /// none): what tells whether they changed since the sheet was opened or saved.
    QString detailsAsTags() const;
    /// True when the text, the details or the start position differ from what was opened or saved.
    bool hasUnsavedChanges() const;
    /// Hands the sheet as it stands to the autosave and shows in the title that it is not saved.
    void noteChange();
    bool confirmDiscard();
    void forgetSource();
    void updateTitle();
    void askStartPosition();
    /// Sets the start position as one undoable step.
    void changeStartPosition(const chess::Position& start);
    /// Sets the notation language (a code, empty for automatic) and shows it in the toolbar.
    void applyNotationLanguage(const QString& code);
    /// Writes every move shown in the notation chosen under *Show moves as*.
    void applyDisplayNotation();
    void rememberRecent(const QString& path);
    void fillRecentMenu();
    void restoreSettings();
    void saveSettings() const;
    void retranslate();
    void followInterfaceLanguage();
    void onRecordChanged();
    void showArbiterPanel();
    void showPly(int ply);
    void showEntry(int entry);
    /// Writes a move played on the board into the sheet after the ply shown, as one undoable step.
    void writeBoardMove(chess::Move move);

    SheetSession* m_session;
    SheetHistory* m_history = nullptr;
    QString m_notationLanguage;  // the code chosen (empty: automatic), for the history's undo
    Autosave* m_autosave;
    QString m_filePath;  // where Save writes; empty: Save asks
    // What the title shows when Save has no file to write to: a game of a PGN file that Save must not
    // overwrite (the file's name and the game's number), or the built-in example.
    QString m_sourceName;
    int m_sourceGame = 0;
    bool m_showsExample = false;
    QString m_savedTags;  // detailsAsTags() as opened or saved
    SheetEditor* m_editor;
    BoardWidget* m_board;
    QLineEdit* m_fen;
    MoveTableModel* m_moves;
    QTableView* m_table;
    FindingsModel* m_findings;
    PlaceholderListView* m_findingsView;
    ArbiterPanel* m_arbiter;
    ReportMaker* m_report = nullptr;
    QLabel* m_findingsTitle = nullptr;
    QTabWidget* m_sideTabs = nullptr;  // the arbiter's pane and the how-written panel
    HowWrittenPanel* m_howWritten = nullptr;
    QToolButton* m_copyFen = nullptr;
    SheetStatus* m_status = nullptr;
    ClaimDialog* m_claimDialog = nullptr;  // made when first asked for, then kept with its choices
    FlagDialog* m_flagDialog = nullptr;  // the same
    GameDetails* m_details;
    QComboBox* m_language;
    QComboBox* m_display;
    QMenu* m_recent = nullptr;
    QToolBar* m_toolBar = nullptr;
    std::vector<std::function<void()>> m_wordings;  // see worded()
    QSplitter* m_splitter = nullptr;
    Zoom* m_zoom = nullptr;
    int m_shownPly = 0;
};
