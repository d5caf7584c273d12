// One chaos run on every store the lab has: the embedded SQLite store in
// memory and on a WAL file (the Lab's chaos path, one handler), and
// PostgreSQL with 1, 2 and 4 concurrent workers (a throw-away server of its
// own, PgTestCluster). Prints events/s, serialization retries per 1,000
// events and the lab process's peak RSS (the server's memory is not in it),
// one process per row so each peak is its own.
//
//   bench_workers [--events N] [--orders M] [--seed S]
//   bench_workers --row sqlite-memory|sqlite-wal|postgresql --workers K --store URL
//
// Same stream everywhere: 10% duplicates, 5% reorders, 2% lost acks.

#include "BenchSupport.h"

#include "PgTestCluster.h"
#include "lab/Lab.h"
#include "lab/chaos/ChaosRun.h"
#include "session/SessionFile.h"
#include "session/SessionRecorder.h"
#include "workers/PgError.h"
#include "workers/WorkersRun.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cstdio>

using namespace atlas;
using namespace atlas::bench;

namespace {

Json chaosArgs(qulonglong events, qulonglong orders)
{
    return Json{{"orders", orders},
                {"events", events},
                {"duplicateRate", 0.10},
                {"reorderRate", 0.05},
                {"lostAckRate", 0.02}};
}

void printRow(double eventsPerSecond, double retriesPer1000, bool holds)
{
    std::printf("ROW events_per_s=%.0f retries_per_1000=%.1f peak_rss_mib=%ld invariants=%s\n",
                eventsPerSecond, retriesPer1000, peakRssMiB(), holds ? "hold" : "VIOLATED");
}

int runSqlite(bool wal, qulonglong events, qulonglong orders, qulonglong seed)
{
    QTemporaryDir dir;
    Lab::Options options;
    options.seed = seed;
    options.journalRetention = 10'000; // as the CLI
    Lab lab(options);
    std::unique_ptr<SessionRecorder> recorder;
    if (wal)
        recorder = std::make_unique<SessionRecorder>(
            lab, SessionFile::create(dir.filePath(QStringLiteral("chaos.atlaslab")), seed), true);
    const Json args = chaosArgs(events, orders);
    QElapsedTimer timer;
    timer.start();
    ChaosRun run(lab, ChaosConfig::fromJson(args));
    while (!run.publishingDone()) {
        run.step(1000);
        if (recorder)
            lab.noteChaosProgress(args, run.published());
    }
    run.finish();
    lab.logCompletedChaos(args);
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    bool holds = true;
    for (const auto& v : lab.invariants())
        holds = holds && v.holds;
    printRow(static_cast<double>(events) / seconds, 0, holds);
    return holds ? 0 : 1;
}

int runPostgres(const QString& url, int workers, qulonglong events, qulonglong orders,
                qulonglong seed)
{
    QString error;
    WorkerConfig config;
    config.store = *ServerAddress::parse(url, &error, ServerAddress::User::Optional);
    config.seed = seed;
    config.chaos = ChaosConfig::fromJson(chaosArgs(events, orders));
    config.workers = workers;
    try {
        const WorkersReport r = WorkersRun::run(config);
        printRow(r.eventsPerSecond(), r.retriesPerThousandEvents(), r.holds());
        return r.holds() ? 0 : 1;
    } catch (const PgError& failure) {
        std::fprintf(stderr, "bench_workers: %s\n", failure.what());
        return 3;
    }
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption row(QStringLiteral("row"), QStringLiteral("one row"),
                                 QStringLiteral("STORE"));
    const QCommandLineOption store(QStringLiteral("store"), QStringLiteral("PostgreSQL URL"),
                                   QStringLiteral("URL"));
    const QCommandLineOption workers(QStringLiteral("workers"), QStringLiteral("workers"),
                                     QStringLiteral("K"), QStringLiteral("1"));
    const RunSizeOptions size(QStringLiteral("10000"), QStringLiteral("2500"));
    parser.addOptions({row, store, workers});
    size.addTo(parser);
    parser.process(app);
    const RunSize run = size.read(parser);
    const auto n = run.events;
    const auto m = run.orders;
    const auto s = run.seed;
    if (parser.isSet(row)) {
        const QString which = parser.value(row);
        if (which == QStringLiteral("postgresql"))
            return runPostgres(parser.value(store), parser.value(workers).toInt(), n, m, s);
        return runSqlite(which == QStringLiteral("sqlite-wal"), n, m, s);
    }

    PgTestCluster cluster;
    if (!cluster.ok()) {
        std::fprintf(stderr, "bench_workers: %s\n", qPrintable(cluster.error()));
        return 3;
    }
    std::printf("chaos run: %llu events over %llu orders, 10%% duplicates, 5%% reorders, 2%% lost "
                "acks, seed %llu; PostgreSQL %s (fsync off)\n\n",
                n, m, s, qPrintable(cluster.url()));
    std::printf("%-26s %10s %22s %14s %11s\n", "store", "events/s", "serialization retries",
                "peak RSS MiB", "invariants");
    std::printf("%-26s %10s %22s %14s %11s\n", "", "", "per 1,000 events", "", "");
    struct Row
    {
        const char* label;
        const char* store;
        int workers;
    };
    const Row rows[] = {
        {"SQLite in memory (1)", "sqlite-memory", 1}, {"SQLite WAL file (1)", "sqlite-wal", 1},
        {"PostgreSQL, 1 worker", "postgresql", 1},    {"PostgreSQL, 2 workers", "postgresql", 2},
        {"PostgreSQL, 4 workers", "postgresql", 4},
    };
    const QRegularExpression figures(QStringLiteral(
        "events_per_s=(\\S+) retries_per_1000=(\\S+) peak_rss_mib=(\\S+) invariants=(\\S+)"));
    int status = 0;
    for (const Row& r : rows) {
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.start(QCoreApplication::applicationFilePath(),
                QStringList{QStringLiteral("--row"), QLatin1String(r.store),
                            QStringLiteral("--workers"), QString::number(r.workers),
                            QStringLiteral("--store"), cluster.url()} +
                    run.arguments());
        p.waitForFinished(-1);
        const auto match = figures.match(QString::fromUtf8(p.readAllStandardOutput()));
        status |= p.exitCode();
        if (!match.hasMatch()) {
            std::printf("%-26s failed (exit %d)\n", r.label, p.exitCode());
            continue;
        }
        const bool sqlite = QLatin1String(r.store).startsWith(QLatin1String("sqlite"));
        std::printf("%-26s %10s %22s %14s %11s\n", r.label, qPrintable(match.captured(1)),
                    sqlite ? "- (one handler)" : qPrintable(match.captured(2)),
                    qPrintable(match.captured(3)), qPrintable(match.captured(4)));
        std::fflush(stdout);
    }
    return status;
}
