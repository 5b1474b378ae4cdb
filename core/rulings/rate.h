// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace rulings {

/// The rate of play. Appendix A (rapid) and B (blitz) of the Laws change some penalties of the
/// Competition Rules: A.3 makes the two minutes of Articles 7 and 9 one minute.
enum class Rate : std::uint8_t { Standard, Rapid, Blitz };

/// "standard", "rapid", "blitz".
const char* rateCode(Rate rate);
/// The rate of a code rateCode() gives; none for another text.
std::optional<Rate> rateFromCode(QStringView code);

/// The time the Competition Rules' penalties of "two minutes extra time" to the opponent (7.5.5 for an
/// illegal move, 9.5.3 for an incorrect claim) come to at a rate.
struct TimePenalty {
    int minutes = 2;
    /// Blitz only: the minutes where the event applies B.2 (the Competition Rules unchanged, so two)
    /// rather than B.3 (the rapid rules' one minute, A.3). 0 for the other rates.
    int minutesWhereB2Applies = 0;
    QList<const char*> articles;  // the appendix articles that change it: "A.3"; "B.3", "A.3"; none in standard play
};
TimePenalty timePenalty(Rate rate);

}  // namespace rulings
