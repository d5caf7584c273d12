// Throughput of the whole Lab (channel, handlers, outbox relay, invariants,
// metrics) on a chaos run: 100,000 events over 50,000 orders with 10%
// duplicates, 5% reorders and 2% lost acks, in memory and on a WAL file.
//
//   bench_chaos                         both modes, each in its own process
//   bench_chaos --mode memory|file      one mode
//   [--events N] [--orders M] [--seed S]
//   [--heap-dump FILE]                  jemalloc's heap profile at the end of
//                                       the run (MALLOC_CONF=prof:true)
//
// Prints events/s for each 10% slice too: the cost of an event must not grow
// with the length of the run. Rates come twice: by wall clock, and by the
// process's CPU time (cpu_*), which other processes on a busy machine do not
// disturb. allocations_per_event counts jemalloc's allocations in the timed
// run, and faults_per_event its minor page faults: figures no noise changes.
// kernel_us_per_event is the process's CPU time in the kernel (the heap's
// page faults; in file mode the session writer's writes too).

#include "BenchSupport.h"

#include "lab/Lab.h"
#include "lab/chaos/ChaosRun.h"
#include "lab/timeline/Journal.h"
#include "session/SessionFile.h"
#include "session/SessionRecorder.h"
#include "store/DocumentStore.h"
#include "store/json/JsonText.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>
#include <ctime>
#include <vector>

using namespace atlas;
using namespace atlas::bench;

namespace {

double cpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

int runMode(const QString& mode, qulonglong events, qulonglong orders, qulonglong seed,
            const QString& heapDump)
{
    QTemporaryDir dir;
    Lab::Options options;
    options.seed = seed;
    options.journalRetention = 10'000; // what the CLI keeps; the rest is streamed or dropped
    Lab lab(options);
    // The file mode records a session as the CLI's --db does: one SQLite
    // transaction per slice of 1,000 events.
    std::unique_ptr<SessionRecorder> recorder;
    if (mode == QStringLiteral("file"))
        recorder = std::make_unique<SessionRecorder>(
            lab, SessionFile::create(dir.filePath(QStringLiteral("chaos.atlaslab")), seed), true);
    const Json args{{"orders", orders},
                    {"events", events},
                    {"duplicateRate", 0.10},
                    {"reorderRate", 0.05},
                    {"lostAckRate", 0.02}};
    ChaosRun run(lab, ChaosConfig::fromJson(args));
    // The run's write share, for bench_sqlite_reference to match: document
    // writes per event and their size, journal entries per event and theirs.
    std::uint64_t documentWrites = 0;
    QObject::connect(&lab.store(), &DocumentStore::committed,
                     [&](const CommitInfo& commit) { documentWrites += commit.changes.size(); });
    // Simulated commits are not SQLite commits: the recorder writes the
    // session file once per command and once per chaos slice (at most).
    std::uint64_t sessionCommits = 0;
    if (recorder) {
        QObject::connect(&lab, &Lab::checkpointReached, [&] { ++sessionCommits; });
        QObject::connect(&lab, &Lab::commandExecuted, [&] { ++sessionCommits; });
    }

    std::vector<double> sliceRates, cpuSliceRates;
    const qulonglong slice = std::max<qulonglong>(1, events / 10);
    QElapsedTimer total;
    total.start();
    const double cpuStart = cpuSeconds();
    const double kernelStart = kernelSeconds();
    const std::uint64_t allocationsStart = allocationRequests();
    const std::uint64_t faultsStart = minorFaults();
    while (!run.publishingDone()) {
        QElapsedTimer t;
        t.start();
        const double cpu = cpuSeconds();
        std::uint64_t done = 0;
        for (std::uint64_t part = 0; part < slice && !run.publishingDone(); part += 1000) {
            done += run.step(std::min<std::uint64_t>(1000, slice - part));
            if (recorder)
                lab.noteChaosProgress(args, run.published());
        }
        sliceRates.push_back(static_cast<double>(done) /
                             (static_cast<double>(t.nsecsElapsed()) / 1e9));
        cpuSliceRates.push_back(static_cast<double>(done) / (cpuSeconds() - cpu));
    }
    run.finish();
    lab.logCompletedChaos(args);
    if (recorder && !recorder->isRecording()) {
        std::fprintf(stderr, "bench_chaos: %s\n", qPrintable(recorder->lastError()));
        return 1;
    }
    const double seconds = static_cast<double>(total.nsecsElapsed()) / 1e9;
    const double cpuTotal = cpuSeconds() - cpuStart;
    const double kernelTotal = kernelSeconds() - kernelStart;
    const std::uint64_t allocations = allocationRequests() - allocationsStart;
    const std::uint64_t faults = minorFaults() - faultsStart;
    const HeapFootprint heap = heapFootprint();
    // The run's peak: the listing below parses every document once more.
    const long peakRss = peakRssMiB();
    if (!heapDump.isEmpty()) // what the run holds, before the listing below adds to it
        dumpHeapProfile("bench_chaos", heapDump);
    bool holds = true;
    for (const auto& v : lab.invariants())
        holds = holds && v.holds;
    std::size_t documents = 0, documentBytes = 0, journalBytes = 0;
    for (const auto& name : lab.store().collections())
        for (const auto& doc : lab.store().list(name)) {
            ++documents;
            documentBytes += toJsonText(doc->data).size();
        }
    for (const auto& entry : lab.journal().entries())
        journalBytes += Journal::toJsonLine(entry).size();
    std::printf("RESULT mode=%s events=%llu seconds=%.2f events_per_s=%.0f peak_rss_mib=%ld "
                "invariants=%s slices=",
                qPrintable(mode), events, seconds, static_cast<double>(events) / seconds, peakRss,
                holds ? "hold" : "VIOLATED");
    for (std::size_t i = 0; i < sliceRates.size(); ++i)
        std::printf("%s%.0f", i ? "," : "", sliceRates[i]);
    std::printf(" cpu_seconds=%.2f cpu_events_per_s=%.0f cpu_slices=", cpuTotal,
                static_cast<double>(events) / cpuTotal);
    for (std::size_t i = 0; i < cpuSliceRates.size(); ++i)
        std::printf("%s%.0f", i ? "," : "", cpuSliceRates[i]);
    const auto perEvent = [&](double total) { return total / static_cast<double>(events); };
    std::printf(
        " docs_per_event=%.3f doc_bytes=%.0f journal_per_event=%.3f journal_bytes=%.0f "
        "store_commits_per_event=%.3f sqlite_commits_per_event=%.4f page_size=%d "
        "journal_row_bytes=%zu "
        "allocations_per_event=%.1f faults_per_event=%.3f kernel_us_per_event=%.2f "
        "heap_allocated_mib=%zu heap_resident_mib=%zu\n",
        perEvent(static_cast<double>(documentWrites)),
        documents ? static_cast<double>(documentBytes) / documents : 0.0,
        perEvent(static_cast<double>(lab.journal().total())),
        lab.journal().size() ? static_cast<double>(journalBytes) / lab.journal().size() : 0.0,
        perEvent(static_cast<double>(lab.store().commitSequence())),
        perEvent(static_cast<double>(sessionCommits)), recorder ? SessionFile::kPageSize : 0,
        recorder ? SessionFile::kJournalRowBytes : std::size_t{0},
        perEvent(static_cast<double>(allocations)), perEvent(static_cast<double>(faults)),
        perEvent(kernelTotal) * 1e6, heap.allocated >> 20, heap.resident >> 20);
    return holds ? 0 : 1;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption mode(QStringLiteral("mode"), QStringLiteral("memory or file"),
                                  QStringLiteral("MODE"));
    const RunSizeOptions size(QStringLiteral("100000"), QStringLiteral("50000"));
    const QCommandLineOption heapDump(QStringLiteral("heap-dump"),
                                      QStringLiteral("write jemalloc's heap profile at the end"),
                                      QStringLiteral("FILE"));
    parser.addOptions({mode, heapDump});
    size.addTo(parser);
    parser.process(app);
    const RunSize run = size.read(parser);
    const auto n = run.events;
    const auto m = run.orders;
    const auto s = run.seed;
    if (parser.isSet(mode))
        return runMode(parser.value(mode), n, m, s, parser.value(heapDump));

    std::printf("chaos run: %llu events over %llu orders, 10%% duplicates, 5%% reorders, 2%% lost "
                "acks, seed %llu\n",
                n, m, s);
    int status = 0;
    for (const QString& child : {QStringLiteral("memory"), QStringLiteral("file")}) {
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.start(QCoreApplication::applicationFilePath(),
                QStringList{QStringLiteral("--mode"), child} + run.arguments());
        p.waitForFinished(-1);
        std::printf("%s", p.readAllStandardOutput().constData());
        status |= p.exitCode();
    }
    return status;
}
