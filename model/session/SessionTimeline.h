#pragma once

#include "lab/timeline/Timeline.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace atlas {

// The part of a Lab's timeline that a session file's command log does not
// hold, as JSON under the session table's "timeline" key: every branch but
// the current one (its own commands, past its fork point) and the current
// branch's future. The current branch's past is the `commands` table, so an
// ordinary session, one branch without a future, needs no key at all, and a
// file without one is such a session.
class SessionTimeline
{
public:
    static constexpr int kFormat = 1;

    // nullopt: nothing to keep beyond the command log.
    static std::optional<std::string> encode(const Timeline& timeline);
    // The timeline of a file whose command log is `commands` (the current
    // branch's past, perhaps with commands run after the key was written,
    // such as a chaos run cut short: they are recorded as run there). Throws
    // std::invalid_argument, saying what is wrong, for anything else.
    static Timeline decode(std::string_view json, const std::vector<LabCommand>& commands);

    // Branches at most; the commands they hold of their own are bounded as
    // the log is (SessionLimits), and with their shared prefixes by this.
    static constexpr std::size_t kMaxBranches = 10'000;
    static constexpr std::size_t kMaxHeldCommands = 2'000'000;
};

} // namespace atlas
