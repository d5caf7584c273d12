#pragma once

#include "ProgressRecord.h"
#include "postgres/ServerAddress.h"
#include "UploadOutcome.h"

#include <vector>

namespace atlas {

// Sends one batch the way the chapter's inbox handler takes a delivery: one
// brief connection, one transaction, each record inserted with
// INSERT … ON CONFLICT (class_code, learner, attempt_id, seq) DO NOTHING, so
// a batch that arrives a second time (an acknowledgement lost after the
// commit, a retry after a timeout) changes nothing and notifies nobody.
// The learners of the batch are registered in the same transaction.
//
// The server's commit is the only acknowledgement: on any error the
// transaction rolls back and the whole batch is to be sent again.
class BatchSender
{
public:
    static UploadOutcome send(const ServerAddress& server, const std::vector<ProgressRecord>& batch);
};

} // namespace atlas
