#pragma once

#include <QString>

/// Reading and writing sheets and PGN files. Writes are atomic (QSaveFile): a crash or a full disk in
/// the middle of a save leaves the old file as it was.
namespace sheetfile {

/// Reads a text file as UTF-8 (or Latin-1 where it is not valid UTF-8). False, with `error` worded,
/// for a missing, unreadable or binary file.
bool read(const QString& path, QString& text, QString& error);

bool write(const QString& path, const QString& text, QString& error);

}  // namespace sheetfile
