#pragma once

#include "store/Document.h"

#include <cstdint>
#include <string>

namespace atlas {

// One read of an open transaction: which document, the version it saw and
// the store's commit sequence at that moment (anything committed to the path
// later is a change the transaction did not see).
struct TransactionRead
{
    std::string path;
    DocumentPtr seen; // null: the document did not exist
    std::uint64_t sequence = 0;
};

} // namespace atlas
