#pragma once

#include <QString>

namespace atlas {

// `--headless --lesson FILE [--scenario ID] [--json]`: prints the
// step-by-step transcript, as text or as one JSON document; exit 1 when an
// expectation fails.
int playLessonCli(const QString& file, const QString& scenarioId, bool json);
// `--list`: the shipped lessons with their scenarios and questions.
int listLessonsCli();
// `--validate FILE`: every error in a lesson file; exit 1 if there are any.
int validateLessonCli(const QString& file);

} // namespace atlas
