// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportcase.h"

#include <QList>

class QLocale;
class QPagedPaintDevice;
class QPageSize;
class QPdfWriter;

namespace report {

/// Prints the reports of `cases` on `device` (a QPdfWriter, a QPrinter), one game after another, each
/// from a new page. Every page has a footer with its page number of the game's report and the SHA-256
/// of the sheet's text (sheet::textHash). False when the device cannot be painted on.
bool print(const QList<Case>& cases, const Settings& settings, QPagedPaintDevice& device);

/// A4, or Letter where `locale` measures in inches.
QPageSize localPaper(const QLocale& locale);

/// Sets up a PDF writer for reports: `paper` with the report's margins, 300 dots an inch, its title and
/// the ScoreCheck version as its creator.
void setUpPdf(QPdfWriter& pdf, const QPageSize& paper);

}  // namespace report
