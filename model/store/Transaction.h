#pragma once

#include "store/DocumentSnapshot.h"
#include "store/ReadHook.h"
#include "store/WriteBatch.h"

#include <string_view>

namespace atlas {

class DocumentStore;

// Handed to the function given to DocumentStore::runTransaction. As in
// Firestore, every read must come before the first write; writes are buffered
// and applied together at commit, or not at all.
class Transaction
{
public:
    DocumentSnapshot get(std::string_view path);

    Transaction& create(std::string_view path, Json data);
    Transaction& set(std::string_view path, Json data, bool merge = false);
    Transaction& update(std::string_view path, Json fields);
    Transaction& remove(std::string_view path);

    std::size_t writeCount() const { return writes_.size(); }
    std::size_t readCount() const { return reads_; }

private:
    friend class DocumentStore;
    Transaction(const DocumentStore& store, ReadHook* hook) : store_(store), hook_(hook) {}

    const DocumentStore& store_;
    ReadHook* hook_; // null: reads see the committed documents
    WriteBatch writes_;
    std::size_t reads_ = 0;
};

} // namespace atlas
