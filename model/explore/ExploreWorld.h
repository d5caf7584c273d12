#pragma once

#include "lab/commands/LabCommand.h"
#include "lesson/Scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace atlas {

// The world a search starts from: a scenario's setup with the explorer's
// strategies, the relay left to the search (autoRelay off), and the
// scenario's steps that build the world (publishing, seeding, settings).
// Steps that deliver, inject, relay, wait or repair are the search's own
// moves, so they are left out, except for the first `historySteps`, which
// are played as written: what already happened before the search begins.
class ExploreWorld
{
public:
    static ExploreWorld fromScenario(const Scenario& scenario, const std::string& strategy = {},
                                     const std::string& relayStrategy = {},
                                     int historySteps = 0);

    std::uint64_t seed() const { return seed_; }
    // Every command before the search's first move, reset first.
    const std::vector<LabCommand>& commands() const { return commands_; }
    // The scenario as the search plays it: its setup (strategies replaced,
    // autoRelay off) and the world-building steps, for a saved trace.
    const Scenario& scenario() const { return scenario_; }
    // A command that is one of the search's own moves, not world building.
    static bool isSearchMove(const std::string& command);

private:
    std::uint64_t seed_ = 0;
    std::vector<LabCommand> commands_;
    Scenario scenario_;
};

} // namespace atlas
