#pragma once

namespace atlas {

// What a learner did with one knowledge-check question. The first answer is
// the one scored: once it is given the right answer is shown, so anything
// after it is a retry, kept for the learner but never counted.
struct RecordedAnswer
{
    int firstChoice = -1;       // index into the question's choices; -1 when not known
    bool firstCorrect = false;  // the score: right on the first try
    int latestChoice = -1;      // the answer given last (the first one, until a retry)
    bool latestCorrect = false; // as judged when it was given
    int ordinal = 0;  // the learner's n-th recorded action: orders answers without a clock
    int attempts = 0; // the first answer and every retry

    bool firstKnown() const { return firstChoice >= 0; }
    bool retried() const { return attempts > 1; }

    // The one rule of scoring, shared by the progress file and the cards on
    // screen so that the two can never disagree.
    void addAttempt(int choice, bool correct)
    {
        if (attempts == 0) {
            firstChoice = choice;
            firstCorrect = correct;
        }
        latestChoice = choice;
        latestCorrect = correct;
        ++attempts;
    }
};

} // namespace atlas
