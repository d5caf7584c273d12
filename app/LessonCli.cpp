#include "LessonCli.h"

#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "lesson/LessonLibrary.h"
#include "lesson/reader/LessonLoader.h"
#include "lesson/player/ScenarioPlayer.h"

#include <QCoreApplication>

#include <cstdio>

namespace atlas {
namespace {

// The context of this file's messages in the translations.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(atlas::LessonCli)
};

void out(const QString& line)
{
    std::printf("%s\n", qPrintable(line));
}

QString indent(const QString& text, const QString& prefix)
{
    QString result;
    for (const QString& line : text.split(QLatin1Char('\n')))
        result += prefix + line + QLatin1Char('\n');
    result.chop(1);
    return result;
}

void printErrors(const LoadResult& result)
{
    for (const auto& error : result.errors)
        std::fprintf(stderr, "%s\n", qPrintable(error.toString()));
}

// One scenario as played, which the text and the JSON transcript both report.
struct PlayedScenario
{
    const Scenario* scenario = nullptr;
    QString setupRefused; // the Lab refused the setup, so no step ran
    std::vector<StepResult> steps;
    std::vector<InvariantVerdict> invariants;
    int checked = 0;
    int failed = 0;  // expectations not met
    int refused = 0; // steps (or the setup) the Lab refused
};

PlayedScenario play(const Scenario& scenario)
{
    PlayedScenario played;
    played.scenario = &scenario;
    Lab lab;
    ScenarioPlayer player(lab, scenario);
    try {
        player.restart();
    } catch (const LabError& error) {
        played.setupRefused = QString::fromUtf8(error.what());
        played.refused = 1;
        return played;
    }
    player.runToEnd();
    played.steps = player.results();
    for (const StepResult& r : played.steps) {
        played.refused += r.error.isEmpty() ? 0 : 1;
        for (const auto& e : r.expectations) {
            ++played.checked;
            played.failed += e.passed ? 0 : 1;
        }
    }
    played.invariants = lab.invariants();
    return played;
}

void printText(const PlayedScenario& played)
{
    const Scenario& scenario = *played.scenario;
    out(Text::tr("== Scenario %1: %2").arg(scenario.id, scenario.title));
    if (!scenario.summary.isEmpty())
        out(indent(scenario.summary, QStringLiteral("   ")));
    if (!played.setupRefused.isEmpty()) {
        out(Text::tr("   setup refused: %1\n").arg(played.setupRefused));
        return;
    }
    for (const StepResult& r : played.steps) {
        const ScenarioStep& step = scenario.steps[static_cast<std::size_t>(r.index)];
        out(Text::tr("-- Step %1/%2: %3 %4")
                .arg(r.index + 1)
                .arg(scenario.steps.size())
                .arg(step.command,
                     step.args.empty() ? QString() : QString::fromStdString(step.args.dump())));
        if (!step.narration.isEmpty())
            out(indent(step.narration, QStringLiteral("   | ")));
        if (!r.error.isEmpty())
            out(Text::tr("   refused: %1").arg(r.error));
        for (const auto& entry : r.entries)
            if (entry.kind != "command")
                out(QStringLiteral("   -> %1 %2: %3")
                        .arg(QString::fromStdString(entry.kind),
                             QString::fromStdString(entry.outcome),
                             QString::fromStdString(entry.detail)));
        for (const auto& e : r.expectations) {
            out(QStringLiteral("   [%1] %2%3")
                    .arg(e.passed ? Text::tr("pass") : Text::tr("FAIL"), e.claim,
                         e.passed ? QString() : Text::tr(" (found %1)").arg(e.actual)));
            if (!e.message.isEmpty())
                out(QStringLiteral("          %1").arg(e.message));
        }
    }
    QStringList broken;
    for (const auto& v : played.invariants)
        if (!v.holds)
            broken << QString::fromStdString(v.id);
    out(Text::tr("   invariants: %1")
            .arg(broken.isEmpty()
                     ? Text::tr("all hold")
                     : Text::tr("violated: %1").arg(broken.join(QStringLiteral(", ")))));
    out(Text::tr("   %1 of %n expectation(s) met%2\n", nullptr, played.checked)
            .arg(played.checked - played.failed)
            .arg(played.refused == 0 ? QString()
                                     : Text::tr("; %n step(s) refused", nullptr, played.refused)));
}

Json orNull(const QString& text)
{
    return text.isEmpty() ? Json(nullptr) : Json(text.toStdString());
}

Json toJson(const PlayedScenario& played)
{
    const Scenario& scenario = *played.scenario;
    Json steps = Json::array();
    for (const StepResult& r : played.steps) {
        Json entries = Json::array();
        for (const auto& entry : r.entries)
            entries.push_back(
                Json{{"kind", entry.kind}, {"outcome", entry.outcome}, {"detail", entry.detail}});
        Json expectations = Json::array();
        for (const auto& e : r.expectations)
            expectations.push_back(Json{{"claim", e.claim.toStdString()},
                                        {"passed", e.passed},
                                        {"actual", e.actual.toStdString()},
                                        {"message", e.message.toStdString()}});
        steps.push_back(Json{{"step", r.index + 1},
                             {"command", r.command.toStdString()},
                             {"args", scenario.steps[static_cast<std::size_t>(r.index)].args},
                             {"refused", orNull(r.error)},
                             {"entries", entries},
                             {"expectations", expectations}});
    }
    Json invariants = Json::array();
    for (const auto& v : played.invariants)
        invariants.push_back(Json{{"id", v.id},
                                  {"title", v.title},
                                  {"holds", v.holds},
                                  {"offenders", v.offenders},
                                  {"explanation", v.explanation}});
    return Json{{"id", scenario.id.toStdString()},
                {"title", scenario.title.toStdString()},
                {"setupRefused", orNull(played.setupRefused)},
                {"steps", steps},
                {"invariants", invariants},
                {"expectations", played.checked},
                {"failed", played.failed},
                {"refused", played.refused}};
}

} // namespace

int playLessonCli(const QString& file, const QString& scenarioId, bool json)
{
    const LoadResult loaded = LessonLoader::load(file);
    if (!loaded.ok()) {
        printErrors(loaded);
        return 2;
    }
    const Lesson& lesson = loaded.lesson;
    if (!json)
        out(Text::tr("Lesson %1: %2").arg(lesson.id, lesson.title));
    std::vector<const Scenario*> scenarios;
    for (const auto& s : lesson.scenarios)
        if (scenarioId.isEmpty() || s.id == scenarioId)
            scenarios.push_back(&s);
    if (scenarios.empty()) {
        QStringList ids;
        for (const auto& s : lesson.scenarios)
            ids << s.id;
        std::fprintf(stderr, "atlasmart-lab: %s\n",
                     qPrintable(Text::tr("%1 has no scenario '%2'; it has: %3")
                                    .arg(file, scenarioId, ids.join(QStringLiteral(", ")))));
        return 2;
    }
    int failed = 0, checked = 0, refused = 0;
    Json played = Json::array();
    for (const Scenario* s : scenarios) {
        const PlayedScenario p = play(*s);
        failed += p.failed;
        checked += p.checked;
        refused += p.refused;
        if (json)
            played.push_back(toJson(p));
        else
            printText(p);
    }
    if (json) {
        const Json transcript{
            {"lesson", Json{{"id", lesson.id.toStdString()},
                            {"title", lesson.title.toStdString()},
                            {"file", file.toStdString()}}},
            {"scenarios", played},
            {"summary",
             Json{{"scenarios", scenarios.size()},
                  {"expectations", checked},
                  {"failed", failed},
                  {"refused", refused}}}};
        // A stray byte in a detail must not cost the whole transcript.
        std::printf("%s\n", transcript.dump(2, ' ', false, Json::error_handler_t::replace).c_str());
    } else {
        QStringList trouble;
        if (failed > 0)
            trouble << Text::tr("%n expectation(s) were not met", nullptr, failed);
        if (refused > 0)
            trouble << Text::tr("%n step(s) were refused", nullptr, refused);
        out(trouble.isEmpty() ? Text::tr("Every expectation was met.")
                              : trouble.join(QStringLiteral("; ")) + QLatin1Char('.'));
    }
    return failed == 0 && refused == 0 ? 0 : 1;
}

int listLessonsCli()
{
    int status = 0;
    for (const LoadResult& r : LessonLibrary::loadAll()) {
        if (!r.ok()) {
            out(Text::tr("%1: %n error(s); run --validate on it", nullptr,
                         static_cast<int>(r.errors.size()))
                    .arg(r.file));
            status = 1;
            continue;
        }
        out(QStringLiteral("%1  %2  (%3)").arg(r.lesson.id, r.lesson.title, r.file));
        for (const auto& s : r.lesson.scenarios)
            out(Text::tr("    scenario  %1  %2 (%n step(s))", nullptr,
                         static_cast<int>(s.steps.size()))
                    .arg(s.id, s.title));
        for (const auto& q : r.lesson.knowledgeCheck)
            out(Text::tr("    question  %1  %2").arg(q.id, q.question));
    }
    return status;
}

int validateLessonCli(const QString& file)
{
    const LoadResult r = LessonLoader::load(file);
    if (r.ok()) {
        out(Text::tr("%1: no errors (%2, %3)")
                .arg(file,
                     Text::tr("%n scenario(s)", nullptr,
                              static_cast<int>(r.lesson.scenarios.size())),
                     Text::tr("%n question(s)", nullptr,
                              static_cast<int>(r.lesson.knowledgeCheck.size()))));
        return 0;
    }
    printErrors(r);
    std::fprintf(
        stderr, "%s\n",
        qPrintable(
            Text::tr("%1: %n error(s)", nullptr, static_cast<int>(r.errors.size())).arg(file)));
    return 1;
}

} // namespace atlas
