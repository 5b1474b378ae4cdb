#include "parsedsheet.h"

#include <QCoreApplication>

namespace sheet {

const char* sheetNoteCode(SheetNote::Kind kind)
{
    switch (kind) {
    case SheetNote::Kind::TextAfterResult: return "text-after-result";
    case SheetNote::Kind::UnclosedComment: return "unclosed-comment";
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
    }
    return {};
}

}  // namespace sheet
