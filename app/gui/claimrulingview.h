// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulings/claim.h"

#include <QWidget>

class QHBoxLayout;
class QLabel;
class QListWidget;
class QScrollArea;

/// A claim ruling as the arbiter reads it: the verdict in one line first, in bold, then the article, the
/// written move, the positions where the claimed one stood as lines that lead to them on the main board
/// and as small boards side by side, the positions that looked the same but do not count and why, the
/// count of moves for fifty, and what follows. Moves are shown as the user chose under *Show moves as*,
/// kept left to right inside right-to-left words (shownnotation).
class ClaimRulingView : public QWidget {
    Q_OBJECT

public:
    explicit ClaimRulingView(QWidget* parent = nullptr);

    /// Shows `ruling`, made on `record` (the game up to the moment of the claim).
    void showRuling(const rulings::ClaimRuling& ruling, const sheet::Record& record);
    /// Shows no ruling, only `message` where the verdict stands.
    void showMessage(const QString& message);

signals:
    /// A line naming a position of the game was clicked: the position after `ply` (0: the start) is wanted.
    void plyChosen(int ply);

protected:
    /// A new font (the zoom): the lists, the small boards and their captions take its size.
    void changeEvent(QEvent* event) override;

private:
    /// Sizes the lists to their lines and the small boards to the text, at the font of the moment.
    void fitToFont();

    QLabel* m_verdict;
    QLabel* m_article;
    QLabel* m_intended;
    QLabel* m_occurrencesHeading;
    QListWidget* m_occurrences;
    QWidget* m_boards;
    QScrollArea* m_boardScroll;
    QHBoxLayout* m_boardRow;
    QLabel* m_notCountedHeading;
    QListWidget* m_notCounted;
    QListWidget* m_count;
    QLabel* m_consequence;
};
