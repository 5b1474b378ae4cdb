// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/position.h"
#include "notation/language.h"

#include <QCommandLineParser>
#include <QString>

#include <optional>

/// Options shared by the subcommands, read and checked in one place.
namespace cliargs {

/// The --fen option, the same for every subcommand.
QCommandLineOption fenOption();

/// How help and messages name the program: "scorecheck-cli" unless set otherwise (scorecheck-cli-report
/// started by itself, not as `scorecheck-cli report`, names itself).
void setProgramName(const QString& name);

/// Adds -h/--help to a subcommand's options and parses its arguments. Returns the exit status when the
/// command is done already: 2 after a usage error (said on standard error), 0 after the help (its usage
/// line and options, as QCommandLineParser lays them out, on standard output; 2 when that output cannot
/// be written); nothing to go on.
std::optional<int> parse(QCommandLineParser& parser, const QStringList& arguments, const QString& command);

/// Prints "scorecheck-cli COMMAND: message" on standard error and returns 2 (a program without commands:
/// "PROGRAM: message", when `command` is empty).
int usageError(const QString& command, const QString& message);

/// --fen FEN (or the initial position); false with `error` set when the FEN is unusable.
bool startPosition(
    const QCommandLineParser& parser, const QCommandLineOption& fen, chess::Position& position, QString& error);

/// Whether an option takes "auto" (or nothing) for a language found by replaying: the input's language
/// can be found, the output's must be named.
enum class AutoLanguage { Allowed, Refused };

/// A language code ("auto" gives none where allowed); false with `error` set for an unknown code.
bool language(
    const QString& code, AutoLanguage autoLanguage, std::optional<notation::Language>& language, QString& error);

}  // namespace cliargs
