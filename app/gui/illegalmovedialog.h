// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportcase.h"

#include "rulings/illegalmove.h"

#include <QDialog>
#include <QList>

#include <memory>

class QLabel;
class QPushButton;
class RateBox;

/// The arbiter's ruling on an illegal move a player completed (FIDE 7.5), made on an entry of the
/// sheet: how many the player has completed (the entries marked as taken back before it, then this
/// one), the position to reinstate, and the penalty by rate. A first one can be marked as taken back
/// on the sheet ("{illegal}" after it), so that the replay goes on from the position before it. *Rule*
/// makes the ruling shown: it goes into the arbiter's report.
class IllegalMoveDialog : public QDialog {
    Q_OBJECT

public:
    /// Rules on entry `entry` of `record`, made from `text`.
    IllegalMoveDialog(
        std::shared_ptr<const sheet::Record> record, const QString& text, int entry, QWidget* parent = nullptr);

    /// True when the dialog was closed with *Mark as Taken Back*.
    bool markAsTakenBack() const { return m_mark; }

    /// Articles 7.5.1 and 7.5.5 in words, what every illegal-move ruling rests on.
    static QString article();

signals:
    /// The arbiter pressed *Rule*: the ruling shown is made, for the arbiter's report.
    void rulingMade(const report::Ruling& ruling);

protected:
    void changeEvent(QEvent* event) override;

private:
    void word();
    void rule();

    std::shared_ptr<const sheet::Record> m_record;
    QString m_text;
    int m_entry;
    rulings::IllegalMoveRuling m_ruling;
    bool m_mark = false;

    QLabel* m_entryLabel;
    QLabel* m_rateLabel;
    RateBox* m_rate;
    QPushButton* m_rule;
    QWidget* m_view;  // the ruling: the verdict in bold, then a label a part
    QLabel* m_verdict;
    static constexpr int MostParts = 8;  // the article, what follows, the count and the mate line
    QList<QLabel*> m_parts;
    QPushButton* m_markButton;
    QPushButton* m_copy;
    QPushButton* m_close;
};
