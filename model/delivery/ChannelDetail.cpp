#include "ChannelDetail.h"

#include "DurationText.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"

namespace atlas {

std::string causeText(Delivery::Cause cause)
{
    switch (cause) {
    case Delivery::Cause::First:
        return Translated::translate("atlas::ChannelEvent", "first delivery");
    case Delivery::Cause::Retry:
        return Translated::translate("atlas::ChannelEvent", "retry");
    case Delivery::Cause::AckDeadline:
        return Translated::translate("atlas::ChannelEvent", "redelivery after the ack deadline");
    case Delivery::Cause::Duplicate:
        return Translated::translate("atlas::ChannelEvent", "duplicate delivery");
    case Delivery::Cause::Redrive:
        return Translated::translate("atlas::ChannelEvent", "redriven from the dead-letter topic");
    }
    return {};
}

std::string attemptText(const RetryPolicy& policy, int attempt)
{
    switch (policy.mode) {
    case RetryMode::Off:
        return filled(Translated::translate("atlas::ChannelEvent", "attempt %1, retries off"),
                      attempt);
    case RetryMode::Bounded:
        if (!policy.hasAttemptLimit())
            return filled(Translated::translate("atlas::ChannelEvent",
                                                "attempt %1, no attempt limit without a "
                                                "dead-letter topic"),
                          attempt);
        return filled(Translated::translate("atlas::ChannelEvent", "attempt %1 of %2"), attempt,
                      policy.maxDeliveryAttempts);
    case RetryMode::Unlimited:
        return filled(Translated::translate("atlas::ChannelEvent", "attempt %1, retries unlimited"),
                      attempt);
    }
    return filled(Translated::translate("atlas::ChannelEvent", "attempt %1"), attempt);
}

std::string backoffText(const RetryPolicy& policy, int failedAttempt)
{
    if (policy.minBackoff == 0)
        return Translated::translate("atlas::ChannelEvent", "(minimum backoff 0 s)");
    // Doubling saturates just above the cap, so a 50th retry cannot overflow.
    Millis uncapped = policy.minBackoff;
    for (int n = 1; n < failedAttempt && uncapped <= policy.maxBackoff; ++n)
        uncapped *= 2;
    if (uncapped > policy.maxBackoff)
        return filled(Translated::translate("atlas::ChannelEvent",
                                            "(backoff %1 x 2^%2, capped at the %3 maximum)"),
                      formatDuration(policy.minBackoff), failedAttempt - 1,
                      formatDuration(policy.maxBackoff));
    return filled(Translated::translate("atlas::ChannelEvent", "(backoff %1 x 2^%2)"),
                  formatDuration(policy.minBackoff), failedAttempt - 1);
}

std::string withdrawnText(std::size_t count)
{
    if (count == 0)
        return {};
    // Not %n: without a translator (benchmarks, tests) English would read "(s)".
    if (count == 1)
        return Translated::translate("atlas::ChannelEvent", "; 1 queued delivery withdrawn");
    return filled(Translated::translate("atlas::ChannelEvent", "; %1 queued deliveries withdrawn"),
                  count);
}

} // namespace atlas
