#pragma once

namespace atlas {

struct CliOptions;

// `--headless --explore --lesson FILE --scenario ID [--strategy NAME]
// [--relay-strategy NAME] [--max-faults K] [--faults LIST] [--save-trace FILE]
// [--json]`: searches the scenario's world for a shortest run that breaks an
// invariant. Exit 1 with the trace when one exists, 0 when the bounded space
// holds, 2 for bad arguments or a lesson that does not load, 3 when the trace
// file cannot be written.
int exploreCli(const CliOptions& options);

// `--headless --matrix [--json]`: the crash-point matrix. Exit 1 when a
// correct strategy's row is not exactly once everywhere.
int matrixCli(bool json);

} // namespace atlas
