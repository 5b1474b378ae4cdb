// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkedgame.h"

#include "rulings/rate.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>

#include <optional>

/// What a ruling is printed as.
enum class RulingFormat { Text, Json };
/// The format `--format` names (text or json); the exit status of a usage error for another word.
std::optional<int> rulingFormat(const QString& command, const QString& name, RulingFormat& format);

/// The options every ruling on a sheet takes (`rule claim`, `rule flag`): the rate of play, the sheet's
/// notation language, its start position, and the output format.
struct RulingOptions {
    const QCommandLineOption rate;
    const QCommandLineOption lang;
    const QCommandLineOption fen;
    const QCommandLineOption format;

    RulingOptions();
    void addTo(QCommandLineParser& parser) const;
};

/// What the options say, checked.
struct RulingSettings {
    rulings::Rate rate = rulings::Rate::Standard;
    CheckOptions check;  // the language and start position
    RulingFormat format = RulingFormat::Text;
};

/// Reads the options in the order they are said wrong in; the exit status of a usage error.
std::optional<int> readRulingOptions(
    const QString& command, const QCommandLineParser& parser, const RulingOptions& options, RulingSettings& settings);
