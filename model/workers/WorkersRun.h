#pragma once

#include "WorkerConfig.h"
#include "WorkersReport.h"

namespace atlas {

// A whole workers' run: the seeded stream, a schema of its own in the given
// database, the workers until every delivery is acked, then the verdict
// against the reference. Throws std::invalid_argument for a configuration
// it cannot run (a strategy that needs two commits, a kill with one worker)
// and PgError when the server cannot be reached or goes away.
class WorkersRun
{
public:
    static WorkersReport run(const WorkerConfig& config);
};

} // namespace atlas
