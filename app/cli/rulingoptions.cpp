// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulingoptions.h"

#include "cliargs.h"

#include "clitr.h"

std::optional<int> rulingFormat(const QString& command, const QString& name, RulingFormat& format)
{
    if (name == QLatin1String("text"))
        format = RulingFormat::Text;
    else if (name == QLatin1String("json"))
        format = RulingFormat::Json;
    else
        return cliargs::usageError(command, Cli::tr("--format: '%1' is not text or json").arg(name));
    return std::nullopt;
}

RulingOptions::RulingOptions()
    : rate("rate", Cli::tr("Rate of play: standard, rapid or blitz."), "R", "standard")
    , lang("lang", Cli::tr("Notation language of the sheets (auto or a code such as de)."), "L", "auto")
    , fen(cliargs::fenOption())
    , format("format", Cli::tr("Output: text or json (one object)."), "F", "text")
{
}

void RulingOptions::addTo(QCommandLineParser& parser) const { parser.addOptions({rate, lang, fen, format}); }

std::optional<int> readRulingOptions(
    const QString& command, const QCommandLineParser& parser, const RulingOptions& options, RulingSettings& settings)
{
    const std::optional<rulings::Rate> rate = rulings::rateFromCode(parser.value(options.rate));
    if (!rate)
        return cliargs::usageError(
            command, Cli::tr("--rate: '%1' is not standard, rapid or blitz").arg(parser.value(options.rate)));
    settings.rate = *rate;
    QString error;
    if (!cliargs::language(parser.value(options.lang), cliargs::AutoLanguage::Allowed, settings.check.language, error)
        || !cliargs::startPosition(parser, options.fen, settings.check.start, error))
        return cliargs::usageError(command, error);
    return rulingFormat(command, parser.value(options.format), settings.format);
}
