#pragma once

#include "ExploreOptions.h"
#include "ExploreResult.h"
#include "ExploreWorld.h"

#include <atomic>
#include <functional>

namespace atlas {

class Lab;

// Breadth-first search over every order of deliveries, relay passes and
// waits, and every placement of at most K faults, on the real Lab: a state
// is a copy of the world before it plus one move (Lab::assignWorldFrom; the
// Lab is deterministic, so that is the world a replay of its path's commands
// would build, and a world that cannot be copied is replayed instead),
// states already seen (WorldFingerprint) are merged, and the first level
// holding a state that breaks an invariant gives a shortest violating trace.
// Levels are expanded on `threads` workers, each with its own Labs holding
// the path to the parent it expands, and merged in a fixed order, so the
// result does not depend on the thread count.
class Explorer
{
public:
    // After each level: states explored so far, distinct, the level reached.
    using Progress = std::function<void(std::size_t explored, std::size_t distinct, int depth)>;

    Explorer(ExploreWorld world, ExploreOptions options);

    ExploreResult run(const std::atomic<bool>* cancel = nullptr,
                      const Progress& progress = {}) const;

    // Rebuilds on `lab` the world after the first `steps` moves of `trace`.
    void replay(Lab& lab, const std::vector<ExploreStep>& trace, std::size_t steps) const;
    // The world's commands and then those of the first `steps` moves.
    std::vector<LabCommand> commandsFor(const std::vector<ExploreStep>& trace,
                                        std::size_t steps) const;

    const ExploreWorld& world() const { return world_; }
    const ExploreOptions& options() const { return options_; }

    static constexpr int kSettleMoves = 400; // free moves a fault-free run may take to settle

private:
    void explain(ExploreResult& result) const;

    ExploreWorld world_;
    ExploreOptions options_;
};

} // namespace atlas
