#include "LessonCli.h"

#include "lab/Lab.h"
#include "lab/LabError.h"
#include "lesson/LessonLibrary.h"
#include "lesson/LessonLoader.h"
#include "lesson/ScenarioPlayer.h"

#include <cstdio>

namespace atlas {
namespace {

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

// Returns the number of failed expectations (refused commands count as one).
int playScenario(const Scenario& scenario)
{
    out(QStringLiteral("== Scenario %1: %2").arg(scenario.id, scenario.title));
    if (!scenario.summary.isEmpty())
        out(indent(scenario.summary, QStringLiteral("   ")));
    Lab lab;
    ScenarioPlayer player(lab, scenario);
    try {
        player.restart();
    } catch (const LabError& error) {
        out(QStringLiteral("   setup refused: %1").arg(QString::fromUtf8(error.what())));
        return 1;
    }
    int failed = 0, checked = 0;
    while (!player.atEnd()) {
        const ScenarioStep& step = *player.nextStep();
        out(QStringLiteral("-- Step %1/%2: %3 %4")
                .arg(player.position() + 1)
                .arg(player.stepCount())
                .arg(step.command,
                     step.args.empty() ? QString() : QString::fromStdString(step.args.dump())));
        if (!step.narration.isEmpty())
            out(indent(step.narration, QStringLiteral("   | ")));
        const StepResult& r = player.step();
        if (!r.error.isEmpty()) {
            out(QStringLiteral("   refused: %1").arg(r.error));
            ++failed;
        }
        for (const auto& entry : r.entries)
            if (entry.kind != "command")
                out(QStringLiteral("   -> %1 %2: %3")
                        .arg(QString::fromStdString(entry.kind),
                             QString::fromStdString(entry.outcome),
                             QString::fromStdString(entry.detail)));
        for (const auto& e : r.expectations) {
            ++checked;
            failed += e.passed ? 0 : 1;
            out(QStringLiteral("   [%1] %2%3")
                    .arg(e.passed ? QStringLiteral("pass") : QStringLiteral("FAIL"), e.claim,
                         e.passed ? QString() : QStringLiteral(" (found %1)").arg(e.actual)));
            if (!e.message.isEmpty())
                out(QStringLiteral("          %1").arg(e.message));
        }
    }
    QStringList broken;
    for (const auto& v : lab.invariants())
        if (!v.holds)
            broken << QString::fromStdString(v.id);
    out(QStringLiteral("   invariants: %1")
            .arg(broken.isEmpty()
                     ? QStringLiteral("all hold")
                     : QStringLiteral("violated: ") + broken.join(QStringLiteral(", "))));
    out(QStringLiteral("   %1 of %2 expectations met\n").arg(checked - failed).arg(checked));
    return failed;
}

} // namespace

int playLessonCli(const QString& file, const QString& scenarioId)
{
    const LoadResult loaded = LessonLoader::load(file);
    if (!loaded.ok()) {
        printErrors(loaded);
        return 2;
    }
    const Lesson& lesson = loaded.lesson;
    out(QStringLiteral("Lesson %1: %2").arg(lesson.id, lesson.title));
    std::vector<const Scenario*> scenarios;
    for (const auto& s : lesson.scenarios)
        if (scenarioId.isEmpty() || s.id == scenarioId)
            scenarios.push_back(&s);
    if (scenarios.empty()) {
        QStringList ids;
        for (const auto& s : lesson.scenarios)
            ids << s.id;
        std::fprintf(stderr, "atlasmart-lab: %s has no scenario '%s'; it has: %s\n",
                     qPrintable(file), qPrintable(scenarioId),
                     qPrintable(ids.join(QStringLiteral(", "))));
        return 2;
    }
    int failed = 0;
    for (const Scenario* s : scenarios)
        failed += playScenario(*s);
    out(failed == 0 ? QStringLiteral("Every expectation was met.")
                    : QStringLiteral("%1 expectation(s) were not met.").arg(failed));
    return failed == 0 ? 0 : 1;
}

int listLessonsCli()
{
    int status = 0;
    for (const LoadResult& r : LessonLibrary::loadAll()) {
        if (!r.ok()) {
            out(QStringLiteral("%1: %2 error(s); run --validate on it")
                    .arg(r.file)
                    .arg(r.errors.size()));
            status = 1;
            continue;
        }
        out(QStringLiteral("%1  %2  (%3)").arg(r.lesson.id, r.lesson.title, r.file));
        for (const auto& s : r.lesson.scenarios)
            out(QStringLiteral("    scenario  %1  %2 (%3 steps)")
                    .arg(s.id, s.title)
                    .arg(s.steps.size()));
        for (const auto& q : r.lesson.knowledgeCheck)
            out(QStringLiteral("    question  %1  %2").arg(q.id, q.question));
    }
    return status;
}

int validateLessonCli(const QString& file)
{
    const LoadResult r = LessonLoader::load(file);
    if (r.ok()) {
        out(QStringLiteral("%1: no errors (%2 scenarios, %3 questions)")
                .arg(file)
                .arg(r.lesson.scenarios.size())
                .arg(r.lesson.knowledgeCheck.size()));
        return 0;
    }
    printErrors(r);
    std::fprintf(stderr, "%s: %zu error(s)\n", qPrintable(file), r.errors.size());
    return 1;
}

} // namespace atlas
