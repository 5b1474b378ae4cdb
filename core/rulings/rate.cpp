// SPDX-License-Identifier: GPL-3.0-or-later
#include "rate.h"

#include <QLatin1StringView>

namespace rulings {

const char* rateCode(Rate rate)
{
    switch (rate) {
    case Rate::Standard: return "standard";
    case Rate::Rapid: return "rapid";
    case Rate::Blitz: return "blitz";
    }
    return "";
}

std::optional<Rate> rateFromCode(QStringView code)
{
    for (Rate r : {Rate::Standard, Rate::Rapid, Rate::Blitz})
        if (code == QLatin1StringView(rateCode(r)))
            return r;
    return std::nullopt;
}

// Appendix A, A.3: in rapid the penalties of Articles 7 and 9 are one minute instead of two. Appendix B:
// in blitz B.3 brings in A.3 (one minute) unless the event applies B.2 (one arbiter a game, every game
// recorded), where the Competition Rules, and with them their two minutes, apply unchanged.
TimePenalty timePenalty(Rate rate)
{
    switch (rate) {
    case Rate::Standard: return {2, 0, {}};
    case Rate::Rapid: return {1, 0, {"A.3"}};
    case Rate::Blitz: return {1, 2, {"B.3", "A.3"}};
    }
    return {};
}

}  // namespace rulings
