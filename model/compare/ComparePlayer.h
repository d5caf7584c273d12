#pragma once

#include "CompareStepResult.h"
#include "lesson/Scenario.h"

#include <vector>

namespace atlas {

class CompareSession;

// Plays a compare scenario on a CompareSession: the shared setup with each
// side's settings, then every step on both worlds, each side's expectations
// checked on its own world. A scenario without "compare" plays the same on
// both sides (the session's current settings are replaced by empty ones).
class ComparePlayer
{
public:
    ComparePlayer(CompareSession& session, Scenario scenario);

    void restart();
    // Precondition: !atEnd().
    const CompareStepResult& step();
    bool stepBack();
    void runToEnd();

    bool atEnd() const { return position() >= stepCount(); }
    int position() const { return static_cast<int>(results_.size()); }
    int stepCount() const { return static_cast<int>(scenario_.steps.size()); }
    const Scenario& scenario() const { return scenario_; }
    const ScenarioStep* nextStep() const;
    const std::vector<CompareStepResult>& results() const { return results_; }
    bool allPassed() const;

private:
    CompareSession& session_;
    Scenario scenario_;
    std::vector<CompareStepResult> results_;
};

} // namespace atlas
