// SPDX-License-Identifier: GPL-3.0-or-later
#include "pagination.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextList>
#include <QTextTable>

#include <cmath>

namespace report {

namespace {

// The top of `block`'s line `line` in the document's coordinates.
qreal lineTop(const QTextDocument& document, const QTextBlock& block, int line)
{
    return document.documentLayout()->blockBoundingRect(block).top() + block.layout()->lineAt(line).y();
}

// The page a line of `block` is on, by its middle (a line never straddles a page: the layout moves it).
int linePage(const QTextDocument& document, const QTextBlock& block, int line)
{
    return pageAt(document, lineTop(document, block, line) + block.layout()->lineAt(line).height() / 2);
}

// The block a heading must share its page with: the next one, or in a table whose first row holds
// column headings (<th>, bold), the first block of the row under them.
QTextBlock followerOf(const QTextBlock& heading)
{
    const QTextBlock next = heading.next();
    auto* table = qobject_cast<QTextTable*>(QTextCursor(next).currentFrame());
    if (!table || table->rows() < 2)
        return next;
    const QTextTableCell cell = table->cellAt(next.position());
    if (cell.row() != 0 || next.charFormat().fontWeight() < QFont::Bold)
        return next;
    return table->cellAt(1, 0).firstCursorPosition().block();
}

// Moves the first heading that ends a page to the next one; false when none does.
bool moveAHeading(QTextDocument& document)
{
    document.pageCount();  // the whole document laid out as it now stands
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || !block.next().isValid())
            continue;
        const QTextBlock follower = followerOf(block);
        if (!follower.isValid() || follower.layout()->lineCount() == 0 || block.layout()->lineCount() == 0)
            continue;
        if (linePage(document, follower, 0) > linePage(document, block, 0)) {
            QTextBlockFormat format;
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            QTextCursor(block).mergeBlockFormat(format);
            return true;
        }
    }
    return false;
}

// Splits `block` where its lines go on to the next page; true when it did.
bool splitAtPageBreak(QTextDocument& document, const QTextBlock& block)
{
    const QTextLayout* layout = block.layout();
    for (int line = 1; line < layout->lineCount(); ++line) {
        if (linePage(document, block, line) == linePage(document, block, line - 1))
            continue;
        // The rest goes on as the same paragraph: no bullet of its own, the same indent, no margin between.
        QTextBlockFormat rest = block.blockFormat();
        if (QTextList* list = block.textList())
            rest.setIndent(rest.indent() + list->format().indent());
        rest.setTopMargin(0);
        rest.setPageBreakPolicy(QTextFormat::PageBreak_Auto);
        rest.setProperty(QTextFormat::ObjectIndex, QVariant());  // out of the list
        QTextBlockFormat first;
        first.setBottomMargin(0);
        QTextCursor(block).mergeBlockFormat(first);
        QTextCursor cursor(block);
        const int at = block.position() + layout->lineAt(line).textStart();
        cursor.setPosition(at);
        // A line begun by a line break (<br/>) begins the new block: the break goes, lest it leave an empty
        // last line of the first block on the next page.
        if (document.characterAt(at - 1) == QChar::LineSeparator) {
            cursor.setPosition(at - 1, QTextCursor::KeepAnchor);
            cursor.removeSelectedText();
        }
        cursor.insertBlock(rest, cursor.charFormat());
        return true;
    }
    return false;
}

}  // namespace

int pageAt(const QTextDocument& document, qreal y) { return int(std::floor(y / document.pageSize().height())); }

void paginate(QTextDocument& document)
{
    // One heading at a time: moving one moves all that follows it.
    while (moveAHeading(document)) {
    }
    document.pageCount();
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        splitAtPageBreak(document, block);
}

}  // namespace report
