// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

class QTextDocument;

namespace report {

/// Readies `document`, laid out on pages of its page size (its margin 0), for printing page by page:
/// - a heading never ends a page: where what follows it starts on the next page, the heading goes there
///   too (for a table whose first row is column headings, it goes with the first row under them);
/// - a paragraph that runs on to the next page is split there into two, the second without a margin
///   above, so the page shows the same lines. Qt draws a paragraph's lines from the one just above the
///   clip (QTextLayout::draw), so a page would also draw, out of sight but into the PDF's text, the line
///   that ends the page before: a split paragraph would be read twice by anyone extracting the text.
void paginate(QTextDocument& document);

/// The page (from 0) that `y`, in `document`'s coordinates, is on.
int pageAt(const QTextDocument& document, qreal y);

}  // namespace report
