#include "CliOptions.h"

#include <cmath>
#include <utility>

namespace atlas {
namespace {

using Option = QCommandLineOption CliOptions::*;

// Every option and the modes it applies to, in --help order. A new option is
// a row here; a new mode is a row in kModes and its flag on the rows here.
struct OptionRule
{
    Option option;
    CliModes modes;
};

const OptionRule kOptionRules[] = {
    {&CliOptions::headless, CliMode::Chaos | CliMode::Lesson | CliMode::List | CliMode::Validate |
                                CliMode::CheckSession | CliMode::Matrix | CliMode::Grade |
                                CliMode::RulesCheck},
    {&CliOptions::chaos, CliMode::Chaos},
    {&CliOptions::seed, CliMode::Chaos | CliMode::Window},
    {&CliOptions::orders, CliMode::Chaos},
    {&CliOptions::events, CliMode::Chaos},
    {&CliOptions::retry, CliMode::Chaos},
    {&CliOptions::strategy, CliMode::Chaos | CliMode::Lesson},
    {&CliOptions::relayStrategy, CliMode::Chaos | CliMode::Lesson},
    {&CliOptions::duplicates, CliMode::Chaos},
    {&CliOptions::reorders, CliMode::Chaos},
    {&CliOptions::lostAcks, CliMode::Chaos},
    {&CliOptions::crashes, CliMode::Chaos},
    {&CliOptions::transients, CliMode::Chaos},
    {&CliOptions::sagas, CliMode::Chaos},
    {&CliOptions::journal, CliMode::Chaos},
    {&CliOptions::db, CliMode::Chaos | CliMode::Window},
    {&CliOptions::json, CliMode::Chaos | CliMode::Lesson | CliMode::CheckSession | CliMode::Matrix |
                            CliMode::Grade | CliMode::RulesCheck},
    {&CliOptions::checkSession, CliMode::CheckSession},
    {&CliOptions::lesson, CliMode::Lesson | CliMode::Window | CliMode::Grade},
    {&CliOptions::scenario, CliMode::Lesson | CliMode::Window},
    {&CliOptions::reconcile, CliMode::Lesson},
    {&CliOptions::explore, CliMode::Lesson},
    {&CliOptions::maxFaults, CliMode::Lesson},
    {&CliOptions::faults, CliMode::Lesson},
    {&CliOptions::saveTrace, CliMode::Lesson},
    {&CliOptions::matrix, CliMode::Matrix},
    {&CliOptions::rulesCheck, CliMode::RulesCheck},
    {&CliOptions::rules, CliMode::RulesCheck},
    {&CliOptions::list, CliMode::List},
    {&CliOptions::validate, CliMode::Validate},
    {&CliOptions::grade, CliMode::Grade},
    {&CliOptions::results, CliMode::Grade},
    {&CliOptions::screenshot, CliMode::Window},
    {&CliOptions::size, CliMode::Window},
    {&CliOptions::presenter, CliMode::Window},
    {&CliOptions::dark, CliMode::Window},
    {&CliOptions::theme, CliMode::Window},
    {&CliOptions::store, CliMode::Chaos},
    {&CliOptions::workers, CliMode::Chaos},
};

// How each mode is chosen: its option, and whether that needs --headless
// (--lesson without it opens the lesson in the window instead).
struct ModeRule
{
    CliMode mode;
    Option selector; // null: the window, chosen when nothing else is
    bool needsHeadless;
    const char* usage;
};

const ModeRule kModes[] = {
    {CliMode::Chaos, &CliOptions::chaos, true, "--chaos"},
    {CliMode::Lesson, &CliOptions::lesson, true, "--lesson FILE"},
    {CliMode::List, &CliOptions::list, false, "--list"},
    {CliMode::Validate, &CliOptions::validate, false, "--validate FILE"},
    {CliMode::CheckSession, &CliOptions::checkSession, true, "--check-session FILE"},
    {CliMode::Matrix, &CliOptions::matrix, true, "--matrix"},
    {CliMode::RulesCheck, &CliOptions::rulesCheck, true, "--rules-check FILE"},
    {CliMode::Grade, &CliOptions::grade, true, "--grade ATTEMPT"},
    {CliMode::Window, nullptr, false,
     QT_TRANSLATE_NOOP("atlas::CliOptions", "the window (no --headless)")},
};

QString modeName(const ModeRule& m)
{
    const QString usage = m.selector ? QString::fromLatin1(m.usage) : CliOptions::tr(m.usage);
    return m.needsHeadless ? QStringLiteral("--headless ") + usage : usage;
}

QString modeNames(CliModes modes)
{
    QStringList names;
    for (const ModeRule& m : kModes)
        if (modes.testFlag(m.mode))
            names << modeName(m);
    return names.join(CliOptions::tr(" or "));
}

QString dashed(const QCommandLineOption& option)
{
    return QStringLiteral("--") + option.names().first();
}

} // namespace

CliOptions::CliOptions()
{
    parser.setApplicationDescription(
        tr("AtlasMart Idempotency Lab: watch an event-driven order backend survive "
           "duplicates, reordering, lost acks, crashes and poison events.\n"
           "Exit codes: 0 ok, 1 an invariant or expectation failed, 2 bad arguments, "
           "3 a file could not be used or written (or an internal error)."));
    parser.addHelpOption();
    parser.addVersionOption();
    for (const OptionRule& rule : kOptionRules)
        parser.addOption(this->*rule.option);
}

bool CliOptions::parse(const QStringList& arguments, QString& error)
{
    if (!parser.parse(arguments)) {
        error = parser.errorText();
        return false;
    }
    if (!parser.positionalArguments().isEmpty()) {
        error = tr("unexpected argument '%1'").arg(parser.positionalArguments().first());
        return false;
    }
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all")) ||
        parser.isSet(QStringLiteral("version")))
        return true;

    // An option given twice would silently be its last value (--seed 1
    // --seed 2 runs seed 2), and an empty value is never what was meant.
    for (const OptionRule& rule : kOptionRules) {
        const QCommandLineOption& option = this->*rule.option;
        if (option.valueName().isEmpty() || !parser.isSet(option))
            continue;
        const QStringList values = parser.values(option);
        if (values.size() > 1) {
            error = tr("%1 is given %2 times ('%3'); give it once")
                        .arg(dashed(option))
                        .arg(values.size())
                        .arg(values.join(QStringLiteral("', '")));
            return false;
        }
        if (values.front().trimmed().isEmpty()) {
            error = tr("%1 needs a value").arg(dashed(option));
            return false;
        }
    }

    const bool isHeadless = parser.isSet(headless);
    const ModeRule* chosen = nullptr;
    for (const ModeRule& m : kModes) {
        if (!m.selector || !parser.isSet(this->*m.selector) || (m.needsHeadless && !isHeadless))
            continue;
        // --grade ATTEMPT --lesson FILE grades against that lesson file.
        if (m.mode == CliMode::Lesson && parser.isSet(grade))
            continue;
        if (chosen) {
            error =
                tr("%1 and %2 are different modes; choose one").arg(modeName(*chosen), modeName(m));
            return false;
        }
        chosen = &m;
    }
    if (!chosen && isHeadless) {
        QStringList usages;
        for (const ModeRule& m : kModes)
            if (m.needsHeadless)
                usages << QString::fromLatin1(m.usage);
        error = tr("--headless needs %1").arg(usages.join(tr(" or ")));
        return false;
    }
    mode = chosen ? chosen->mode : CliMode::Window;

    for (const OptionRule& rule : kOptionRules) {
        const QCommandLineOption& option = this->*rule.option;
        if (!parser.isSet(option) || rule.modes.testFlag(mode))
            continue;
        if (mode == CliMode::Window)
            error = tr("%1 needs --headless: it belongs to %2")
                        .arg(dashed(option), modeNames(rule.modes));
        else
            error = tr("%1 does not apply to %2: it belongs to %3")
                        .arg(dashed(option), modeNames(mode), modeNames(rule.modes));
        return false;
    }
    return true;
}

bool CliOptions::wholeNumber(const QCommandLineOption& option, std::uint64_t min, std::uint64_t max,
                             std::uint64_t& out, QString& error) const
{
    const QString text = parser.value(option);
    bool ok = !text.isEmpty();
    for (const QChar c : text)
        ok = ok && c >= QLatin1Char('0') && c <= QLatin1Char('9');
    out = ok ? text.toULongLong(&ok) : 0;
    if (ok && out >= min && out <= max)
        return true;
    error = tr("%1 must be a whole number from %2 to %3, got '%4'")
                .arg(dashed(option))
                .arg(min)
                .arg(max)
                .arg(text);
    return false;
}

bool CliOptions::rate(const QCommandLineOption& option, double& out, QString& error) const
{
    const QString text = parser.value(option);
    bool ok = false;
    out = text.toDouble(&ok);
    // toDouble takes "nan" and "inf"; neither is a rate.
    if (ok && std::isfinite(out) && out >= 0 && out <= 1)
        return true;
    error = tr("%1 must be a number from 0 to 1, got '%2'").arg(dashed(option), text);
    return false;
}

bool CliOptions::chaosRates(Json& chaos, QString& error) const
{
    const std::pair<const QCommandLineOption*, const char*> rates[] = {
        {&duplicates, "duplicateRate"}, {&reorders, "reorderRate"},
        {&lostAcks, "lostAckRate"},     {&crashes, "crashRate"},
        {&transients, "transientRate"},
    };
    for (const auto& [option, field] : rates) {
        double value = 0;
        if (!rate(*option, value, error))
            return false;
        chaos[field] = value;
    }
    return true;
}

} // namespace atlas
