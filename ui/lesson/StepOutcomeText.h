#pragma once

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace atlas {

struct ExpectationResult;
struct StepResult;

// The words the scenario player shows for a step's outcome, in the headless
// transcript's wording (app/LessonCli.cpp) so a teacher who rehearsed with
// the CLI sees the same sentences on the projector.
class StepOutcomeText
{
    Q_DECLARE_TR_FUNCTIONS(StepOutcomeText)
public:
    // A step that produced more journal entries than this (a chaos run, a
    // long deliverAll) is summarised as counts per kind and outcome.
    static constexpr int kMaxListedEntries = 12;

    struct Line
    {
        QString text;
        bool trouble = false; // a crash, a failure, a lost or parked event
    };

    static std::vector<Line> outcome(const StepResult& result);
    // "✓ claim" or "✗ claim: found actual", then the lesson's message.
    static QString expectation(const ExpectationResult& result);
    // "12 of 17 expectations met"
    static QString tally(int met, int checked);
};

} // namespace atlas
