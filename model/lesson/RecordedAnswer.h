#pragma once

namespace atlas {

// The latest answer a learner gave to one knowledge-check question.
struct RecordedAnswer
{
    int choice = -1;      // index into the question's choices
    bool correct = false; // as judged when it was given
    int ordinal = 0;      // the learner's n-th recorded action: orders answers without a clock
    int attempts = 0;     // how many times the learner has answered this question
};

} // namespace atlas
