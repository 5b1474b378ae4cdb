// SPDX-License-Identifier: GPL-3.0-or-later
#include "parsedsheet.h"

#include <QCoreApplication>

#include <algorithm>

namespace sheet {

bool isShownAsWritten(QStringView written, qsizetype longest)
{
    return written.size() <= longest && std::none_of(written.begin(), written.end(), [](QChar c) {
        return c.unicode() < 0x20 || c.unicode() == 0x7F;
    });
}

QString shownEntryText(QStringView written, qsizetype longest)
{
    const bool cut = written.size() > longest;
    QString shown = (cut ? written.first(longest) : written).toString();
    for (QChar& c : shown)
        if (c.unicode() < 0x20)
            c = QChar(0x2400 + c.unicode());  // the Control Pictures block: ␀ ␁ … ␟
        else if (c.unicode() == 0x7F)
            c = QChar(0x2421);  // ␡
    return cut ? shown + QChar(0x2026) : shown;
}

const char* sheetNoteCode(SheetNote::Kind kind)
{
    switch (kind) {
    case SheetNote::Kind::TextAfterResult: return "text-after-result";
    case SheetNote::Kind::UnclosedComment: return "unclosed-comment";
    case SheetNote::Kind::UnclosedVariation: return "unclosed-variation";
    case SheetNote::Kind::TooManyEntries: return "too-many-entries";
    }
    return "";
}

QString sheetNoteMessage(SheetNote::Kind kind)
{
    switch (kind) {
    case SheetNote::Kind::TextAfterResult:
        return QCoreApplication::translate("SheetNote", "Text after the result was not checked.");
    case SheetNote::Kind::UnclosedComment:
        return QCoreApplication::translate(
            "SheetNote", "A comment opened here is never closed: everything after it was read as the comment.");
    case SheetNote::Kind::UnclosedVariation:
        return QCoreApplication::translate(
            "SheetNote", "A variation opened here is never closed: everything after it was read as the variation.");
    case SheetNote::Kind::TooManyEntries:
        return QCoreApplication::translate(
            "SheetNote", "More entries than any game can have: the text from here on was not read.");
    }
    return {};
}

}  // namespace sheet
