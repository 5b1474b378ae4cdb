// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The split of the shared games and sheets into the half repair's cost model is tuned on and the half
// its accuracy is reported on (docs/repair-tuning.md). Fixed by place in the
// data files, so it never depends on a seed, on the order tests run in, or on what a run found.

#include <QSet>
#include <QString>
#include <QStringList>

enum class Half { Tuning, HeldOut };

inline const char* halfName(Half half) { return half == Half::Tuning ? "tuning" : "held-out"; }

/// A game or sheet in an odd place of its file (1st, 3rd, ...) tunes; one in an even place is held out.
inline Half halfByPlace(int place) { return place % 2 == 1 ? Half::Tuning : Half::HeldOut; }

/// HCS sheets, by game (SheetId "NNN_0" and "NNN_1": the two players' copies stay on one side, since
/// pairing reads them together): the game's place among the file's game numbers in order. The games
/// whose sheets shaped the model one by one before the split tune whatever their place — 009
/// (BlankBranching), 013 (GapFilledCost), 099 and 103 (how reconciling ranks and marks a difference):
/// a sheet a choice was made to mend cannot measure that choice.
class HcsSplit {
public:
    explicit HcsSplit(const QStringList& sheetIdsInFileOrder)
    {
        for (const QString& id : sheetIdsInFileOrder) {
            const QString game = id.section(u'_', 0, 0);
            if (!m_order.contains(game))
                m_order.append(game);
        }
    }

    Half half(const QString& sheetId) const
    {
        static const QSet<QString> shapedTheModel{
            QStringLiteral("009"), QStringLiteral("013"), QStringLiteral("099"), QStringLiteral("103")};
        const QString game = sheetId.section(u'_', 0, 0);
        return shapedTheModel.contains(game) ? Half::Tuning : halfByPlace(int(m_order.indexOf(game)) + 1);
    }

private:
    QStringList m_order;
};

/// Which halves a run reports: both unless SCORECHECK_EVAL_HALF says "tuning" (a sweep over the cost
/// model's constants looks at the tuning half alone) or "held-out".
inline bool reportsHalf(Half half)
{
    const QByteArray only = qgetenv("SCORECHECK_EVAL_HALF");
    return only.isEmpty() || only == halfName(half);
}
