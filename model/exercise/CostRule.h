#pragma once

#include <QString>

#include <cstdint>

namespace atlas {

// Grading: a limit on what the learner's run may cost, counted from the
// moment the exercise started (the starting world's own cost is not the
// learner's).
struct CostRule
{
    enum class Measure {
        Deliveries,      // handler invocations
        ProviderCalls,   // requests the email provider answered (sent or deduplicated)
        RetriesPerOrder, // for the order with the most: deliveries of its events past the first
    };

    Measure measure = Measure::Deliveries;
    std::int64_t atMost = 0;
    int points = 0;

    static QString name(Measure measure); // "deliveries", "providerCalls", "retriesPerOrder"
};

} // namespace atlas
