#include "ExerciseReader.h"

#include "i18n/Filled.h"
#include "lesson/Vocabulary.h"
#include "lesson/checker/CommandChecker.h"
#include "lesson/reader/DidYouMean.h"
#include "lesson/reader/ExpectationReader.h"
#include "lesson/reader/LessonReader.h"
#include "lesson/reader/ObjectReader.h"

#include <algorithm>
#include <set>

namespace atlas {
namespace {

using Need = ObjectReader::Need;

constexpr std::string_view kExerciseKeys[] = {"id",      "title",           "goal",   "setup",
                                              "prepare", "allowedCommands", "grading"};
constexpr std::string_view kPrepareKeys[] = {"command", "args"};
constexpr std::string_view kGradingKeys[] = {"invariants", "outcomes", "costs"};
constexpr std::string_view kInvariantKeys[] = {"invariant", "points"};
constexpr std::string_view kOutcomeKeys[] = {"expect", "points"};
constexpr std::string_view kCostKeys[] = {"cost", "atMost", "points"};
constexpr std::string_view kCosts[] = {"deliveries", "providerCalls", "retriesPerOrder"};
constexpr std::int64_t kMaxPoints = 1000;

std::string item(const std::string& pointer, std::size_t index)
{
    return pointer + '/' + std::to_string(index);
}

CostRule::Measure measureOf(const std::string& name)
{
    if (name == "providerCalls")
        return CostRule::Measure::ProviderCalls;
    if (name == "retriesPerOrder")
        return CostRule::Measure::RetriesPerOrder;
    return CostRule::Measure::Deliveries;
}

} // namespace

Exercise ExerciseReader::read(const Json& value, const std::string& pointer)
{
    Exercise exercise;
    const ObjectReader reader(checker_, value, pointer, kExerciseKeys,
                              QT_TRANSLATE_NOOP("atlas::LessonError", "an exercise"));
    if (!reader.valid())
        return exercise;
    if (const auto id = reader.identifier("id")) {
        exercise.id = QString::fromStdString(*id);
        const auto [it, fresh] = ids_.emplace(*id, reader.at("id"));
        if (!fresh)
            checker_.report(
                reader.at("id"), LessonChecker::Anchor::Value, LessonChecker::quote(*id),
                filled(LessonError::tr("an exercise id not used before")),
                filled(LessonError::tr("duplicate exercise id %1 (first used at line %2, %3)"),
                       LessonChecker::quote(*id), checker_.position(it->second).line, it->second));
    }
    if (const auto title = reader.prose("title"))
        exercise.title = QString::fromStdString(*title);
    if (const auto goal = reader.proseMarkdown("goal"))
        exercise.goal = QString::fromStdString(*goal);
    CommandChecker commands(checker_);
    if (const Json* setup = reader.object("setup"))
        exercise.setup = lesson_.readSetup(*setup, reader.at("setup"), commands);
    readPrepare(reader, exercise, commands);
    readAllowed(reader, exercise);
    if (const Json* grading = reader.object("grading"))
        exercise.grading = readGrading(*grading, reader.at("grading"), commands);
    return exercise;
}

void ExerciseReader::readPrepare(const ObjectReader& reader, Exercise& exercise,
                                 CommandChecker& commands)
{
    const Json* prepare = reader.array("prepare", Need::Optional, false);
    if (!prepare)
        return;
    for (std::size_t i = 0; i < prepare->size(); ++i) {
        const ObjectReader step(checker_, (*prepare)[i], item(reader.at("prepare"), i),
                                kPrepareKeys,
                                QT_TRANSLATE_NOOP("atlas::LessonError", "a prepare step"));
        if (!step.valid())
            continue;
        Json args = Json::object();
        if (const Json* given = step.get("args", Need::Optional,
                                         QT_TRANSLATE_NOOP("atlas::LessonError", "an object")))
            args = *given;
        const Json* command =
            step.get("command", Need::Required,
                     QT_TRANSLATE_NOOP("atlas::LessonError",
                                       "the name of a Lab command, e.g. \"deliverNext\""));
        if (command && commands.check(*command, step.at("command"), args, step.at("args")))
            exercise.prepare.push_back({command->get<std::string>(), args});
    }
}

void ExerciseReader::readAllowed(const ObjectReader& reader, Exercise& exercise)
{
    const Json* allowed = reader.array("allowedCommands", Need::Required, true);
    if (!allowed)
        return;
    const auto names = CommandChecker::commandNames();
    std::set<std::string> seen;
    for (std::size_t i = 0; i < allowed->size(); ++i) {
        const std::string at = item(reader.at("allowedCommands"), i);
        const auto name = checker_.text((*allowed)[i], at);
        if (!name)
            continue;
        if (std::find(names.begin(), names.end(), *name) == names.end()) {
            std::string message =
                filled(LessonError::tr("unknown command %1"), LessonChecker::quote(*name));
            if (const auto near = closestMatch(*name, names))
                message += " " + LessonChecker::didYouMean(*near);
            checker_.report(at, LessonChecker::Anchor::Value, LessonChecker::quote(*name),
                            filled(LessonError::tr("the name of a Lab command")), message);
        } else if (*name == "reset") {
            // A reset throws the starting world away: nothing left to grade.
            checker_.report(at, LessonChecker::Anchor::Value, LessonChecker::quote(*name),
                            filled(LessonError::tr("a command other than reset")),
                            filled(LessonError::tr("an exercise may not allow \"reset\": it would "
                                                   "replace the exercise's starting world")));
        } else if (!seen.insert(*name).second) {
            checker_.report(at, LessonChecker::Anchor::Value, LessonChecker::quote(*name),
                            filled(LessonError::tr("a command not listed before")),
                            filled(LessonError::tr("command %1 is listed twice in allowedCommands"),
                                   LessonChecker::quote(*name)));
        } else {
            exercise.allowedCommands.push_back(*name);
        }
    }
}

std::optional<int> ExerciseReader::points(const ObjectReader& reader)
{
    const auto n = reader.integer("points", Need::Required, 1, kMaxPoints);
    return n ? std::optional<int>(static_cast<int>(*n)) : std::nullopt;
}

ExerciseGrading ExerciseReader::readGrading(const Json& value, const std::string& pointer,
                                            CommandChecker& commands)
{
    ExerciseGrading grading;
    const ObjectReader reader(checker_, value, pointer, kGradingKeys,
                              QT_TRANSLATE_NOOP("atlas::LessonError", "an exercise's grading"));
    if (!reader.valid())
        return grading;
    if (const Json* list = reader.array("invariants", Need::Optional, false))
        for (std::size_t i = 0; i < list->size(); ++i) {
            const ObjectReader rule(checker_, (*list)[i], item(reader.at("invariants"), i),
                                    kInvariantKeys,
                                    QT_TRANSLATE_NOOP("atlas::LessonError", "a graded invariant"));
            const auto id = rule.choice("invariant", Need::Required, vocabulary::kInvariants);
            const auto pts = points(rule);
            if (id && pts)
                grading.invariants.push_back({QString::fromStdString(*id), *pts});
        }
    if (const Json* list = reader.array("outcomes", Need::Optional, false)) {
        ExpectationReader expectations(checker_, &commands);
        for (std::size_t i = 0; i < list->size(); ++i) {
            const ObjectReader rule(checker_, (*list)[i], item(reader.at("outcomes"), i),
                                    kOutcomeKeys,
                                    QT_TRANSLATE_NOOP("atlas::LessonError", "a graded outcome"));
            if (!rule.valid())
                continue;
            std::optional<Expectation> expect;
            if (const Json* e = rule.get("expect", Need::Required,
                                         QT_TRANSLATE_NOOP("atlas::LessonError", "an expectation")))
                expect = expectations.read(*e, rule.at("expect"));
            const auto pts = points(rule);
            if (expect && pts)
                grading.outcomes.push_back({std::move(*expect), *pts});
        }
    }
    if (const Json* list = reader.array("costs", Need::Optional, false))
        for (std::size_t i = 0; i < list->size(); ++i) {
            const ObjectReader rule(checker_, (*list)[i], item(reader.at("costs"), i), kCostKeys,
                                    QT_TRANSLATE_NOOP("atlas::LessonError", "a graded cost"));
            const auto cost = rule.choice("cost", Need::Required, kCosts);
            const auto atMost = rule.integer("atMost", Need::Required, 0, LessonChecker::kNoMax);
            const auto pts = points(rule);
            if (cost && atMost && pts)
                grading.costs.push_back({measureOf(*cost), *atMost, *pts});
        }
    std::size_t listed = 0;
    for (const char* key : {"invariants", "outcomes", "costs"})
        if (reader.has(key) && value.at(key).is_array())
            listed += value.at(key).size();
    if (listed == 0)
        checker_.report(
            pointer, LessonChecker::Anchor::Value, filled(LessonError::tr("no graded items")),
            filled(LessonError::tr("at least one invariant, outcome or cost with points")),
            filled(LessonError::tr("this grading gives no points; list at least one "
                                   "invariant, outcome or cost")));
    return grading;
}

} // namespace atlas
