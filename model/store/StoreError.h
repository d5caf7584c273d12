#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

namespace atlas {

// Codes follow Firestore's (gRPC) status names so lesson text and error
// messages read the same as the real SDK's.
enum class StoreErrorCode {
    InvalidArgument,
    NotFound,
    AlreadyExists,
    FailedPrecondition,
    Aborted,
    Internal,
    Incompatible, // the file is not a lab file, or was written by a newer lab
};

std::string_view toString(StoreErrorCode code);

class StoreError : public std::runtime_error
{
public:
    StoreError(StoreErrorCode code, const std::string& message)
        : std::runtime_error(std::string(toString(code)) + ": " + message), code_(code),
          message_(message)
    {
    }
    StoreErrorCode code() const { return code_; }
    // The message without the code prefix.
    const std::string& message() const { return message_; }

private:
    StoreErrorCode code_;
    std::string message_;
};

} // namespace atlas
