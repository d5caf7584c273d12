#pragma once

#include "lesson/Scenario.h"
#include "PlayedSteps.h"
#include "StepResult.h"

#include <vector>

namespace atlas {

class Lab;

// Plays a scenario on a Lab one step at a time: setup, then each step's
// command followed by its expectations. Everything goes through Lab commands,
// so stepping back is the Lab's own deterministic replay.
class ScenarioPlayer : public PlayedSteps<StepResult>
{
public:
    // A compare scenario plays one of its sides here, `side` (its right side
    // unless told): the shared setup, then that side's, and the expectations
    // for both sides or that one. A scenario without "compare" ignores it.
    ScenarioPlayer(Lab& lab, Scenario scenario,
                   CompareSetup::Side side = CompareSetup::Side::Right);

    // Builds the scenario's starting world (throws LabError if the setup is
    // refused, which a validated lesson never is).
    void restart();
    // Runs the next step; returns its result. Precondition: !atEnd().
    const StepResult& step();
    // Undoes the last step by replaying the Lab's log without it.
    bool stepBack();
    void runToEnd();
    CompareSetup::Side side() const { return side_; }

private:
    Lab& lab_;
    CompareSetup::Side side_;
    std::vector<std::size_t> logSizeBefore_; // the Lab's log size before each step
};

} // namespace atlas
