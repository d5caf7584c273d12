#pragma once

#include "Grade.h"
#include "lab/commands/LabCommand.h"
#include "store/json/Json.h"

#include <QString>

#include <vector>

namespace atlas {

// A learner's handed-in exercise: who, which exercise, the commands they ran
// since it started and the grade the window computed. The document carries
// a deterministic attemptId (the same learner, exercise and commands always
// give the same id, so a resent attempt is recognised) and a digest over
// everything else, so an edit made by hand shows. The digest is a checksum,
// not a signature: whoever edits the file can recompute it, which is why
// --grade replays the commands and recomputes the grade instead of trusting it.
struct Attempt
{
    static constexpr int kFormatVersion = 1;
    static constexpr const char* kFormat = "atlasmart-attempt";

    QString learner;
    QString lessonId;
    int lessonVersion = 0;
    QString exerciseId;
    std::vector<LabCommand> commands;
    Grade grade;
    QString writtenBy; // "atlasmart-lab 1.2.0"

    // "att-" + the first 32 hex digits of SHA-256 over learner, lesson id,
    // exercise id and the commands (canonical JSON).
    QString attemptId() const;
    // The whole document, attemptId and digest included.
    Json toJson() const;
    // "sha256:" + hex SHA-256 of the document without its "digest" member,
    // as canonical JSON (keys sorted, no spaces).
    static QString digestOf(const Json& document);
};

} // namespace atlas
