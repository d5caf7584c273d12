#pragma once

#include <stdexcept>
#include <string>

namespace atlas {

// Thrown at an injected crash point. The process "dies": the channel gets no
// answer. Before commit, the transaction rolls back and the attempt counts as
// failed; after commit, the work is durable but unacknowledged and the
// channel redelivers when the ack deadline passes.
class SimulatedCrash : public std::runtime_error
{
public:
    SimulatedCrash(bool afterCommit, const std::string& where)
        : std::runtime_error("simulated crash " + where), afterCommit_(afterCommit)
    {
    }
    bool afterCommit() const { return afterCommit_; }

private:
    bool afterCommit_;
};

} // namespace atlas
