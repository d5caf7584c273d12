#pragma once

#include <string>

namespace atlas {

// One call to the email provider's send API.
struct EmailRequest
{
    std::string to;
    std::string subject;
    std::string orderId;
    std::string businessKey;
    std::string idempotencyKey; // empty: the caller sends no key
};

} // namespace atlas
