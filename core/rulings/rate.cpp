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

}  // namespace rulings
