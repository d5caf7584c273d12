// The explorer as a benchmark: for Chapter 10's lab-run scenario (the correct
// strategies, so the whole bounded space is searched) with K = 1, 2 and 3
// faults of every kind, the states explored per second, the distinct states
// and the peak RSS; then the whole crash-point matrix.
//
//   bench_explore [--lesson FILE] [--scenario ID] [--max-k K] [--threads N]

#include "BenchSupport.h"

#include "explore/CrashMatrix.h"
#include "explore/Explorer.h"
#include "lesson/reader/LessonLoader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>

using namespace atlas;
using namespace atlas::bench;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption lesson(
        QStringLiteral("lesson"), QStringLiteral("Lesson file."), QStringLiteral("FILE"),
        QStringLiteral(ATLASLAB_SOURCE_DIR "/lessons/chapter10-idempotency.json"));
    const QCommandLineOption scenario(QStringLiteral("scenario"), QStringLiteral("Scenario id."),
                                      QStringLiteral("ID"), QStringLiteral("ch10-lab-run"));
    const QCommandLineOption maxK(QStringLiteral("max-k"), QStringLiteral("Largest K (default 3)."),
                                  QStringLiteral("K"), QStringLiteral("3"));
    const QCommandLineOption threads(QStringLiteral("threads"),
                                     QStringLiteral("Worker threads (default 2)."),
                                     QStringLiteral("N"), QStringLiteral("2"));
    parser.addOptions({lesson, scenario, maxK, threads});
    parser.process(app);

    const LoadResult loaded = LessonLoader::load(parser.value(lesson));
    const Scenario* s = loaded.lesson.scenario(parser.value(scenario));
    if (!loaded.ok() || !s) {
        std::fprintf(stderr, "bench_explore: cannot load the scenario\n");
        return 2;
    }
    std::printf("Explorer on %s (inbox-in-transaction, outbox-with-provider-key, every fault "
                "kind), %d thread(s)\n",
                qPrintable(s->id), parser.value(threads).toInt());
    std::printf("%3s %10s %10s %8s %6s %10s %8s %s\n", "K", "explored", "distinct", "settled",
                "depth", "seconds", "states/s", "peak RSS");
    for (int k = 1; k <= parser.value(maxK).toInt(); ++k) {
        ExploreOptions options;
        options.maxFaults = k;
        options.threads = parser.value(threads).toInt();
        const Explorer explorer(
            ExploreWorld::fromScenario(*s, "inbox-in-transaction", "outbox-with-provider-key"),
            options);
        const ExploreResult r = explorer.run();
        std::printf("%3d %10zu %10zu %8zu %6d %10.2f %8.0f %ld MiB%s\n", k, r.explored, r.distinct,
                    r.settledStates, r.depth, r.seconds, r.explored / r.seconds, peakRssMiB(),
                    r.violated ? "  (violation!)" : "");
        std::fflush(stdout);
    }
    QElapsedTimer timer;
    timer.start();
    const auto cells = CrashMatrix::run(parser.value(threads).toInt());
    std::size_t explored = 0;
    for (const MatrixCell& c : cells)
        explored += c.result.explored;
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    std::printf("matrix: %zu cells, %zu states, %.2f s wall, %.0f states/s, peak RSS %ld MiB\n",
                cells.size(), explored, seconds, explored / seconds, peakRssMiB());
    return 0;
}
