// SPDX-License-Identifier: GPL-3.0-or-later
#include "positioneditor.h"

#include "piecepalette.h"
#include "setupboard.h"

#include "chess/fen.h"
#include "chess/uci.h"

#include "notation/fenmessage.h"

#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

constexpr int LargestFenNumber = 65535;  // as chess::parseFen reads the clocks

// The rook each castling right castles with in the initial position (castlingIndex order): the right
// given by a tick, which the rules engine drops when that rook or the king is not in place.
constexpr std::array<chess::Square, 4> InitialCastlingRooks{
    chess::Square::H1, chess::Square::A1, chess::Square::H8, chess::Square::A8};

}  // namespace

PositionEditor::PositionEditor(const chess::Position& start, QWidget* parent)
    : QDialog(parent)
    , m_setup(start.setup())
    , m_board(new SetupBoard)
    , m_palette(new PiecePalette)
    , m_flip(new QPushButton)
    , m_sideLabel(new QLabel)
    , m_white(new QRadioButton)
    , m_black(new QRadioButton)
    , m_sides(new QButtonGroup(this))
    , m_castlingLabel(new QLabel)
    , m_castling{new QCheckBox, new QCheckBox, new QCheckBox, new QCheckBox}
    , m_enPassantLabel(new QLabel)
    , m_enPassant(new QComboBox)
    , m_moveNumberLabel(new QLabel)
    , m_moveNumber(new QSpinBox)
    , m_halfmoveLabel(new QLabel)
    , m_halfmoves(new QSpinBox)
    , m_clear(new QPushButton)
    , m_start(new QPushButton)
    , m_paste(new QPushButton)
    , m_fenLabel(new QLabel)
    , m_fen(new QLineEdit)
    , m_verdict(new QLabel)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setObjectName(QStringLiteral("positionEditor"));
    m_white->setObjectName(QStringLiteral("whiteToMove"));
    m_black->setObjectName(QStringLiteral("blackToMove"));
    m_sides->addButton(m_white);
    m_sides->addButton(m_black);
    const std::array<const char*, 4> castlingNames{
        "whiteCastlesShort", "whiteCastlesLong", "blackCastlesShort", "blackCastlesLong"};
    for (int i = 0; i < 4; ++i)
        m_castling[i]->setObjectName(QLatin1String(castlingNames[i]));
    m_enPassant->setObjectName(QStringLiteral("enPassant"));
    m_enPassantLabel->setBuddy(m_enPassant);
    m_moveNumber->setObjectName(QStringLiteral("moveNumber"));
    m_moveNumber->setRange(1, LargestFenNumber);
    m_moveNumberLabel->setBuddy(m_moveNumber);
    m_halfmoves->setObjectName(QStringLiteral("halfmoveClock"));
    m_halfmoves->setRange(0, LargestFenNumber);
    m_halfmoveLabel->setBuddy(m_halfmoves);
    m_flip->setObjectName(QStringLiteral("flipSetupBoard"));
    m_clear->setObjectName(QStringLiteral("clearBoard"));
    m_start->setObjectName(QStringLiteral("initialPosition"));
    m_paste->setObjectName(QStringLiteral("pasteFen"));
    for (QPushButton* button : {m_flip, m_clear, m_start, m_paste})
        button->setAutoDefault(false);  // Enter in the FEN field or on the board is OK, not one of these
    m_fen->setObjectName(QStringLiteral("setupFen"));
    m_fenLabel->setBuddy(m_fen);
    m_verdict->setObjectName(QStringLiteral("positionVerdict"));
    m_verdict->setWordWrap(true);  // no accessible name of its own: a screen reader reads, and is told of, its text
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_verdict->setAlignment(Qt::AlignLeading | Qt::AlignTop);
    m_board->setPlacing(m_palette->chosen());

    auto* castling = new QGridLayout;
    for (int i = 0; i < 4; ++i)
        castling->addWidget(m_castling[i], i / 2, i % 2);
    auto* side = new QHBoxLayout;
    side->addWidget(m_white);
    side->addWidget(m_black);
    side->addStretch(1);
    auto* form = new QFormLayout;
    form->addRow(m_sideLabel, side);
    form->addRow(m_castlingLabel, castling);
    form->addRow(m_enPassantLabel, m_enPassant);
    form->addRow(m_moveNumberLabel, m_moveNumber);
    form->addRow(m_halfmoveLabel, m_halfmoves);
    auto* quick = new QHBoxLayout;
    quick->addWidget(m_clear);
    quick->addWidget(m_start);
    quick->addWidget(m_paste);
    quick->addStretch(1);
    auto* settings = new QVBoxLayout;
    settings->addLayout(form);
    settings->addLayout(quick);
    settings->addStretch(1);
    auto* underBoard = new QHBoxLayout;
    underBoard->addStretch(1);
    underBoard->addWidget(m_palette);
    underBoard->addWidget(m_flip, 0, Qt::AlignBottom);
    underBoard->addStretch(1);
    auto* boardColumn = new QVBoxLayout;
    boardColumn->addWidget(m_board, 1);
    boardColumn->addLayout(underBoard);
    auto* top = new QHBoxLayout;
    top->addLayout(boardColumn, 1);
    top->addLayout(settings);
    auto* fenRow = new QHBoxLayout;
    fenRow->addWidget(m_fenLabel);
    fenRow->addWidget(m_fen, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addLayout(fenRow);
    layout->addWidget(m_verdict);
    layout->addWidget(m_buttons);

    connect(m_palette, &PiecePalette::chosenChanged, m_board, &SetupBoard::setPlacing);
    connect(m_palette, &PiecePalette::dragged, this, [this](chess::Piece piece, QPointF globalPoint) {
        m_board->showDragged(piece, m_board->mapFromGlobal(globalPoint));
    });
    connect(m_palette, &PiecePalette::dropped, this, &PositionEditor::dropFromPalette);
    connect(m_board, &SetupBoard::placeRequested, this, &PositionEditor::place);
    connect(m_flip, &QPushButton::clicked, this, [this] { m_board->setFlipped(!m_board->isFlipped()); });
    connect(m_board, &SetupBoard::moveRequested, this, [this](chess::Square from, chess::Square to) {
        const chess::Piece piece = std::exchange(m_setup.board[chess::index(from)], chess::Piece::None);
        if (to != chess::Square::None)
            m_setup.board[chess::index(to)] = piece;
        showSetup(ChangedIn::Setup);
    });
    connect(m_sides, &QButtonGroup::buttonToggled, this, [this](QAbstractButton*, bool checked) {
        if (!checked)
            return;
        m_setup.sideToMove = m_black->isChecked() ? chess::Color::Black : chess::Color::White;
        m_setup.enPassant = chess::Square::None;  // it belongs to the other side's last move
        showSetup(ChangedIn::Setup);
    });
    for (int i = 0; i < 4; ++i)
        connect(m_castling[i], &QCheckBox::toggled, this, [this, i](bool checked) {
            m_setup.castlingRooks[i] = checked ? InitialCastlingRooks[i] : chess::Square::None;
            showSetup(ChangedIn::Setup);
        });
    connect(m_enPassant, &QComboBox::activated, this, [this] {
        const int square = m_enPassant->currentData().toInt();
        m_setup.enPassant = square < 0 ? chess::Square::None : chess::squareAt(square);
        showSetup(ChangedIn::Setup);
    });
    connect(m_moveNumber, &QSpinBox::valueChanged, this, [this](int number) {
        m_setup.fullmoveNumber = number;
        showSetup(ChangedIn::Setup);
    });
    connect(m_halfmoves, &QSpinBox::valueChanged, this, [this](int halfmoves) {
        m_setup.halfmoveClock = halfmoves;
        showSetup(ChangedIn::Setup);
    });
    // Clear empties the board and what belongs to its pieces (castling, en passant); who moves and the
    // move number stay.
    connect(m_clear, &QPushButton::clicked, this, [this] {
        m_setup.board.fill(chess::Piece::None);
        m_setup.castlingRooks.fill(chess::Square::None);
        m_setup.enPassant = chess::Square::None;
        showSetup(ChangedIn::Setup);
    });
    connect(m_start, &QPushButton::clicked, this, [this] {
        m_setup = chess::Position::startPosition().setup();
        showSetup(ChangedIn::Setup);
    });
    connect(m_paste, &QPushButton::clicked, this, [this] {
        m_fen->setText(QApplication::clipboard()->text().trimmed().section(u'\n', 0, 0).trimmed());
        readFenField();
    });
    connect(m_fen, &QLineEdit::textEdited, this, &PositionEditor::readFenField);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    word();
    fitToFont();
    showSetup(ChangedIn::Setup);
    m_board->setFocus();
}

void PositionEditor::word()
{
    setWindowTitle(tr("Start Position"));
    m_sideLabel->setText(tr("Side to move:"));
    m_white->setText(tr("&White"));
    m_white->setAccessibleDescription(tr("White is to move in the position set up."));
    m_black->setText(tr("&Black"));
    m_black->setAccessibleDescription(tr("Black is to move in the position set up."));
    m_castlingLabel->setText(tr("Castling rights:"));
    for (QCheckBox* right : m_castling)
        right->setAccessibleDescription(tr("The right to castle so, kept while neither the king nor that rook has "
                                           "moved (3.8.2.1); the rules engine drops it when they are not in place."));
    m_castling[chess::castlingIndex(chess::Color::White, chess::CastlingSide::King)]->setText(tr("White 0-0"));
    m_castling[chess::castlingIndex(chess::Color::White, chess::CastlingSide::Queen)]->setText(tr("White 0-0-0"));
    m_castling[chess::castlingIndex(chess::Color::Black, chess::CastlingSide::King)]->setText(tr("Black 0-0"));
    m_castling[chess::castlingIndex(chess::Color::Black, chess::CastlingSide::Queen)]->setText(tr("Black 0-0-0"));
    m_enPassantLabel->setText(tr("&En passant square:"));
    m_enPassant->setToolTip(tr("The square a pawn passed over with a two-square advance just played, where it "
                               "can be captured en passant (3.7.4.1)."));
    m_moveNumberLabel->setText(tr("&Move number:"));
    m_moveNumber->setToolTip(tr("The number of the move the side to move is about to play."));
    m_halfmoveLabel->setText(tr("&Halfmove clock:"));
    m_halfmoves->setToolTip(tr("Moves by either player since the last capture or pawn move, as counted for the "
                               "50-move rule (9.3)."));
    m_flip->setText(tr("Flip Board"));
    // Ctrl+F, as for the game's board; set after the text, which sets a button's shortcut from its mnemonic.
    m_flip->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    m_flip->setToolTip(tr("Turns the board around, Black at the bottom or White (%1).")
                           .arg(m_flip->shortcut().toString(QKeySequence::NativeText)));
    m_clear->setText(tr("C&lear Board"));
    m_clear->setToolTip(tr("Takes every piece off the board; who moves and the move number stay."));
    m_start->setText(tr("&Initial Position"));
    m_start->setToolTip(tr("The position before the first move of a game."));
    m_paste->setText(tr("&Paste FEN"));
    m_paste->setToolTip(tr("Reads the FEN on the clipboard."));
    m_fenLabel->setText(tr("&FEN:"));
    m_fen->setAccessibleDescription(tr("The position as FEN: what is typed or pasted here is set up on the board."));
    m_buttons->button(QDialogButtonBox::Ok)->setAccessibleDescription(tr("Starts the sheet from the position set up."));
    m_buttons->button(QDialogButtonBox::Cancel)->setAccessibleDescription(tr("Leaves the start position as it was."));
    wordEnPassantChoices();
    if (!m_fen->text().isEmpty())
        judge();
}

// "None", then the squares of the rank a pawn of the side that just moved passes over in a two-square
// advance: the sixth rank when White is to move, the third when Black is.
void PositionEditor::wordEnPassantChoices()
{
    const QSignalBlocker quiet(m_enPassant);
    m_enPassant->clear();
    m_enPassant->addItem(tr("None"), -1);
    const int rank = m_setup.sideToMove == chess::Color::White ? 5 : 2;
    for (int file = 0; file < 8; ++file)
        m_enPassant->addItem(QString::fromStdString(chess::squareName(chess::makeSquare(file, rank))),
            chess::index(chess::makeSquare(file, rank)));
    const int chosen = m_setup.enPassant == chess::Square::None ? -1 : chess::index(m_setup.enPassant);
    m_enPassant->setCurrentIndex(std::max(0, m_enPassant->findData(chosen)));
}

void PositionEditor::showSetup(ChangedIn where)
{
    m_board->setPieces(m_setup.board);
    {
        const QSignalBlocker quiet(m_sides);  // the group, not its buttons, says which was toggled
        (m_setup.sideToMove == chess::Color::White ? m_white : m_black)->setChecked(true);
    }
    for (int i = 0; i < 4; ++i) {
        const QSignalBlocker quiet(m_castling[i]);
        m_castling[i]->setChecked(m_setup.castlingRooks[i] != chess::Square::None);
    }
    wordEnPassantChoices();
    for (auto [box, value] : {std::pair{m_moveNumber, m_setup.fullmoveNumber}, {m_halfmoves, m_setup.halfmoveClock}}) {
        const QSignalBlocker quiet(box);
        box->setValue(value);
    }
    if (where == ChangedIn::Setup)
        m_fen->setText(QString::fromStdString(chess::toFen(m_setup)));
    judge();
}

// The rules engine's verdict on the FEN as it stands, with its reason and any part it dropped, in words.
void PositionEditor::judge()
{
    m_judged = chess::parseFen(m_fen->text().toStdString());
    QStringList lines;
    if (const std::optional<chess::FenDiagnostic>& error = m_judged.error) {
        // Problems of the text have a place in it; a position that cannot arise is wrong as a whole.
        const bool inText = error->field != chess::FenField::Position && chess::isTextProblem(error->problem);
        lines << (inText ? tr("This FEN cannot be used (character %1): %2")
                               .arg(error->offset + 1)
                               .arg(notation::fenMessage(*error))
                         : tr("This position cannot be used: %1").arg(notation::fenMessage(*error)));
    } else {
        lines << tr("The position can be used.");
    }
    for (const chess::FenDiagnostic& warning : m_judged.warnings)
        lines << notation::fenMessage(warning);
    m_verdict->setText(lines.join(u'\n'));
    QFont font = m_verdict->font();
    font.setBold(!m_judged.position);  // as the ruling dialogs set a verdict apart, not by colour alone
    m_verdict->setFont(font);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_judged.position.has_value());
}

// A FEN typed or pasted: a usable one is shown on the board and in the controls; an unusable one
// leaves them as they were, and the verdict says what is wrong and where.
void PositionEditor::readFenField()
{
    const chess::FenResult read = chess::parseFen(m_fen->text().toStdString());
    if (read.position)
        m_setup = read.position->setup();
    showSetup(ChangedIn::FenField);
}

void PositionEditor::place(chess::Square square, chess::Piece piece)
{
    m_setup.board[chess::index(square)] = piece;
    showSetup(ChangedIn::Setup);
}

void PositionEditor::dropFromPalette(chess::Piece piece, QPointF globalPoint)
{
    m_board->showDragged(chess::Piece::None, {});
    const chess::Square square = m_board->squareAt(m_board->mapFromGlobal(globalPoint));
    if (square != chess::Square::None)
        place(square, piece);
}

// Three lines held open for the verdict, so that the dialog does not jump as the reasons come and go.
void PositionEditor::fitToFont() { m_verdict->setMinimumHeight(m_verdict->fontMetrics().lineSpacing() * 3); }

void PositionEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        word();
    else if (event->type() == QEvent::FontChange)
        fitToFont();
    QDialog::changeEvent(event);
}
