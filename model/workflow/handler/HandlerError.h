#pragma once

#include "FailureClass.h"
#include "store/json/Json.h"

#include <stdexcept>
#include <string>

namespace atlas {

// A handler failure with a stable code (ORDER_NOT_FOUND, TRANSIENT_ERROR,
// CONTENTION, MALFORMED_EVENT, PERMANENT_ERROR, INVALID_TRANSITION_<FROM>_TO_<TO>)
// and its class. The decision is what the handler had read and decided when it
// failed, so the "why" inspector can explain a failure as well as a success.
class HandlerError : public std::runtime_error
{
public:
    HandlerError(std::string code, FailureClass failureClass, const std::string& detail = {})
        : std::runtime_error(detail.empty() ? code : code + ": " + detail), code_(std::move(code)),
          class_(failureClass)
    {
    }
    const std::string& code() const { return code_; }
    FailureClass failureClass() const { return class_; }
    bool retryable() const { return class_ == FailureClass::Retryable; }

    // Null until the workflow attaches the decision on the way out.
    const Json& decision() const { return decision_; }
    void setDecision(Json decision) { decision_ = std::move(decision); }

private:
    std::string code_;
    FailureClass class_;
    Json decision_;
};

} // namespace atlas
