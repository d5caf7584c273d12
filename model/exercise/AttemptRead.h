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
    // The grade's score and maxScore are its items' sums, as the lab writes
    // them: a score edited alone leaves the items, which the replay compares.
    bool gradeTotalsHold() const
    {
        const auto grade = document.find("grade");
        return grade != document.end() && grade->is_object() &&
               grade->value("score", Json()) == Json(attempt.grade.score()) &&
               grade->value("maxScore", Json()) == Json(attempt.grade.maxScore());
    }
};

} // namespace atlas
