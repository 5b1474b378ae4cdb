// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>

class QPainter;

/// The frame round the square the keyboard stands on, the same on both screen boards: two lines, dark
/// and light, seen on either colour of square.
void paintFocusFrame(QPainter& painter, const QRectF& square);
