#pragma once

#include "lesson/Scenario.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace atlas {

// Where a player stands in its scenario: the steps played so far, one Result
// each, and the step that comes next. ScenarioPlayer (one lab) and
// ComparePlayer (two) differ only in how a step is played.
template <class Result> class PlayedSteps
{
public:
    bool atEnd() const { return position() >= stepCount(); }
    int position() const { return static_cast<int>(results_.size()); }
    int stepCount() const { return static_cast<int>(scenario_.steps.size()); }
    const Scenario& scenario() const { return scenario_; }
    // Null at the end.
    const ScenarioStep* nextStep() const
    {
        return atEnd() ? nullptr : &scenario_.steps[static_cast<std::size_t>(position())];
    }
    const std::vector<Result>& results() const { return results_; }
    bool allPassed() const
    {
        return std::all_of(results_.begin(), results_.end(),
                           [](const Result& r) { return r.passed(); });
    }

protected:
    explicit PlayedSteps(Scenario scenario) : scenario_(std::move(scenario)) {}

    Scenario scenario_;
    std::vector<Result> results_;
};

} // namespace atlas
