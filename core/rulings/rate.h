#pragma once

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

}  // namespace rulings
