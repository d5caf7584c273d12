#pragma once

#include "SessionReport.h"

#include <QString>

namespace atlas {

class Lab;
class SessionFile;

// Rebuilds the world a session file describes by replaying its command log,
// and compares it with what the file holds: every document (data and
// times) and every journal entry, in order. The file is only read.
class SessionReplay
{
public:
    // Replays into `lab` (whose world is replaced) and reports. A command the
    // lab refuses leaves `lab` as it was and the report not replayed.
    static SessionReport restore(Lab& lab, const SessionFile& file);
    // Everything --check-session reports: the file's contents, SQLite's
    // integrity check, and restore() into a lab of its own. Throws
    // SessionError when the file cannot be opened as a session at all.
    static SessionReport check(const QString& path);

private:
    static void describe(const SessionFile& file, SessionReport& report);
    static void compareDocuments(const Lab& lab, const SessionFile& file, SessionReport& report);
};

} // namespace atlas
