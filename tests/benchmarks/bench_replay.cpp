// What one small world costs to rebuild: a new Lab, then a lesson scenario's
// setup and steps as Lab commands (the counterexample explorer rebuilds worlds
// this way thousands of times). By default the Chapter 10 `ch10-lab-run`
// scenario: reset, its setup commands and every step's command.
//
//   bench_replay [--rounds N] [--lesson FILE] [--scenario ID] [--check]
//                [--prefix K]   only the first K commands (0: a new Lab alone)
//
// Prints µs per replay (median and range over rounds of 200 replays each, by
// the process's CPU time, which other processes on a busy machine do not
// disturb; building and destroying each world counted) and the journal's digest, so two builds can be compared for
// determinism too. --check also evaluates each step's expectations, as the
// lesson player does.

#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "lesson/checker/ExpectationChecker.h"
#include "lesson/reader/LessonLoader.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <memory>
#include <string>
#include <vector>

using namespace atlas;

namespace {

double cpuMicros()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) / 1e3;
}

struct Replay
{
    std::vector<LabCommand> commands;
    const Scenario* scenario = nullptr;
    std::size_t setupCount = 0;
};

// Plays the commands into a new Lab.
std::unique_ptr<Lab> replayOnce(const Replay& replay, bool check, int* failed)
{
    auto lab = std::make_unique<Lab>();
    for (std::size_t i = 0; i < replay.commands.size(); ++i) {
        const std::uint64_t before = lab->journal().total();
        lab->execute(replay.commands[i]);
        if (check && i >= replay.setupCount)
            for (const auto& e : replay.scenario->steps[i - replay.setupCount].expectations)
                if (!ExpectationChecker::check(*lab, e, before).passed)
                    ++*failed;
    }
    return lab;
}

// The journal's lines, hashed: two replays (or two builds) that digest alike
// journaled alike.
std::uint64_t digest(const Lab& lab)
{
    std::uint64_t h = 1469598103934665603ULL; // FNV-1a
    for (const auto& entry : lab.journal().entries())
        for (const char c : Journal::toJsonLine(entry)) {
            h ^= static_cast<unsigned char>(c);
            h *= 1099511628211ULL;
        }
    return h;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption roundsOpt(QStringLiteral("rounds"), QStringLiteral("Rounds."),
                                       QStringLiteral("n"), QStringLiteral("15"));
    const QCommandLineOption lessonOpt(
        QStringLiteral("lesson"), QStringLiteral("Lesson file."), QStringLiteral("file"),
        QStringLiteral(ATLASLAB_LESSONS_DIR "/chapter10-idempotency.json"));
    const QCommandLineOption scenarioOpt(QStringLiteral("scenario"), QStringLiteral("Scenario."),
                                         QStringLiteral("id"), QStringLiteral("ch10-lab-run"));
    const QCommandLineOption checkOpt(QStringLiteral("check"),
                                      QStringLiteral("Evaluate expectations too."));
    const QCommandLineOption prefixOpt(QStringLiteral("prefix"),
                                       QStringLiteral("Replay only the first K commands."),
                                       QStringLiteral("K"));
    parser.addOptions({roundsOpt, lessonOpt, scenarioOpt, checkOpt, prefixOpt});
    parser.process(app);

    const LoadResult loaded = LessonLoader::load(parser.value(lessonOpt));
    const Scenario* scenario = loaded.ok() ? loaded.lesson.scenario(parser.value(scenarioOpt))
                                           : nullptr;
    if (!scenario) {
        std::fprintf(stderr, "cannot load scenario %s from %s\n",
                     qPrintable(parser.value(scenarioOpt)), qPrintable(parser.value(lessonOpt)));
        return 1;
    }
    Replay replay;
    replay.scenario = scenario;
    for (const Json& c : scenario->setup.commands())
        replay.commands.push_back(
            LabCommand{c.at("command").get<std::string>(), c.value("args", Json::object())});
    if (scenario->setup.autoRelay)
        replay.commands.push_back(
            LabCommand{"setAutoRelay", Json{{"enabled", *scenario->setup.autoRelay}}});
    replay.setupCount = replay.commands.size();
    for (const auto& step : scenario->steps)
        replay.commands.push_back(LabCommand{step.command.toStdString(), step.args});

    if (parser.isSet(prefixOpt))
        replay.commands.resize(
            std::min<std::size_t>(replay.commands.size(), parser.value(prefixOpt).toULongLong()));
    const bool check = parser.isSet(checkOpt);
    const int rounds = std::max(1, parser.value(roundsOpt).toInt());
    constexpr int kPerRound = 200;
    int failed = 0;
    const std::uint64_t expected = digest(*replayOnce(replay, check, &failed)); // warm-up
    std::vector<double> perReplay;
    for (int r = 0; r < rounds; ++r) {
        // Every round's last world is checked after its time is taken.
        std::unique_ptr<Lab> last;
        const double start = cpuMicros();
        for (int i = 0; i < kPerRound; ++i) {
            last.reset();
            last = replayOnce(replay, check, &failed);
        }
        perReplay.push_back((cpuMicros() - start) / kPerRound);
        if (digest(*last) != expected) {
            std::fprintf(stderr, "replays differ: the run is not deterministic\n");
            return 1;
        }
    }
    std::sort(perReplay.begin(), perReplay.end());
    std::printf("scenario %s: %zu commands (%zu setup)%s\n", qPrintable(scenario->id),
                replay.commands.size(), replay.setupCount, check ? ", expectations checked" : "");
    std::printf("cpu_us_per_replay median %.1f  range %.1f-%.1f  (%d rounds of %d)\n",
                perReplay[perReplay.size() / 2], perReplay.front(), perReplay.back(), rounds,
                kPerRound);
    std::printf("replays_per_s %.0f\n", 1e6 / perReplay[perReplay.size() / 2]);
    std::printf("journal_digest %016llx\n", static_cast<unsigned long long>(expected));
    if (check && failed > 0) {
        std::fprintf(stderr, "%d expectation checks failed\n", failed);
        return 1;
    }
    return 0;
}
