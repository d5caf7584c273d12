#include "RetryPolicy.h"

#include "JsonDescription.h"

#include <array>
#include <cstdint>
#include <limits>
#include <stdexcept>

namespace atlas {
namespace {

constexpr std::array kFields{"mode",        "minBackoffMs",    "maxBackoffMs",
                             "maxAttempts", "deadLetterTopic", "retentionMs"};

std::invalid_argument fieldError(const std::string& field, const std::string& expected,
                                 const Json& found)
{
    return std::invalid_argument("retry policy field '" + field + "': expected " + expected +
                                 ", found " + describeJson(found));
}

std::string outOfRange(const std::string& what, const std::string& field, const std::string& range,
                       long long got)
{
    return what + " (" + field + ") must be " + range + "; got " + std::to_string(got);
}

template <typename Int> void readInteger(const Json& json, const char* field, Int& out)
{
    const auto it = json.find(field);
    if (it == json.end())
        return;
    if (!it->is_number_integer())
        throw fieldError(field, "an integer", *it);
    // Range-check before narrowing so 2^40 attempts cannot wrap into range.
    const bool fits = it->is_number_unsigned()
                          ? it->get<std::uint64_t>() <=
                                static_cast<std::uint64_t>(std::numeric_limits<Int>::max())
                          : it->get<std::int64_t>() >= std::numeric_limits<Int>::min() &&
                                it->get<std::int64_t>() <= std::numeric_limits<Int>::max();
    if (!fits)
        throw fieldError(field, "an integer within the allowed range", *it);
    out = it->get<Int>();
}

} // namespace

Millis RetryPolicy::backoffFor(int failedAttempt) const
{
    Millis delay = minBackoff;
    // Doubling saturates at maxBackoff, so attempt 1000 cannot overflow.
    for (int n = 1; n < failedAttempt && delay < maxBackoff; ++n)
        delay *= 2;
    return std::min(delay, maxBackoff);
}

std::string RetryPolicy::validate() const
{
    if (minBackoff < 0 || minBackoff > kMaxBackoffLimit)
        return outOfRange("minimum backoff", "minBackoffMs", "between 0 and 600000 ms (0..600 s)",
                          minBackoff);
    if (maxBackoff < 0 || maxBackoff > kMaxBackoffLimit)
        return outOfRange("maximum backoff", "maxBackoffMs", "between 0 and 600000 ms (0..600 s)",
                          maxBackoff);
    if (maxBackoff < minBackoff)
        return outOfRange("maximum backoff", "maxBackoffMs",
                          "at least the minimum backoff (" + std::to_string(minBackoff) + " ms)",
                          maxBackoff);
    if (maxDeliveryAttempts < kMinDeliveryAttempts || maxDeliveryAttempts > kMaxDeliveryAttempts)
        return outOfRange("max delivery attempts", "maxAttempts", "between 5 and 100",
                          maxDeliveryAttempts);
    if (retention < kMinRetention || retention > kMaxRetention)
        return outOfRange("message retention", "retentionMs",
                          "between 600000 ms (10 min) and 604800000 ms (7 days)", retention);
    return {};
}

Json RetryPolicy::toJson() const
{
    return Json{{"mode", std::string(toString(mode))}, {"minBackoffMs", minBackoff},
                {"maxBackoffMs", maxBackoff},          {"maxAttempts", maxDeliveryAttempts},
                {"deadLetterTopic", deadLetterTopic},  {"retentionMs", retention}};
}

RetryPolicy RetryPolicy::fromJson(const Json& json)
{
    if (!json.is_object())
        throw std::invalid_argument("retry policy: expected a JSON object, found " +
                                    describeJson(json));
    for (auto it = json.begin(); it != json.end(); ++it) {
        bool known = false;
        for (const char* field : kFields)
            known = known || it.key() == field;
        if (!known)
            throw std::invalid_argument(
                "retry policy: unknown field '" + it.key() +
                "' (expected mode, minBackoffMs, maxBackoffMs, maxAttempts, deadLetterTopic or "
                "retentionMs)");
    }

    RetryPolicy policy;
    if (const auto it = json.find("mode"); it != json.end()) {
        const auto mode =
            it->is_string() ? retryModeFromString(it->get_ref<const std::string&>()) : std::nullopt;
        if (!mode)
            throw fieldError("mode", "\"off\", \"bounded\" or \"unlimited\"", *it);
        policy.mode = *mode;
    }
    readInteger(json, "minBackoffMs", policy.minBackoff);
    readInteger(json, "maxBackoffMs", policy.maxBackoff);
    readInteger(json, "maxAttempts", policy.maxDeliveryAttempts);
    readInteger(json, "retentionMs", policy.retention);
    if (const auto it = json.find("deadLetterTopic"); it != json.end()) {
        if (!it->is_boolean())
            throw fieldError("deadLetterTopic", "true or false", *it);
        policy.deadLetterTopic = it->get<bool>();
    }
    if (const std::string error = policy.validate(); !error.empty())
        throw std::invalid_argument(error);
    return policy;
}

} // namespace atlas
