#pragma once

#include "AttemptRecord.h"
#include "WorkerConfig.h"

#include "PgError.h"

#include <QString>

#include <atomic>
#include <optional>
#include <vector>

namespace atlas {

class LeaseQueue;
class WorkerStream;

// N worker threads, each with its own QPSQL connection and PgOrderHandler,
// taking deliveries from one LeaseQueue until every one is acked. A worker
// that loses its connection stops the run (error()); a worker made to die
// (WorkerConfig::kill) just ends its thread, its lease left to run out.
class WorkerPool
{
public:
    WorkerPool(const WorkerConfig& config, const QString& schema, const WorkerStream& stream,
               LeaseQueue& queue);

    // Blocks until the queue is drained (or a worker failed).
    void run();

    // Every attempt, in no particular order across workers.
    const std::vector<AttemptRecord>& attempts() const { return attempts_; }
    const std::optional<PgError>& error() const { return error_; }

private:
    void work(int worker, std::vector<AttemptRecord>& log);

    const WorkerConfig& config_;
    QString schema_;
    const WorkerStream& stream_;
    LeaseQueue& queue_;
    std::vector<AttemptRecord> attempts_;
    std::optional<PgError> error_;
    std::atomic<bool> death_{true}; // one worker may still die (WorkerConfig::kill)
};

} // namespace atlas
