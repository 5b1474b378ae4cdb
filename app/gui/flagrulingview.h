// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulings/flag.h"

#include <QWidget>

class QLabel;

/// A flag-fall ruling as the arbiter reads it: the verdict in one line first, in bold, then the result,
/// the article, the moves the flagged player completed and how far the sheet verifies them, and the
/// opponent's mate when there is one. Moves are shown as the user chose under *Show moves as*, kept left
/// to right inside right-to-left words (shownnotation).
class FlagRulingView : public QWidget {
    Q_OBJECT

public:
    explicit FlagRulingView(QWidget* parent = nullptr);

    /// Shows `ruling`, made on `record` (the game up to the flag fall).
    void showRuling(const rulings::FlagRuling& ruling, const sheet::Record& record);
    /// Shows no ruling, only `message` where the verdict stands.
    void showMessage(const QString& message);

    /// Article 6.9 in words, what every flag-fall ruling rests on.
    static QString article();
    /// "Result: 0-1"; empty when the flag fall decides nothing (the verdict says why).
    static QString resultLine(const rulings::FlagRuling& ruling);

private:
    QLabel* m_verdict;
    QLabel* m_result;
    QLabel* m_article;
    QLabel* m_count;
    QLabel* m_mateLine;
};
