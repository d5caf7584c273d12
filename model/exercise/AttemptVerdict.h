#pragma once

#include "Grade.h"

#include <QString>
#include <QStringList>

namespace atlas {

// What replaying an attempt found: the grade its commands earn, and whether
// the file's own claims (its grade, its attemptId, its digest) hold.
struct AttemptVerdict
{
    Grade recomputed;
    bool gradeMatches = false;
    bool digestMatches = false;
    bool attemptIdMatches = false;
    bool totalsMatch = false; // the recorded score and maxScore are its items' sums
    int refusedCommand = -1; // index of a command the replay refused, else -1
    QString refusal;         // the Lab's reason

    bool tampered() const
    {
        return !gradeMatches || !totalsMatch || !digestMatches || !attemptIdMatches ||
               refusedCommand >= 0;
    }
    // Each claim that does not hold, as a sentence.
    QStringList problems(const Grade& recorded) const;
};

} // namespace atlas
