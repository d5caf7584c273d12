#include "LessonReader.h"

#include "DidYouMean.h"
#include "ExpectationReader.h"
#include "ObjectReader.h"
#include "exercise/ExerciseReader.h"
#include "i18n/Filled.h"
#include "lesson/Vocabulary.h"
#include "lesson/checker/CommandChecker.h"
#include "rules/RulesSet.h"
#include "rules/RulesSyntaxError.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>
#include <vector>

namespace atlas {
namespace {

using Need = ObjectReader::Need;

constexpr std::string_view kLessonKeys[] = {"id",        "title",          "summary",
                                            "version",   "language",       "sections",
                                            "scenarios", "knowledgeCheck", "exercises",
                                            "rules"};
constexpr std::string_view kSectionKeys[] = {"id", "title", "markdown", "scenario"};
constexpr std::string_view kScenarioKeys[] = {"id", "title", "summary", "setup", "steps", "compare"};
constexpr std::string_view kCompareKeys[] = {"left", "right"};
constexpr std::string_view kSideKeys[] = {"label", "strategies", "relayStrategy",
                                          "providerIdempotency"};
constexpr std::string_view kSetupKeys[] = {
    "seed",        "documents",     "strategies",          "relayStrategy",
    "retryPolicy", "ackDeadlineMs", "providerIdempotency", "autoRelay"};
constexpr std::string_view kDocumentKeys[] = {"path", "data"};
constexpr std::string_view kStepKeys[] = {"narration", "command", "args", "expect"};
constexpr std::string_view kQuestionKeys[] = {"id",     "kind",        "question", "choices",
                                              "answer", "explanation", "scenario"};
constexpr std::string_view kQuestionKinds[] = {"multiple-choice", "true-false"};

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}
std::string item(const std::string& pointer, std::size_t index)
{
    return pointer + '/' + std::to_string(index);
}

} // namespace

Lesson LessonReader::read(const Json& root)
{
    Lesson lesson;
    const ObjectReader reader(checker_, root, {}, kLessonKeys,
                              QT_TRANSLATE_NOOP("atlas::LessonError", "the lesson"));
    if (!reader.valid())
        return lesson;
    if (const auto id = reader.identifier("id"))
        lesson.id = qs(*id);
    if (const auto title = reader.prose("title"))
        lesson.title = qs(*title);
    if (const auto summary = reader.prose("summary"))
        lesson.summary = qs(*summary);
    if (const auto version = reader.integer("version", Need::Required, 1, LessonChecker::kNoMax))
        lesson.version =
            static_cast<int>(std::min<std::int64_t>(*version, std::numeric_limits<int>::max()));
    static constexpr const char* kLanguage = QT_TRANSLATE_NOOP(
        "atlas::LessonError", "a BCP 47 language tag such as \"en\" or \"en-GB\"");
    if (const Json* language = reader.get("language", Need::Required, kLanguage)) {
        if (!language->is_string())
            checker_.wrongType(reader.at("language"), *language,
                               filled(LessonError::tr(kLanguage)));
        else if (!LessonChecker::isLanguageTag(language->get<std::string>()))
            checker_.wrongValue(reader.at("language"), *language,
                                filled(LessonError::tr(kLanguage)));
        else
            lesson.language = qs(language->get<std::string>());
    }

    // Scenarios first: sections and questions refer to them.
    if (const Json* scenarios = reader.array("scenarios", Need::Optional, false))
        for (std::size_t i = 0; i < scenarios->size(); ++i)
            lesson.scenarios.push_back(
                readScenario((*scenarios)[i], item(reader.at("scenarios"), i)));
    if (const auto rules = reader.markdown("rules", Need::Optional);
        rules && rulesParse(*rules, reader.at("rules")))
        lesson.rules = qs(*rules);

    std::map<std::string, std::string> sectionIds;
    if (const Json* sections = reader.array("sections", Need::Required, true))
        for (std::size_t i = 0; i < sections->size(); ++i) {
            const std::string at = item(reader.at("sections"), i);
            lesson.sections.push_back(readSection((*sections)[i], at));
            if (!lesson.sections.back().id.isEmpty())
                claimId(sectionIds, lesson.sections.back().id.toStdString(), at + "/id",
                        QT_TRANSLATE_NOOP("atlas::LessonError", "section"));
        }

    std::map<std::string, std::string> questionIds;
    if (const Json* questions = reader.array("knowledgeCheck", Need::Optional, false))
        for (std::size_t i = 0; i < questions->size(); ++i) {
            const std::string at = item(reader.at("knowledgeCheck"), i);
            lesson.knowledgeCheck.push_back(readQuestion((*questions)[i], at));
            if (!lesson.knowledgeCheck.back().id.isEmpty())
                claimId(questionIds, lesson.knowledgeCheck.back().id.toStdString(), at + "/id",
                        QT_TRANSLATE_NOOP("atlas::LessonError", "question"));
        }

    if (const Json* exercises = reader.array("exercises", Need::Optional, false)) {
        ExerciseReader exerciseReader(checker_, *this);
        for (std::size_t i = 0; i < exercises->size(); ++i)
            lesson.exercises.push_back(
                exerciseReader.read((*exercises)[i], item(reader.at("exercises"), i)));
    }
    // The lesson's own security rules: every scenario starts with them, and
    // every exercise, graded in the world the scenarios showed.
    for (Scenario& scenario : lesson.scenarios)
        scenario.setup.rules = lesson.rules;
    for (Exercise& exercise : lesson.exercises)
        exercise.setup.rules = lesson.rules;
    return lesson;
}

bool LessonReader::rulesParse(const std::string& text, const std::string& pointer)
{
    try {
        RulesSet::parse(text);
        return true;
    } catch (const RulesSyntaxError& error) {
        checker_.report(
            pointer, LessonChecker::Anchor::Value, error.found(), error.expected(),
            filled(LessonError::tr("the lesson's security rules do not parse: %1"), error.what()));
        return false;
    }
}

void LessonReader::claimId(std::map<std::string, std::string>& ids, const std::string& id,
                           const std::string& pointer, const char* kind)
{
    const auto [it, fresh] = ids.emplace(id, pointer);
    if (fresh)
        return;
    checker_.report(pointer, LessonChecker::Anchor::Value, LessonChecker::quote(id),
                    filled(LessonError::tr("a %1 id not used before"), LessonError::tr(kind)),
                    filled(LessonError::tr("duplicate %1 id %2 (first used at line %3, %4)"),
                           LessonError::tr(kind), LessonChecker::quote(id),
                           checker_.position(it->second).line, it->second));
}

void LessonReader::checkScenarioReference(const std::string& id, const std::string& pointer,
                                          const char* owner)
{
    if (scenarioIds_.contains(id))
        return;
    std::vector<std::string_view> known;
    for (const auto& [scenarioId, at] : scenarioIds_)
        known.push_back(scenarioId);
    std::string message =
        filled(LessonError::tr("this %1 refers to scenario %2, but the lesson has no scenario "
                               "with that id"),
               LessonError::tr(owner), LessonChecker::quote(id));
    if (const auto near = closestMatch(id, known))
        message += " " + LessonChecker::didYouMean(*near);
    checker_.report(pointer, LessonChecker::Anchor::Value, LessonChecker::quote(id),
                    filled(LessonError::tr("the id of one of the lesson's scenarios")),
                    std::move(message));
}

LessonSection LessonReader::readSection(const Json& value, const std::string& pointer)
{
    LessonSection section;
    const ObjectReader reader(checker_, value, pointer, kSectionKeys,
                              QT_TRANSLATE_NOOP("atlas::LessonError", "a section"));
    if (const auto id = reader.identifier("id"))
        section.id = qs(*id);
    if (const auto title = reader.prose("title"))
        section.title = qs(*title);
    if (const auto markdown = reader.proseMarkdown("markdown"))
        section.markdown = qs(*markdown);
    if (const auto scenario = reader.identifier("scenario", Need::Optional)) {
        section.scenario = qs(*scenario);
        checkScenarioReference(*scenario, reader.at("scenario"),
                               QT_TRANSLATE_NOOP("atlas::LessonError", "section"));
    }
    return section;
}

Scenario LessonReader::readScenario(const Json& value, const std::string& pointer)
{
    Scenario scenario;
    const ObjectReader reader(checker_, value, pointer, kScenarioKeys,
                              QT_TRANSLATE_NOOP("atlas::LessonError", "a scenario"));
    if (const auto id = reader.identifier("id")) {
        scenario.id = qs(*id);
        claimId(scenarioIds_, *id, reader.at("id"),
                QT_TRANSLATE_NOOP("atlas::LessonError", "scenario"));
    }
    if (const auto title = reader.prose("title"))
        scenario.title = qs(*title);
    if (const auto summary = reader.prose("summary"))
        scenario.summary = qs(*summary);
    CommandChecker commands(checker_);
    if (const Json* setup = reader.object("setup"))
        scenario.setup = readSetup(*setup, reader.at("setup"), commands);
    if (const Json* compare = reader.object("compare", Need::Optional))
        scenario.compare = readCompare(*compare, reader.at("compare"), commands);
    const bool sides = reader.has("compare");
    if (const Json* steps = reader.array("steps", Need::Required, true))
        for (std::size_t i = 0; i < steps->size(); ++i)
            scenario.steps.push_back(
                readStep((*steps)[i], item(reader.at("steps"), i), commands, sides));
    return scenario;
}

std::vector<std::pair<QString, QString>> LessonReader::readStrategies(const ObjectReader& reader)
{
    std::vector<std::pair<QString, QString>> out;
    if (const Json* strategies = reader.object("strategies", Need::Optional)) {
        for (auto it = strategies->begin(); it != strategies->end(); ++it) {
            const std::string at = reader.at("strategies") + '/' + SourceMap::escape(it.key());
            bool keyOk = it.key() == "*";
            for (const std::string_view type : vocabulary::kEventTypes)
                keyOk = keyOk || type == it.key();
            if (!keyOk) {
                std::string message = filled(LessonError::tr("unknown event type %1"),
                                             LessonChecker::quote(it.key()));
                if (const auto near = closestMatch(it.key(), vocabulary::kEventTypes))
                    message += " " + LessonChecker::didYouMean(*near);
                const std::string expected = filled(LessonError::tr("\"*\" or %1"),
                                                    LessonChecker::oneOf(vocabulary::kEventTypes));
                checker_.report(at, LessonChecker::Anchor::Key, LessonChecker::quote(it.key()),
                                expected,
                                message + "; " + filled(LessonError::tr("expected %1"), expected));
            }
            const auto strategy = checker_.choice(it.value(), at, vocabulary::kHandlerStrategies);
            if (keyOk && strategy)
                out.emplace_back(qs(it.key()), qs(*strategy));
        }
    }
    return out;
}

ScenarioSetup LessonReader::readSetup(const Json& value, const std::string& pointer,
                                      CommandChecker& commands)
{
    ScenarioSetup setup;
    const ObjectReader reader(checker_, value, pointer, kSetupKeys,
                              QT_TRANSLATE_NOOP("atlas::LessonError", "a scenario setup"));
    if (const auto seed = reader.integer("seed", Need::Required, 0, LessonChecker::kNoMax))
        setup.seed = *seed;

    if (const Json* documents = reader.array("documents", Need::Optional, false)) {
        std::map<std::string, std::string> paths;
        for (std::size_t i = 0; i < documents->size(); ++i) {
            const ObjectReader doc(checker_, (*documents)[i], item(reader.at("documents"), i),
                                   kDocumentKeys,
                                   QT_TRANSLATE_NOOP("atlas::LessonError", "a seeded document"));
            const auto path = doc.documentPath("path");
            const Json* data = doc.object("data");
            if (data)
                commands.checkDocumentData(*data, doc.at("data"));
            if (path)
                claimId(paths, *path, doc.at("path"),
                        QT_TRANSLATE_NOOP("atlas::LessonError", "seeded document path"));
            if (path && data)
                setup.documents.push_back({qs(*path), *data});
        }
    }

    setup.strategies = readStrategies(reader);

    if (const auto relay =
            reader.choice("relayStrategy", Need::Optional, vocabulary::kRelayStrategies))
        setup.relayStrategy = qs(*relay);
    if (const Json* policy = reader.get("retryPolicy", Need::Optional, "")) {
        commands.checkArguments("setRetryPolicy", *policy, reader.at("retryPolicy"),
                                QT_TRANSLATE_NOOP("atlas::LessonError", "a retry policy"));
        setup.retryPolicy = *policy;
    }
    setup.ackDeadlineMs = reader.integer(
        "ackDeadlineMs", Need::Optional, 10'000, 600'000,
        QT_TRANSLATE_NOOP("atlas::LessonError", "the ack deadline is 10 s to 600 s"));
    if (const Json* provider = reader.get("providerIdempotency", Need::Optional, "")) {
        commands.checkArguments("setProviderIdempotency", *provider,
                                reader.at("providerIdempotency"), "providerIdempotency");
        setup.providerIdempotency = *provider;
    }
    setup.autoRelay = reader.boolean("autoRelay", Need::Optional);
    return setup;
}

SideSetup LessonReader::readSide(const Json& value, const std::string& pointer,
                                 CommandChecker& commands)
{
    SideSetup side;
    const ObjectReader reader(checker_, value, pointer, kSideKeys,
                              QT_TRANSLATE_NOOP("atlas::LessonError", "a side of a comparison"));
    if (!reader.valid())
        return side;
    if (const auto label = reader.prose("label"))
        side.label = qs(*label);
    side.strategies = readStrategies(reader);
    if (const auto relay =
            reader.choice("relayStrategy", Need::Optional, vocabulary::kRelayStrategies))
        side.relayStrategy = qs(*relay);
    if (const Json* provider = reader.get("providerIdempotency", Need::Optional, "")) {
        commands.checkArguments("setProviderIdempotency", *provider,
                                reader.at("providerIdempotency"), "providerIdempotency");
        side.providerIdempotency = *provider;
    }
    return side;
}

CompareSetup LessonReader::readCompare(const Json& value, const std::string& pointer,
                                       CommandChecker& commands)
{
    CompareSetup compare;
    const ObjectReader reader(checker_, value, pointer, kCompareKeys,
                              QT_TRANSLATE_NOOP("atlas::LessonError", "a comparison"));
    if (!reader.valid())
        return compare;
    const std::size_t errorsBefore = checker_.errorCount();
    const Json* left = reader.object("left");
    const Json* right = reader.object("right");
    if (left)
        compare.left = readSide(*left, reader.at("left"), commands);
    if (right)
        compare.right = readSide(*right, reader.at("right"), commands);
    if (checker_.errorCount() != errorsBefore)
        return compare; // a side read in part may look like the other
    // A comparison of two identical worlds shows nothing, and two sides with
    // one label cannot be told apart in the window or in a verdict.
    if (compare.left.commands() == compare.right.commands())
        checker_.report(pointer, LessonChecker::Anchor::Value,
                        filled(LessonError::tr("two sides set up alike")),
                        filled(LessonError::tr("sides that differ in strategies, relayStrategy or "
                                               "providerIdempotency")),
                        filled(LessonError::tr("the two sides of a comparison are set up alike; "
                                               "give one of them other strategies, another "
                                               "relayStrategy or another providerIdempotency")));
    else if (!compare.left.label.isEmpty() && compare.left.label == compare.right.label)
        checker_.report(reader.at("right") + "/label", LessonChecker::Anchor::Value,
                        LessonChecker::quote(compare.right.label.toStdString()),
                        filled(LessonError::tr("a label other than the left side's")),
                        filled(LessonError::tr("both sides are labelled %1; give each side its own "
                                               "label"),
                               LessonChecker::quote(compare.right.label.toStdString())));
    return compare;
}

ScenarioStep LessonReader::readStep(const Json& value, const std::string& pointer,
                                    CommandChecker& commands, bool sides)
{
    ScenarioStep step;
    const ObjectReader reader(checker_, value, pointer, kStepKeys,
                              QT_TRANSLATE_NOOP("atlas::LessonError", "a step"));
    if (!reader.valid())
        return step;
    if (const auto narration = reader.proseMarkdown("narration"))
        step.narration = qs(*narration);
    if (const Json* args = reader.get("args", Need::Optional,
                                      QT_TRANSLATE_NOOP("atlas::LessonError", "an object")))
        step.args = *args;
    if (const Json* command =
            reader.get("command", Need::Required,
                       QT_TRANSLATE_NOOP("atlas::LessonError",
                                         "the name of a Lab command, e.g. \"deliverNext\""))) {
        if (commands.check(*command, reader.at("command"), step.args, reader.at("args")))
            step.command = qs(command->get<std::string>());
    }
    if (const Json* expect = reader.array("expect", Need::Optional, false)) {
        ExpectationReader expectations(checker_, &commands);
        expectations.allowSides(sides);
        for (std::size_t i = 0; i < expect->size(); ++i)
            if (auto e = expectations.read((*expect)[i], item(reader.at("expect"), i)))
                step.expectations.push_back(std::move(*e));
    }
    return step;
}

Question LessonReader::readQuestion(const Json& value, const std::string& pointer)
{
    Question question;
    const ObjectReader reader(checker_, value, pointer, kQuestionKeys,
                              QT_TRANSLATE_NOOP("atlas::LessonError", "a question"));
    if (!reader.valid())
        return question;
    if (const auto id = reader.identifier("id"))
        question.id = qs(*id);
    if (const auto text = reader.prose("question"))
        question.question = qs(*text);
    if (const auto explanation = reader.proseMarkdown("explanation"))
        question.explanation = qs(*explanation);
    if (const auto scenario = reader.identifier("scenario", Need::Optional)) {
        question.scenario = qs(*scenario);
        checkScenarioReference(*scenario, reader.at("scenario"),
                               QT_TRANSLATE_NOOP("atlas::LessonError", "question"));
    }
    const auto kind = reader.choice("kind", Need::Required, kQuestionKinds);
    if (!kind)
        return question;

    if (*kind == "true-false") {
        question.kind = Question::Kind::TrueFalse;
        // Shown as they are, so in the lab's language.
        question.choices = {QCoreApplication::translate("atlas::LessonReader", "True"),
                            QCoreApplication::translate("atlas::LessonReader", "False")};
        if (const Json* choices = reader.get("choices", Need::Optional, "")) {
            if (*choices != Json{"True", "False"})
                checker_.wrongValue(
                    reader.at("choices"), *choices, "[\"True\", \"False\"]",
                    filled(LessonError::tr("(or leave choices out for a true/false question)")));
        }
        if (const Json* answer = reader.get(
                "answer", Need::Required, QT_TRANSLATE_NOOP("atlas::LessonError", "true or false")))
            if (const auto truth = checker_.boolean(*answer, reader.at("answer")))
                question.answer = *truth ? 0 : 1;
        return question;
    }

    question.kind = Question::Kind::MultipleChoice;
    if (const Json* choices = reader.get(
            "choices", Need::Required,
            QT_TRANSLATE_NOOP("atlas::LessonError", "an array of at least two choices"))) {
        if (!choices->is_array()) {
            checker_.wrongType(reader.at("choices"), *choices,
                               filled(LessonError::tr("an array of at least two choices")));
        } else if (choices->size() < 2) {
            checker_.wrongValue(reader.at("choices"), *choices,
                                filled(LessonError::tr("an array of at least two choices")),
                                filled(LessonError::tr("(it has %1)"), choices->size()));
        } else {
            for (std::size_t i = 0; i < choices->size(); ++i)
                if (const auto choice =
                        checker_.prose((*choices)[i], item(reader.at("choices"), i), false))
                    question.choices.push_back(qs(*choice));
        }
    }
    const auto count = static_cast<std::int64_t>(question.choices.size());
    if (const Json* answer =
            reader.get("answer", Need::Required,
                       QT_TRANSLATE_NOOP("atlas::LessonError", "the index of the right choice"))) {
        if (count >= 2) {
            if (const auto index =
                    checker_.integer(*answer, reader.at("answer"), 0, count - 1,
                                     QT_TRANSLATE_NOOP("atlas::LessonError",
                                                       "an index into choices, counting from 0")))
                question.answer = static_cast<int>(*index);
        } else if (!answer->is_number_integer()) {
            checker_.wrongType(reader.at("answer"), *answer,
                               filled(LessonError::tr("the index of the right choice")));
        }
    }
    return question;
}

} // namespace atlas
