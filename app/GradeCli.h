#pragma once

#include <QString>

namespace atlas {

// --headless --grade ATTEMPT [--lesson FILE] [--json] [--results FILE]:
// replays a handed-in attempt on its exercise's starting world, recomputes
// the grade and says whether the file's own claims hold. Exit 0 graded and
// matching, 1 a mismatch or a tampered file, 2 a bad attempt file (or one
// naming no known lesson or exercise), 3 a file that could not be used or
// written.
int gradeCli(const QString& attemptPath, const QString& lessonPath, bool json,
             const QString& resultsPath);

} // namespace atlas
