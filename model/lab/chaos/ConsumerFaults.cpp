#include "ConsumerFaults.h"

#include <utility>

namespace atlas {

void ConsumerFaults::setOffline(Millis since, std::optional<Millis> until,
                                std::optional<TimerId> timer)
{
    offline_ = true;
    since_ = since;
    until_ = until;
    timer_ = timer;
}

std::optional<TimerId> ConsumerFaults::setOnline()
{
    offline_ = false;
    until_.reset();
    return std::exchange(timer_, std::nullopt);
}

} // namespace atlas
