#pragma once

#include "FailureClass.h"

#include <stdexcept>
#include <string>

namespace atlas {

// A handler failure with a stable code (ORDER_NOT_FOUND, TRANSIENT_ERROR,
// CONTENTION, MALFORMED_EVENT, INVALID_TRANSITION_<FROM>_TO_<TO>) and its class.
class HandlerError : public std::runtime_error
{
public:
    HandlerError(std::string code, FailureClass failureClass, const std::string& detail = {})
        : std::runtime_error(detail.empty() ? code : code + ": " + detail),
          code_(std::move(code)), class_(failureClass)
    {
    }
    const std::string& code() const { return code_; }
    FailureClass failureClass() const { return class_; }
    bool retryable() const { return class_ == FailureClass::Retryable; }

private:
    std::string code_;
    FailureClass class_;
};

} // namespace atlas
