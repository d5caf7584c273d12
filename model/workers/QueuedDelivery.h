#pragma once

#include "delivery/Fault.h"

#include <cstddef>
#include <cstdint>

namespace atlas {

// One delivery of a stream message: the first, a duplicate, or (made by the
// queue) a redelivery. The fault applies to the first attempt only.
struct QueuedDelivery
{
    std::uint64_t id = 0;    // 1-based, in publishing order
    std::size_t message = 0; // index into the stream's messages
    Fault fault = Fault::None;
    int attempt = 1; // counts the first delivery and every redelivery
};

} // namespace atlas
