#pragma once

#include <optional>
#include <string_view>

namespace atlas {

// What goes wrong inside the email provider on one send. Its names match the
// relay faults that cause them, so a lesson can name either.
enum class ProviderFault {
    None,
    TimeoutAfterAccept, // the email goes out, but the caller's request times out
    Rejection,          // the provider refuses the request: nothing is sent
};

std::string_view toString(ProviderFault fault);
std::optional<ProviderFault> providerFaultFromString(std::string_view name);

} // namespace atlas
