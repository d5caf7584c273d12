#pragma once

#include "store/json/Json.h"

#include <QString>

#include <utility>
#include <vector>

namespace atlas {

// What one side of a compared pair of worlds does differently: its handler
// strategies, relay strategy and provider idempotency, on top of the setup
// both sides share. Everything else (seed, documents, retry policy, steps) is
// the same on both sides, so what differs between the worlds comes from here.
struct SideSetup
{
    QString label; // shown at the top of the side, e.g. "Without deduplication"
    // Event type (or "*" for every type) -> handler strategy, in file order.
    std::vector<std::pair<QString, QString>> strategies;
    QString relayStrategy;     // empty: as the shared setup left it
    Json providerIdempotency;  // null: as the shared setup left it; else its args

    // The side as Lab commands, to run after the shared setup's: setStrategy
    // ("*" before named types), setRelayStrategy, setProviderIdempotency.
    Json commands() const;
    // One line for the side's header: "no-dedup (every event) · flag-after-send".
    QString describe() const;
};

} // namespace atlas
