#include "RetryPolicy.h"

#include "Backoff.h"
#include "JsonDescription.h"
#include "i18n/Filled.h"

#include <QCoreApplication>

#include <array>
#include <cstdint>
#include <limits>
#include <stdexcept>

namespace atlas {
namespace {

constexpr std::array kFields{"mode",        "minBackoffMs",    "maxBackoffMs",
                             "maxAttempts", "deadLetterTopic", "retentionMs"};

std::invalid_argument fieldError(const std::string& field, const QString& expected,
                                 const Json& found)
{
    return std::invalid_argument(
        filled(QCoreApplication::translate("atlas::Delivery",
                                           "retry policy field '%1': expected %2, found %3"),
               field, expected, describeJson(found)));
}

template <typename Int> void readInteger(const Json& json, const char* field, Int& out)
{
    const auto it = json.find(field);
    if (it == json.end())
        return;
    if (!it->is_number_integer())
        throw fieldError(field, QCoreApplication::translate("atlas::Delivery", "an integer"), *it);
    // Range-check before narrowing so 2^40 attempts cannot wrap into range.
    const bool fits = it->is_number_unsigned()
                          ? it->get<std::uint64_t>() <=
                                static_cast<std::uint64_t>(std::numeric_limits<Int>::max())
                          : it->get<std::int64_t>() >= std::numeric_limits<Int>::min() &&
                                it->get<std::int64_t>() <= std::numeric_limits<Int>::max();
    if (!fits)
        throw fieldError(
            field,
            QCoreApplication::translate("atlas::Delivery", "an integer within the allowed range"),
            *it);
    out = it->get<Int>();
}

} // namespace

Millis RetryPolicy::backoffFor(int failedAttempt) const
{
    return exponentialBackoff(minBackoff, maxBackoff, failedAttempt);
}

std::string RetryPolicy::validate() const
{
    if (minBackoff < 0 || minBackoff > kMaxBackoffLimit)
        return filled(QCoreApplication::translate(
                          "atlas::Delivery", "minimum backoff (minBackoffMs) must be between 0 "
                                             "and 600000 ms (0..600 s); got %1"),
                      minBackoff);
    if (maxBackoff < 0 || maxBackoff > kMaxBackoffLimit)
        return filled(QCoreApplication::translate(
                          "atlas::Delivery", "maximum backoff (maxBackoffMs) must be between 0 "
                                             "and 600000 ms (0..600 s); got %1"),
                      maxBackoff);
    if (maxBackoff < minBackoff)
        return filled(QCoreApplication::translate("atlas::Delivery",
                                                  "maximum backoff (maxBackoffMs) must be at least "
                                                  "the minimum backoff (%1 ms); got %2"),
                      minBackoff, maxBackoff);
    if (maxDeliveryAttempts < kMinDeliveryAttempts || maxDeliveryAttempts > kMaxDeliveryAttempts)
        return filled(QCoreApplication::translate("atlas::Delivery",
                                                  "max delivery attempts (maxAttempts) must be "
                                                  "between 5 and 100; got %1"),
                      maxDeliveryAttempts);
    if (retention < kMinRetention || retention > kMaxRetention)
        return filled(QCoreApplication::translate("atlas::Delivery",
                                                  "message retention (retentionMs) must be between "
                                                  "600000 ms (10 min) and 604800000 ms (7 days); "
                                                  "got %1"),
                      retention);
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
        throw std::invalid_argument(
            filled(QCoreApplication::translate("atlas::Delivery",
                                               "retry policy: expected a JSON object, found %1"),
                   describeJson(json)));
    for (auto it = json.begin(); it != json.end(); ++it) {
        bool known = false;
        for (const char* field : kFields)
            known = known || it.key() == field;
        if (!known)
            throw std::invalid_argument(filled(
                QCoreApplication::translate("atlas::Delivery",
                                            "retry policy: unknown field '%1' (expected mode, "
                                            "minBackoffMs, maxBackoffMs, maxAttempts, "
                                            "deadLetterTopic or retentionMs)"),
                it.key()));
    }

    RetryPolicy policy;
    if (const auto it = json.find("mode"); it != json.end()) {
        const auto mode =
            it->is_string() ? retryModeFromString(it->get_ref<const std::string&>()) : std::nullopt;
        if (!mode)
            throw fieldError("mode",
                             QCoreApplication::translate("atlas::Delivery",
                                                         "\"off\", \"bounded\" or \"unlimited\""),
                             *it);
        policy.mode = *mode;
    }
    readInteger(json, "minBackoffMs", policy.minBackoff);
    readInteger(json, "maxBackoffMs", policy.maxBackoff);
    readInteger(json, "maxAttempts", policy.maxDeliveryAttempts);
    readInteger(json, "retentionMs", policy.retention);
    if (const auto it = json.find("deadLetterTopic"); it != json.end()) {
        if (!it->is_boolean())
            throw fieldError("deadLetterTopic",
                             QCoreApplication::translate("atlas::Delivery", "true or false"), *it);
        policy.deadLetterTopic = it->get<bool>();
    }
    if (const std::string error = policy.validate(); !error.empty())
        throw std::invalid_argument(error);
    return policy;
}

} // namespace atlas
