#pragma once

#include "TransactionRead.h"

#include <string>
#include <vector>

namespace atlas {

// What the database's concurrency control says about one attempt's reads
// (implemented by the Lab, which knows every attempt in flight).
class ReadGuard
{
public:
    virtual ~ReadGuard() = default;
    // Before a read of an open transaction: pessimistic mode throws LockWait
    // when another attempt's open transaction holds the document.
    virtual void beforeRead(const std::string& path) = 0;
    // At commit: the paths among `reads` committed to since they were read.
    virtual std::vector<std::string> changedSince(const std::vector<TransactionRead>& reads) = 0;
};

} // namespace atlas
