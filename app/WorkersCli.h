#pragma once

namespace atlas {

struct CliOptions;

// `--headless --chaos --store postgresql://… [--workers N]`: the chaos
// stream consumed by N concurrent workers over PostgreSQL, with a summary
// (serialization retries included) and the invariants' verdicts. Exit 0
// every invariant holds, 1 one broke, 2 bad arguments (a --store that is not
// a PostgreSQL URL among them), 3 the server cannot be used.
int runWorkersCli(const CliOptions& options);

} // namespace atlas
