#pragma once

#include <optional>
#include <string_view>

namespace atlas {

// How the relay orders its bookkeeping around the external send. The first
// two are the lesson's wrong approaches; the third is the practical one.
enum class RelayStrategy {
    FlagBeforeSend,        // mark SENT, then send: a crash in between loses the email
    FlagAfterSend,         // send without a key, then mark SENT: a lost answer duplicates it
    OutboxWithProviderKey, // lease, send with idempotencyKey = businessKey, mark under the lease
};

std::string_view toString(RelayStrategy strategy);
std::optional<RelayStrategy> relayStrategyFromString(std::string_view name);

} // namespace atlas
