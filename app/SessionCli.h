#pragma once

#include <QString>

namespace atlas {

// --headless --check-session FILE [--json]: what the session holds and whether
// it is consistent. Exit 0 consistent, 1 not, 3 not a usable session file.
int checkSessionCli(const QString& path, bool json);

} // namespace atlas
