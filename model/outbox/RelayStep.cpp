#include "RelayStep.h"

namespace atlas {

std::string_view toString(RelayStep::Kind kind)
{
    switch (kind) {
    case RelayStep::Kind::Claimed:
        return "claimed";
    case RelayStep::Kind::Sent:
        return "sent";
    case RelayStep::Kind::Deduplicated:
        return "deduplicated";
    case RelayStep::Kind::MarkedSent:
        return "marked-sent";
    case RelayStep::Kind::Failed:
        return "failed";
    case RelayStep::Kind::RetryScheduled:
        return "retry-scheduled";
    case RelayStep::Kind::GaveUp:
        return "gave-up";
    case RelayStep::Kind::Crashed:
        return "crashed";
    case RelayStep::Kind::LeaseExpired:
        return "lease-expired";
    }
    return "claimed";
}

} // namespace atlas
