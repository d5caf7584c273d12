#pragma once

#include <optional>
#include <string_view>

namespace atlas {

// What the subscription does with a failed delivery. Off is the Functions v2
// API default (a failure loses the event); Bounded retries with backoff up to
// the dead-letter topic's max delivery attempts (without a dead-letter topic
// there is no attempt limit, so it retries until retention like Unlimited);
// Unlimited retries until retention runs out, at the price of every extra
// invocation.
enum class RetryMode { Off, Bounded, Unlimited };

std::string_view toString(RetryMode mode); // "off", "bounded", "unlimited"
std::optional<RetryMode> retryModeFromString(std::string_view name);

} // namespace atlas
