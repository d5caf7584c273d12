#pragma once

#include <QString>

namespace atlas {

// `--headless --reconcile --lesson FILE [--scenario ID] [--json]`: plays each
// scenario to its end, then prints what Reconciliation finds in its world:
// per order the receipt emails expected and sent and the finding. Exit 0 when
// no finding is open, 1 when one is, 2 for a lesson that does not load or a
// scenario it lacks.
int reconcileLessonCli(const QString& file, const QString& scenarioId, bool json);

} // namespace atlas
