#pragma once

#include "store/Document.h"

#include <string>

namespace atlas {

// Sits between a transaction and the store's committed documents: sees every
// read and decides what the transaction reads. Handlers in flight use it to
// record what an attempt read (and when), to make a read wait for a lock, and
// to replay an earlier transaction of the attempt with exactly what it saw.
class ReadHook
{
public:
    virtual ~ReadHook() = default;
    // `committed` is the document as the store holds it now (null: absent).
    // Returns the version the transaction reads; may throw to stop it.
    virtual DocumentPtr read(const std::string& path, DocumentPtr committed) = 0;
};

} // namespace atlas
