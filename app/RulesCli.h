#pragma once

#include <QString>

namespace atlas {

// `--headless --rules-check REQUESTS.json [--rules FILE] [--json]`: decides
// each request of the file (a JSON array of {op, path, auth, data, existing})
// under the chapter's security rules, or FILE's, and prints one verdict per
// request with the allow statement that decided it. Exit 0 when every
// request has a verdict, 2 for a file that cannot be read or is not as
// described (each error with file:line:column, the field and what was
// expected).
int rulesCheckCli(const QString& requestsFile, const QString& rulesFile, bool json);

} // namespace atlas
