#pragma once

#include "lesson/SeedDocument.h"
#include "store/json/Json.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace atlas {

// The world a scenario starts from. Settings left out keep the Lab's defaults.
struct ScenarioSetup
{
    std::int64_t seed = 0; // the Lab's RNG seed: same seed, same run
    std::vector<SeedDocument> documents;
    // Event type (or "*" for every type) -> handler strategy, in file order.
    std::vector<std::pair<QString, QString>> strategies;
    QString relayStrategy;                     // empty: the Lab's default
    Json retryPolicy;                          // null: default; else setRetryPolicy's args
    std::optional<std::int64_t> ackDeadlineMs; // unset: default (10 s)
    Json providerIdempotency;                  // null: default; else setProviderIdempotency's args
    std::optional<bool> autoRelay;             // a player option, not a Lab command
    QString rules; // the lesson's security rules (setRules); empty: the chapter's

    // The setup as the Lab commands that build it ([{command, args}, ...]):
    // reset{seed} first, then setRules (when the lesson has rules), seedDocument, setStrategy ("*" before named
    // types), setRelayStrategy, setRetryPolicy, setAckDeadline and
    // setProviderIdempotency. Going through commands keeps a scenario's run
    // replayable from the command log alone.
    Json commands() const;
};

} // namespace atlas
