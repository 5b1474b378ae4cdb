// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notation/language.h"

#include "chess/move.h"
#include "chess/position.h"

#include <QTextBrowser>

#include <optional>

/// "How is this move written?": one move in every notation the writers know (SAN in the sheet's
/// language and in English, figurines, long algebraic with and without hyphen, UCI, ICCF, English
/// descriptive), and the rules of the Laws' Appendix C that shaped its short form, in words with their
/// articles. The window shows in it the move that led to the board's position, so that it follows the
/// board as the user steps through the game.
class HowWrittenPanel : public QTextBrowser {
    Q_OBJECT

public:
    explicit HowWrittenPanel(QWidget* parent = nullptr);
    /// Shows how `move`, legal in `before`, is written on a sheet whose notation is in `language`.
    void showMove(const chess::Position& before, chess::Move move, notation::Language language);
    /// Says that no move has led to the board's position yet.
    void showNoMove();

protected:
    void showEvent(QShowEvent* event) override;

private:
    // The move to show. It is written out only while the panel is seen: the window hands it every move the
    // board shows, at every keystroke, mostly while the arbiter's tab is in front.
    struct Shown {
        chess::Position before;
        chess::Move move;
        notation::Language language;
    };
    void write();

    std::optional<Shown> m_shown;
    bool m_written = false;  // the text is m_shown's
};
