#include "Uploader.h"

#include "BatchSender.h"
#include "UploadQueue.h"
#include "delivery/Backoff.h"

#include <algorithm>
#include <utility>

namespace atlas {

Uploader::Uploader(UploadQueue& queue, ServerAddress server, QString classCode)
    : queue_(queue), server_(std::move(server)), classCode_(std::move(classCode))
{
}

UploadOutcome Uploader::flush()
{
    UploadOutcome total;
    for (;;) {
        const std::vector<QueuedRecord> queued = queue_.pending(kBatchSize, classCode_);
        if (!queue_.lastError().isEmpty() && queued.empty()) {
            total.error = queue_.lastError();
            return total;
        }
        if (queued.empty())
            return total;
        std::vector<ProgressRecord> batch;
        std::vector<qint64> rows;
        batch.reserve(queued.size());
        rows.reserve(queued.size());
        for (const QueuedRecord& q : queued) {
            batch.push_back(q.record);
            rows.push_back(q.rowId);
        }
        const UploadOutcome outcome = BatchSender::send(server_, batch);
        total.inserted += outcome.inserted;
        total.batches += outcome.batches;
        if (!outcome.ok()) {
            total.unreachable = outcome.unreachable;
            total.error = outcome.error;
            return total;
        }
        if (!queue_.markSent(rows)) {
            total.error = queue_.lastError();
            return total;
        }
        total.sent += outcome.sent;
    }
}

int Uploader::backoffMs(int failures)
{
    return static_cast<int>(exponentialBackoff(kMinBackoffMs, kMaxBackoffMs, failures));
}

} // namespace atlas
