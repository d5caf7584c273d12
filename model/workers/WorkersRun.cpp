#include "WorkersRun.h"

#include "LeaseQueue.h"
#include "PgOrderHandler.h"
#include "PgSchema.h"
#include "PgSession.h"
#include "ReferenceRun.h"
#include "WorkerPool.h"
#include "WorkerStream.h"
#include "WorkersVerdict.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>

#include <stdexcept>
#include <unistd.h>

namespace atlas {
namespace {

// Unique among runs on one server: seed, process, start time, and a count
// for several runs in one process.
QString runTag(std::uint64_t seed)
{
    static QAtomicInteger<quint64> runs;
    return QStringLiteral("s%1_p%2_t%3_%4")
        .arg(seed)
        .arg(::getpid())
        .arg(QDateTime::currentMSecsSinceEpoch())
        .arg(runs.fetchAndAddRelaxed(1));
}

void tally(WorkersReport& r, const AttemptRecord& record)
{
    const AttemptOutcome& o = record.outcome;
    ++r.attempts;
    r.serializationRetries += static_cast<std::uint64_t>(o.serializationRetries);
    if (o.action == "duplicate")
        ++r.markerDuplicates;
    else if (o.action == "already-completed" || o.action == "already-exists")
        ++r.guardDuplicates;
    else if (o.action == "parked")
        ++r.parked;
    else if (o.action == "crash")
        ++r.crashes;
    if (o.code == "CONTENTION")
        ++r.contentionNacks;
    if (o.committed && o.effect)
        ++r.effects;
    if (o.reply == AttemptOutcome::Reply::Died)
        ++r.workersDied;
}

} // namespace

WorkersReport WorkersRun::run(const WorkerConfig& config)
{
    const auto refuse = [](const char* text) {
        throw std::invalid_argument(QCoreApplication::translate("WorkersRun", text).toStdString());
    };
    if (!PgOrderHandler::supports(config.strategy))
        refuse("with --workers the strategy must be inbox-in-transaction, event-id-only or "
               "no-dedup: the others commit twice per event, which the workers do not model");
    if (config.workers < 1)
        refuse("at least one worker is needed");
    if (config.kill && (config.workers < 2 || config.kill->worker >= config.workers))
        refuse("a worker can be made to die only when another one is left to take its message");

    PgSession control(config.store, QStringLiteral("atlas-workers-control-") + runTag(config.seed));
    const QString schema = PgSchema::nameFor(runTag(config.seed));
    PgSchema::create(control, schema);

    const WorkerStream stream(config.seed, config.chaos);
    LeaseQueue queue(stream.deliveries(), config.lease);
    WorkerPool pool(config, schema, stream, queue);
    QElapsedTimer timer;
    timer.start();
    pool.run();
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    if (pool.error())
        throw *pool.error();

    WorkersReport report;
    report.store = config.store.display().toStdString();
    report.schema = schema.toStdString();
    report.strategy = std::string(toString(config.strategy));
    report.workers = config.workers;
    report.seed = config.seed;
    report.orders = config.chaos.orders;
    report.events = config.chaos.events;
    report.deliveries = stream.deliveries().size();
    report.duplicatesInjected = stream.duplicates();
    report.leaseExpiries = queue.expiries();
    report.nacks = queue.nacks();
    report.lateAcks = queue.lateAcks();
    report.seconds = seconds;
    report.log = pool.attempts();
    for (const auto& record : report.log)
        tally(report, record);
    report.invariants = WorkersVerdict::check(control, ReferenceRun::of(stream));
    return report;
}

} // namespace atlas
