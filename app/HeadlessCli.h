#pragma once

namespace atlas {

struct CliOptions;

// The lab without a window: chaos runs, lesson transcripts, lesson listing
// and validation. Exit codes: 0 success, 1 an invariant or expectation
// failed, 2 bad arguments, 3 a file could not be used or written.
class HeadlessCli
{
public:
    // Whether parsed options ask for a headless run (no QApplication needed).
    static bool wanted(const CliOptions& options);
    static int run(const CliOptions& options);
};

} // namespace atlas
