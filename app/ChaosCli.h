#pragma once

namespace atlas {

struct CliOptions;

// `--headless --chaos`: runs the seeded stream, prints progress on stderr and
// a summary with every invariant's verdict on stdout.
int runChaosCli(const CliOptions& options);

} // namespace atlas
