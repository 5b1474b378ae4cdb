// SPDX-License-Identifier: GPL-3.0-or-later
#include "mateability.h"

#include "chess/uci.h"
#include "notation/movewriter.h"
#include "unwinnability/canmate.h"

namespace rulings {

std::optional<bool> mateAbilityValue(MateAbility ability)
{
    if (ability == MateAbility::Unknown)
        return std::nullopt;
    return ability == MateAbility::Yes;
}

QString lossFor(chess::Color loser)
{
    return loser == chess::Color::White ? QStringLiteral("0-1") : QStringLiteral("1-0");
}

namespace {

void writeLine(SideMate& mate, chess::Position position, const std::vector<chess::Move>& line, notation::Language language)
{
    for (chess::Move m : line) {
        const QString san = notation::writeMove(position, m, {notation::Notation::San, language, notation::SanStyle::Fide});
        // Numbered as a sheet numbers them: "45... Qe1+", "46. Kh2", "Qg1#".
        const bool numbered = mate.line.isEmpty() || position.sideToMove() == chess::Color::White;
        mate.line << (numbered ? notation::moveNumberText(position.fullmoveNumber(), position.sideToMove()) + u' ' + san : san);
        mate.lineUci << QString::fromLatin1(chess::uciText(position, m).view());
        position.doMove(m);
    }
}

}  // namespace

SideMate mateBy(const chess::Position& position, chess::Color side, notation::Language language)
{
    SideMate mate;
    unwinnability::MateAnalyzer analyzer;
    const unwinnability::MateAnswer answer = analyzer.canMate(position, side);
    switch (answer.answer) {
    case unwinnability::Answer::Yes:
        mate.ability = MateAbility::Yes;
        writeLine(mate, position, answer.line, language);
        break;
    case unwinnability::Answer::No: mate.ability = MateAbility::No; break;
    case unwinnability::Answer::Unknown: mate.ability = MateAbility::Unknown; break;
    }
    return mate;
}

}  // namespace rulings
