// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

/// Contrast of text against its background as WCAG 2.1 defines it (success criterion 1.4.3, "contrast
/// (minimum)"): text must stand at least 4.5:1 against what it is drawn on to be read by those who see
/// less contrast.
namespace contrast {

/// The ratio that WCAG asks of normal text.
constexpr double Minimum = 4.5;

/// The relative luminance of an opaque colour: 0 for black, 1 for white.
double relativeLuminance(const QColor& colour);
/// (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: from 1 (the same) to 21 (black on white).
double ratio(const QColor& a, const QColor& b);
/// `over` painted on the opaque `base` with its alpha, as the painter composes them.
QColor composed(const QColor& base, const QColor& over);
/// `preferred` when it stands at least `minimum` against `background`; else the nearest colour of the same
/// hue, darker or lighter (whichever way can reach it), that does.
QColor legibleOn(const QColor& background, const QColor& preferred, double minimum = Minimum);

}  // namespace contrast
