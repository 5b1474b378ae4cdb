#pragma once

#include <QMainWindow>

class ArbiterPanel;
class BoardWidget;
class FindingsModel;
class MoveTableModel;
class QComboBox;
class QLineEdit;
class QListView;
class QTableView;
class SheetEditor;
class SheetSession;

/// ScoreCheck's window: the sheet editor, the scoresheet table, the board with the position after
/// the entry under the cursor, the findings and the arbiter's panel. Thin over SheetSession: every
/// view is rebuilt from the session's record when it changes.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    SheetSession* session() const { return m_session; }
    /// Replaces the sheet's text (as if typed or pasted).
    void setSheetText(const QString& text);

private:
    void buildLayout();
    void buildToolBar();
    void onRecordChanged();
    void showEntry(int entry);
    void step(int delta);

    SheetSession* m_session;
    SheetEditor* m_editor;
    BoardWidget* m_board;
    QLineEdit* m_fen;
    MoveTableModel* m_moves;
    QTableView* m_table;
    FindingsModel* m_findings;
    QListView* m_findingsView;
    ArbiterPanel* m_arbiter;
    QComboBox* m_language;
    QComboBox* m_display;
    int m_shownPly = 0;
};
