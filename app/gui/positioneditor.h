// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/fen.h"
#include "chess/position.h"

#include <QDialog>

#include <array>
#include <optional>

class PiecePalette;
class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class SetupBoard;

/// Edit ▸ Start Position: the position a sheet starts from, set up on a board (pieces placed from a
/// palette, by click, drag or keyboard, on a board that can be flipped), with the side to move, castling
/// rights, the en-passant square and the clocks, or typed or pasted as FEN. The FEN field and the board
/// follow each other. Whatever is set up is judged at once by the rules engine (chess::parseFen), whose
/// reasons are shown in words; OK is offered only for a position that can be used.
class PositionEditor : public QDialog {
    Q_OBJECT

public:
    explicit PositionEditor(const chess::Position& start, QWidget* parent = nullptr);

    /// The position set up, when it can be used.
    const std::optional<chess::Position>& position() const { return m_judged.position; }

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Where the last change was made: the FEN field keeps the text as typed.
    enum class ChangedIn { Setup, FenField };

    void word();
    void fitToFont();
    void wordEnPassantChoices();
    /// Shows m_setup on the board and in the controls (and the FEN field, unless typed there) and judges it.
    void showSetup(ChangedIn where);
    void judge();
    void readFenField();
    void place(chess::Square square, chess::Piece piece);
    void dropFromPalette(chess::Piece piece, QPointF globalPoint);

    chess::PositionSetup m_setup;
    chess::FenResult m_judged;

    SetupBoard* m_board;
    PiecePalette* m_palette;
    QPushButton* m_flip;
    QLabel* m_sideLabel;
    QRadioButton* m_white;
    QRadioButton* m_black;
    QButtonGroup* m_sides;
    QLabel* m_castlingLabel;
    std::array<QCheckBox*, 4> m_castling;  // chess::castlingIndex order
    QLabel* m_enPassantLabel;
    QComboBox* m_enPassant;
    QLabel* m_moveNumberLabel;
    QSpinBox* m_moveNumber;
    QLabel* m_halfmoveLabel;
    QSpinBox* m_halfmoves;
    QPushButton* m_clear;
    QPushButton* m_start;
    QPushButton* m_paste;
    QLabel* m_fenLabel;
    QLineEdit* m_fen;
    QLabel* m_verdict;
    QDialogButtonBox* m_buttons;
};
