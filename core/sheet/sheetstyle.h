// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "record.h"

#include "notation/movewriter.h"

#include <QString>
#include <QStringView>

#include <cstdint>

namespace sheet {

/// Whether a sheet writes an optional mark (x for a capture, + and # for check and mate, FIDE C.9, C.13;
/// the hyphen a sheet puts between a piece and its square, as Hebrew sheets do, פ-ו3, which FIDE leaves out).
enum class MarkHabit : std::uint8_t { Written, Left };

/// The sign a capture is marked with where it is marked: FIDE's x (C.9), or the colon many Russian, Ukrainian
/// and Hebrew sheets write (Ф:d5, ה:ד5).
enum class CaptureSign : std::uint8_t { Cross, Colon };

/// How a sheet writes its moves, as its played entries show it: its notation language (as detected or
/// given), figurines or letters, short or long algebraic, 0-0 or O-O, and whether it writes the
/// optional marks, and with which sign. A move added to the sheet (played on the board) is written the same
/// way.
struct SheetStyle {
    notation::WriteOptions options;
    MarkHabit captures = MarkHabit::Written;
    CaptureSign captureSign = CaptureSign::Cross;
    MarkHabit checks = MarkHabit::Written;
    MarkHabit hyphenAfterPiece = MarkHabit::Left;
};

/// The style of the sheet `text` judged as `record`: each habit by the most of the entries that show it,
/// FIDE's own form where they are even or none shows it.
SheetStyle sheetStyle(const Record& record, QStringView text);

/// A legal move of `before` written in the sheet's style.
QString writeInStyle(const chess::Position& before, chess::Move move, const SheetStyle& style);

}  // namespace sheet
