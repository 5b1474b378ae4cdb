// SPDX-License-Identifier: GPL-3.0-or-later
#include "contrast.h"

#include <algorithm>
#include <cmath>

namespace contrast {

namespace {

// A channel of sRGB to linear light (WCAG 2.1's definition of relative luminance).
double linear(double channel)
{
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

}  // namespace

double relativeLuminance(const QColor& colour)
{
    const QColor c = colour.toRgb();
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

double ratio(const QColor& a, const QColor& b)
{
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor composed(const QColor& base, const QColor& over)
{
    const double a = over.alphaF();
    const auto mix = [a](double b, double o) { return b * (1 - a) + o * a; };
    return QColor::fromRgbF(float(mix(base.redF(), over.redF())), float(mix(base.greenF(), over.greenF())),
        float(mix(base.blueF(), over.blueF())));
}

QColor legibleOn(const QColor& background, const QColor& preferred, double minimum)
{
    if (ratio(background, preferred) >= minimum)
        return preferred;
    // Towards black on a light background, towards white on a dark one: the way with room for contrast.
    const bool darken = ratio(background, Qt::black) >= ratio(background, Qt::white);
    const QColor hsl = preferred.toHsl();
    for (int step = 1; step <= 100; ++step) {
        const double lightness
            = darken ? hsl.lightnessF() * (1 - step / 100.0) : hsl.lightnessF() + (1 - hsl.lightnessF()) * step / 100.0;
        const QColor tried = QColor::fromHslF(hsl.hslHueF(), hsl.hslSaturationF(), float(lightness)).toRgb();
        if (ratio(background, tried) >= minimum)
            return tried;
    }
    return darken ? QColor(Qt::black) : QColor(Qt::white);
}

}  // namespace contrast
