#pragma once

#include "postgres/ServerAddress.h"
#include "UploadOutcome.h"

namespace atlas {

class UploadQueue;

// Empties the learner's queue towards the class server, a batch at a time
// (BatchSender), marking each batch sent only once its transaction
// committed. If the mark itself is lost (the lab killed between the commit
// and the mark), the batch goes again on the next flush and the server
// recognises every record: at-least-once sending, exactly-once records.
//
// Synchronous: the window runs it on a thread of its own.
class Uploader
{
public:
    static constexpr int kBatchSize = 100;
    // Retries after the server could not be reached back off from 2 s,
    // doubling, to at most a minute: a class whose server comes back is
    // caught up within a minute, and a hundred laptops retrying do not
    // hammer a server that is starting.
    static constexpr int kMinBackoffMs = 2000;
    static constexpr int kMaxBackoffMs = 60000;

    // Sends the queue's records of `classCode` only (all when empty): a
    // record of a class the learner has left would fail every batch it is in.
    Uploader(UploadQueue& queue, ServerAddress server, QString classCode = {});

    UploadOutcome flush();
    // The wait before retry n (1-based) after n failed flushes in a row.
    static int backoffMs(int failures);

private:
    UploadQueue& queue_;
    ServerAddress server_;
    QString classCode_;
};

} // namespace atlas
