#pragma once

#include "ProgressRecord.h"

namespace atlas {

// A record waiting in the learner's local queue, with its row there.
struct QueuedRecord
{
    qint64 rowId = 0;
    ProgressRecord record;
};

} // namespace atlas
