#pragma once

#include "ProviderFault.h"

#include <optional>
#include <string_view>

namespace atlas {

// A fault injected into the outbox relay's next send (OutboxRelay::injectFault).
enum class RelayFault {
    None,
    ProviderTimeoutAfterAccept, // the email goes out; the relay sees an error
    ProviderRejection,          // nothing goes out; the relay sees an error
    // The relay process dies between the send and the mark (for flag-before-
    // send, whose mark comes first, between the mark and the send).
    CrashBetweenSendAndMark,
    // The provider answers so slowly that the relay's lease expires first, so
    // a later pass claims the record and sends again before the answer lands.
    LeaseExpiryDuringSend,
};

std::string_view toString(RelayFault fault);
std::optional<RelayFault> relayFaultFromString(std::string_view name);
// The part of a relay fault that happens inside the provider.
ProviderFault providerFaultFor(RelayFault fault);

} // namespace atlas
