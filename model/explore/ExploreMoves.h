#pragma once

#include "ExploreFault.h"
#include "ExploreStep.h"

#include <optional>
#include <vector>

namespace atlas {

class Lab;

// What can happen next in a world: the free moves (deliver the next
// delivery, let the relay run, wait for the next timer, finish a handler in
// flight) and, while budget is left, each allowed fault at each place it
// can strike. Every move is made of ordinary Lab commands, so a path of
// moves is a command log that replays and saves as a lesson.
class ExploreMoves
{
public:
    static std::vector<ExploreStep> next(const Lab& lab, bool faultsLeft,
                                         const std::vector<ExploreFault>& allowed);
    // The move a run without faults makes next, or none when the world has
    // settled (nothing queued, awaited, in flight or left for the relay).
    static std::optional<ExploreStep> freeMove(const Lab& lab);
    static bool settled(const Lab& lab) { return !freeMove(lab); }
    // Plays free moves until the world settles or `maxMoves` were played;
    // returns whether it settled.
    static bool settle(Lab& lab, int maxMoves);
};

} // namespace atlas
