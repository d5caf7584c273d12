#include "ChannelDetail.h"

#include "DurationText.h"

namespace atlas {

std::string causeText(Delivery::Cause cause)
{
    switch (cause) {
    case Delivery::Cause::First:
        return "first delivery";
    case Delivery::Cause::Retry:
        return "retry";
    case Delivery::Cause::AckDeadline:
        return "redelivery after the ack deadline";
    case Delivery::Cause::Duplicate:
        return "duplicate delivery";
    case Delivery::Cause::Redrive:
        return "redriven from the dead-letter topic";
    }
    return {};
}

std::string attemptText(const RetryPolicy& policy, int attempt)
{
    const std::string n = "attempt " + std::to_string(attempt);
    switch (policy.mode) {
    case RetryMode::Off:
        return n + ", retries off";
    case RetryMode::Bounded:
        if (!policy.hasAttemptLimit())
            return n + ", no attempt limit without a dead-letter topic";
        return n + " of " + std::to_string(policy.maxDeliveryAttempts);
    case RetryMode::Unlimited:
        return n + ", retries unlimited";
    }
    return n;
}

std::string backoffText(const RetryPolicy& policy, int failedAttempt)
{
    if (policy.minBackoff == 0)
        return "(minimum backoff 0 s)";
    // Doubling saturates just above the cap, so a 50th retry cannot overflow.
    Millis uncapped = policy.minBackoff;
    for (int n = 1; n < failedAttempt && uncapped <= policy.maxBackoff; ++n)
        uncapped *= 2;
    std::string text = "(backoff " + formatDuration(policy.minBackoff) + " x 2^" +
                       std::to_string(failedAttempt - 1);
    if (uncapped > policy.maxBackoff)
        text += ", capped at the " + formatDuration(policy.maxBackoff) + " maximum";
    return text + ")";
}

std::string withdrawnText(std::size_t count)
{
    if (count == 0)
        return {};
    return "; " + std::to_string(count) +
           (count == 1 ? " queued delivery withdrawn" : " queued deliveries withdrawn");
}

} // namespace atlas
