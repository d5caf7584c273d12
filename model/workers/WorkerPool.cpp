#include "WorkerPool.h"

#include "LeaseQueue.h"
#include "PgError.h"
#include "PgOrderHandler.h"
#include "PgSession.h"
#include "WorkerStream.h"

#include <QAtomicInteger>

#include <mutex>
#include <thread>

namespace atlas {
namespace {

// Connection names are process-wide; runs in one process must not share one.
QString connectionName(int worker)
{
    static QAtomicInteger<quint64> runs;
    return QStringLiteral("atlas-worker-%1-%2").arg(runs.fetchAndAddRelaxed(1)).arg(worker);
}

} // namespace

WorkerPool::WorkerPool(const WorkerConfig& config, const QString& schema,
                       const WorkerStream& stream, LeaseQueue& queue)
    : config_(config), schema_(schema), stream_(stream), queue_(queue)
{
}

void WorkerPool::work(int worker, std::vector<AttemptRecord>& log)
{
    PgSession session(config_.store, connectionName(worker));
    session.useSchema(schema_);
    PgOrderHandler handler(session, config_.strategy, worker);
    const bool mayDie =
        config_.kill && (config_.kill->worker < 0 || config_.kill->worker == worker);
    while (const auto lease = queue_.take(worker)) {
        const QueuedDelivery& d = lease->delivery;
        const auto die = mayDie ? std::optional(config_.kill->point) : std::nullopt;
        AttemptRecord record{d.id, d.message, d.attempt, worker,
                             handler.handle(stream_.messages()[d.message], d.fault, die, &death_)};
        log.push_back(record);
        switch (record.outcome.reply) {
        case AttemptOutcome::Reply::Ack:
            queue_.ack(*lease);
            break;
        case AttemptOutcome::Reply::Nack:
            queue_.nack(*lease);
            break;
        case AttemptOutcome::Reply::NoAck:
            break;
        case AttemptOutcome::Reply::Died:
            return;
        }
    }
}

void WorkerPool::run()
{
    std::vector<std::vector<AttemptRecord>> logs(static_cast<std::size_t>(config_.workers));
    std::mutex errorMutex;
    std::vector<std::thread> threads;
    for (int w = 0; w < config_.workers; ++w)
        threads.emplace_back([&, w] {
            try {
                work(w, logs[static_cast<std::size_t>(w)]);
            } catch (const PgError& failure) {
                std::lock_guard lock(errorMutex);
                if (!error_)
                    error_ = failure;
                queue_.stop();
            } catch (const std::exception& failure) {
                // Anything else leaving a std::thread would terminate the
                // process: it ends the run as a statement failure instead.
                std::lock_guard lock(errorMutex);
                if (!error_)
                    error_ = PgError(PgError::Kind::Statement, QString::fromUtf8(failure.what()));
                queue_.stop();
            }
        });
    for (auto& t : threads)
        t.join();
    for (auto& log : logs)
        attempts_.insert(attempts_.end(), log.begin(), log.end());
}

} // namespace atlas
