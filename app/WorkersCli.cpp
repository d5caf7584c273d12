#include "WorkersCli.h"

#include "CliOptions.h"
#include "workers/PgError.h"
#include "workers/WorkersRun.h"

#include <QCoreApplication>

#include <cstdio>
#include <limits>
#include <stdexcept>

namespace atlas {
namespace {

QString tr(const char* text)
{
    // "atlas": the context lupdate files a free tr() in namespace atlas under.
    return QCoreApplication::translate("atlas", text);
}

void printError(const QString& error)
{
    std::fprintf(stderr, "atlasmart-lab: %s\n", qPrintable(error));
}

bool readConfig(const CliOptions& o, WorkerConfig& c)
{
    const QCommandLineParser& p = o.parser;
    if (!p.isSet(o.store)) {
        printError(tr("--workers needs --store postgresql://USER@HOST:PORT/DB: the embedded "
                      "SQLite store runs one handler"));
        return false;
    }
    // What the workers do not have: no session file or journal (the run is
    // in PostgreSQL), no retry policy (the queue redelivers until acked),
    // no relay (the outbox rows are the result).
    for (const QCommandLineOption* option : {&o.db, &o.journal, &o.retry, &o.relayStrategy}) {
        if (p.isSet(*option)) {
            printError(tr("--%1 does not apply with --store: the workers keep their run in "
                          "PostgreSQL and redeliver every message until it is acked")
                           .arg(option->names().first()));
            return false;
        }
    }
    if (p.isSet(o.sagas)) {
        printError(tr("--sagas does not apply with --store: the workers run the order handlers, "
                      "not the order saga"));
        return false;
    }
    QString error;
    const auto url = ServerAddress::parse(p.value(o.store), &error, ServerAddress::User::Optional);
    if (!url) {
        printError(tr("--store '%1': %2 The embedded SQLite store is the default and needs no "
                      "--store.")
                       .arg(p.value(o.store), error));
        return false;
    }
    c.store = *url;
    std::uint64_t orders = 0, events = 0, workers = 0;
    if (!o.wholeNumber(o.seed, 0, std::numeric_limits<std::uint64_t>::max(), c.seed, error) ||
        !o.wholeNumber(o.orders, 1, 10'000'000, orders, error) ||
        !o.wholeNumber(o.events, 1, 100'000'000, events, error) ||
        !o.wholeNumber(o.workers, 1, 64, workers, error)) {
        printError(error);
        return false;
    }
    c.workers = static_cast<int>(workers);
    Json chaos{{"orders", orders}, {"events", events}};
    if (!o.chaosRates(chaos, error)) {
        printError(error);
        return false;
    }
    try {
        c.chaos = ChaosConfig::fromJson(chaos);
    } catch (const std::invalid_argument& refused) {
        printError(QString::fromUtf8(refused.what()));
        return false;
    }
    const auto strategy = handlerStrategyFromString(p.value(o.strategy).toStdString());
    if (!strategy) {
        printError(tr("--strategy has no choice '%1'. %2")
                       .arg(p.value(o.strategy), o.strategy.description()));
        return false;
    }
    c.strategy = *strategy;
    return true;
}

void printText(const WorkersReport& r)
{
    std::printf("AtlasMart chaos run on PostgreSQL: seed %llu, %llu orders, %llu events, %d "
                "workers, strategy %s\n",
                static_cast<unsigned long long>(r.seed), static_cast<unsigned long long>(r.orders),
                static_cast<unsigned long long>(r.events), r.workers, r.strategy.c_str());
    std::printf("  %-32s %s (schema %s)\n", "store", r.store.c_str(), r.schema.c_str());
    const auto line = [](const char* label, double value) {
        std::printf("  %-32s %.6g\n", label, value);
    };
    const auto count = [&](const char* label, std::uint64_t value) {
        line(label, static_cast<double>(value));
    };
    count("deliveries (published)", r.deliveries);
    count("duplicates injected", r.duplicatesInjected);
    count("handler attempts", r.attempts);
    count("redelivered, lease ran out", r.leaseExpiries);
    count("redelivered, nacked", r.nacks);
    count("late acks (ignored)", r.lateAcks);
    count("stopped by the inbox marker", r.markerDuplicates);
    count("stopped by the state guard", r.guardDuplicates);
    count("effects committed", r.effects);
    count("parked (needs review)", r.parked);
    count("serialization retries", r.serializationRetries);
    line("serialization retries / 1,000 ev", r.retriesPerThousandEvents());
    count("gave up on contention (nacked)", r.contentionNacks);
    line("seconds", r.seconds);
    line("events/s", r.eventsPerSecond());
    std::printf("Invariants\n");
    for (const auto& v : r.invariants) {
        std::printf("  %-10s %-28s %s\n", v.holds ? "[ok]" : "[VIOLATED]", v.id.c_str(),
                    v.title.c_str());
        if (v.holds)
            continue;
        std::printf("             %s:", v.explanation.c_str());
        for (std::size_t i = 0; i < v.offenders.size() && i < 5; ++i)
            std::printf(" %s", v.offenders[i].c_str());
        if (v.offenders.size() > 5)
            std::printf(" (+%zu more)", v.offenders.size() - 5);
        std::printf("\n");
    }
}

} // namespace

int runWorkersCli(const CliOptions& o)
{
    WorkerConfig config;
    if (!readConfig(o, config))
        return 2;
    WorkersReport report;
    try {
        report = WorkersRun::run(config);
    } catch (const std::invalid_argument& refused) {
        printError(QString::fromUtf8(refused.what()));
        return 2;
    } catch (const PgError& failure) {
        printError(QString::fromUtf8(failure.what()));
        return 3;
    }
    if (o.parser.isSet(o.json))
        std::printf("%s\n", report.toJson().dump(2).c_str());
    else
        printText(report);
    return report.holds() ? 0 : 1;
}

} // namespace atlas
