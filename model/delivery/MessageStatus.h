#pragma once

#include <string_view>

namespace atlas {

// Where a message stands on the subscription. Only Pending messages are
// retried, redelivered after a lost ack, or expire; the other states are final
// (a redrive publishes a new message rather than reviving the old one).
enum class MessageStatus {
    Pending,      // not yet acked: retries and redeliveries may follow
    Acked,        // a delivery succeeded and was acknowledged
    DeadLettered, // moved to the dead-letter topic: max delivery attempts reached
    Dropped,      // failed with retries off: lost
    Expired,      // retention passed before an ack: discarded, lost (dead-letter topic or not)
};

std::string_view toString(MessageStatus status); // "pending", "acked", "dead-lettered", ...

} // namespace atlas
