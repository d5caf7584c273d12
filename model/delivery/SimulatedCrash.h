#pragma once

#include <stdexcept>
#include <string_view>

namespace atlas {

// Thrown at an injected crash point. The process "dies": the channel gets no
// answer. Before commit, the transaction rolls back and the attempt counts as
// failed; after commit, the work is durable but unacknowledged and the
// channel redelivers when the ack deadline passes.
class SimulatedCrash : public std::runtime_error
{
public:
    // `point`: "before-commit", "between-writes" or "after-commit".
    SimulatedCrash(bool afterCommit, std::string_view point);
    bool afterCommit() const { return afterCommit_; }

private:
    bool afterCommit_;
};

} // namespace atlas
