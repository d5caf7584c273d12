#pragma once

#include "RetryMode.h"
#include "store/json/Json.h"
#include "store/clock/SimClock.h"

#include <string>

namespace atlas {

// A push subscription's retry settings. Defaults and bounds are the
// Eventarc / Pub/Sub ones (FACTS.md), so a lesson can quote them verbatim.
struct RetryPolicy
{
    static constexpr Millis kMaxBackoffLimit = 600'000;
    static constexpr int kMinDeliveryAttempts = 5;
    static constexpr int kMaxDeliveryAttempts = 100;
    static constexpr Millis kMinRetention = 600'000;     // 10 min
    static constexpr Millis kMaxRetention = 604'800'000; // 7 days

    RetryMode mode = RetryMode::Bounded;
    Millis minBackoff = 10'000;    // 0..600'000
    Millis maxBackoff = 600'000;   // 0..600'000, >= minBackoff
    int maxDeliveryAttempts = 5;   // 5..100: part of the dead-letter policy
    bool deadLetterTopic = true;   // only meaningful for Bounded
    Millis retention = 86'400'000; // message retention, 10 min .. 7 days

    // Max delivery attempts belongs to the dead-letter policy (FACTS.md): only
    // a bounded policy with a dead-letter topic stops retrying. Without one a
    // bounded policy redelivers with its backoff until an ack or retention.
    bool hasAttemptLimit() const { return mode == RetryMode::Bounded && deadLetterTopic; }

    // Delay before retrying after failed attempt n (1-based):
    // min(minBackoff * 2^(n-1), maxBackoff). No jitter, so runs replay exactly.
    Millis backoffFor(int failedAttempt) const;

    // "" when valid, else one sentence naming the field and its allowed range.
    std::string validate() const;

    // {"mode", "minBackoffMs", "maxBackoffMs", "maxAttempts", "deadLetterTopic",
    // "retentionMs"}: the setRetryPolicy command's arguments. fromJson takes
    // defaults for absent fields and throws std::invalid_argument naming the
    // field and what it expected (wrong type, unknown field, out of range).
    Json toJson() const;
    static RetryPolicy fromJson(const Json& json);

    friend bool operator==(const RetryPolicy&, const RetryPolicy&) = default;
};

} // namespace atlas
