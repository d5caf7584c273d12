#pragma once

#include <QStringList>

namespace atlas {

// The lab without a window: chaos runs, lesson transcripts, lesson listing
// and validation. Exit codes: 0 success, 1 an invariant or expectation
// failed, 2 bad arguments, 3 the run could not start (file, store).
class HeadlessCli
{
public:
    // Whether these arguments ask for a headless run (no QApplication needed).
    static bool wanted(const QStringList& arguments);
    static int run(const QStringList& arguments);
};

} // namespace atlas
