#pragma once

#include "Attempt.h"
#include "lesson/reader/LessonError.h"
#include "store/json/Json.h"

#include <QString>

#include <vector>

namespace atlas {

// An attempt file as read: what it says, what it claims about itself (its
// attemptId and digest, to compare with what they should be) and every
// problem found, in the lesson reader's shape (file, line, field, expected).
struct AttemptRead
{
    QString file;
    Attempt attempt;
    QString recordedAttemptId;
    QString recordedDigest;
    Json document; // as parsed
    std::vector<LessonError> errors;

    bool ok() const { return errors.empty(); }
    bool digestMatches() const { return Attempt::digestOf(document) == recordedDigest; }
    bool attemptIdMatches() const { return attempt.attemptId() == recordedAttemptId; }
};

} // namespace atlas
