#include "store/StoreError.h"

namespace atlas {

std::string_view toString(StoreErrorCode code)
{
    switch (code) {
    case StoreErrorCode::InvalidArgument:
        return "INVALID_ARGUMENT";
    case StoreErrorCode::NotFound:
        return "NOT_FOUND";
    case StoreErrorCode::AlreadyExists:
        return "ALREADY_EXISTS";
    case StoreErrorCode::FailedPrecondition:
        return "FAILED_PRECONDITION";
    case StoreErrorCode::Aborted:
        return "ABORTED";
    case StoreErrorCode::Internal:
        return "INTERNAL";
    case StoreErrorCode::Incompatible:
        return "INCOMPATIBLE_FILE";
    }
    return "UNKNOWN";
}

} // namespace atlas
