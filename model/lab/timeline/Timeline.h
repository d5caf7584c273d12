#pragma once

#include "TimelineBranch.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace atlas {

// Every command log the learner has made, as a tree of branches, and where
// the world is in it: a branch and how many of its commands have run.
// Stepping back only moves that position, so the undone commands stay as the
// branch's future; running the next command of the future (or of a branch
// already forked there) follows it; anything else starts a new branch forked
// at the position, and the old future stays as its sibling. Nothing is ever
// removed. Pure bookkeeping: the Lab replays, this class only remembers.
class Timeline
{
public:
    enum class Step {
        Extended, // appended to the end of the current branch
        Followed, // the command the timeline already held there
        Forked,   // a new branch, now the current one
    };

    explicit Timeline(std::uint64_t seed = 1);
    // A saved timeline. Throws std::invalid_argument, naming what is wrong,
    // unless the branches form one tree whose children share their parents'
    // prefixes, with ids rising from parent to child, and `position` lies
    // within branch `current`.
    Timeline(std::vector<TimelineBranch> branches, std::uint64_t current, std::size_t position);

    const std::vector<TimelineBranch>& branches() const { return branches_; }
    const TimelineBranch* find(std::uint64_t id) const;
    const TimelineBranch& current() const { return branches_[current_]; }
    // Commands of current() that have run: the world's command log.
    std::size_t position() const { return position_; }
    std::size_t futureSize() const { return current().commands.size() - position_; }
    // Changes with everything but an append to a branch without a future:
    // what a saved copy of the rest of the timeline must follow.
    std::uint64_t revision() const { return revision_; }

    // `command` ran at `at` (position(), or 0 for a command that starts the
    // log afresh such as reset). `seed`: the seed it ran on when its outcome
    // depends on it (only asked for at 0; nullopt when it does not).
    Step record(std::size_t at, LabCommand command, std::optional<std::uint64_t> seed);
    // Within the current branch, clamped to its length.
    void moveTo(std::size_t position);
    // To `position` of branch `id` (default: its end). Throws
    // std::invalid_argument for an unknown branch.
    void switchTo(std::uint64_t id, std::optional<std::size_t> position = std::nullopt);
    // Throws std::invalid_argument for an unknown branch or an empty name.
    void rename(std::uint64_t id, std::string name);

    static constexpr std::size_t kMaxNameLength = 80;

    // Becomes a copy of `other`, copying of each branch's commands only what
    // differs from this timeline's (Lab::assignWorldFrom).
    void assignFrom(const Timeline& other);

private:
    std::size_t indexOf(std::uint64_t id) const; // branches_.size() when unknown
    // The branch that owns the first `at` commands of the current one: the
    // one a fork there hangs from.
    std::size_t ownerAt(std::size_t at) const;
    std::optional<std::size_t> holding(std::size_t branch, std::size_t at,
                                       const LabCommand& command,
                                       std::optional<std::uint64_t> seed) const;
    void validate() const;

    std::vector<TimelineBranch> branches_; // by id
    std::size_t current_ = 0;
    std::size_t position_ = 0;
    std::uint64_t revision_ = 0;
};

} // namespace atlas
