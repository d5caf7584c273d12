#pragma once

#include "RecordedAnswer.h"

#include <optional>

namespace atlas {

// How a learner did on one lesson's knowledge check. Only first answers
// score; a question answered again is counted as retried, whatever the
// retries said.
struct KnowledgeCheckScore
{
    int questions = 0;
    int answered = 0;
    int rightFirstTry = 0;
    int retried = 0;

    // Counts one of the lesson's questions, answered or not.
    void add(const std::optional<RecordedAnswer>& answer)
    {
        ++questions;
        if (!answer || answer->attempts == 0)
            return;
        ++answered;
        rightFirstTry += answer->firstCorrect ? 1 : 0;
        retried += answer->retried() ? 1 : 0;
    }
};

} // namespace atlas
