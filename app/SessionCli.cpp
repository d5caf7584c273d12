#include "SessionCli.h"

#include "session/SessionError.h"
#include "session/SessionReplay.h"

#include <cstdio>

namespace atlas {

int checkSessionCli(const QString& path, bool json)
{
    SessionReport report;
    try {
        report = SessionReplay::check(path);
    } catch (const SessionError& error) {
        std::fprintf(stderr, "atlasmart-lab: %s\n", error.what());
        return 3;
    }
    if (json)
        std::printf("%s\n", report.toJsonText().c_str());
    else
        std::fputs(report.toText().c_str(), stdout);
    return report.consistent() ? 0 : 1;
}

} // namespace atlas
