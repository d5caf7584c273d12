#pragma once

#include "store/WriteOp.h"

#include <string_view>
#include <vector>

namespace atlas {

class DocumentStore;

// Writes without reads, committed atomically by DocumentStore::commit.
class WriteBatch
{
public:
    WriteBatch& create(std::string_view path, Json data);
    WriteBatch& set(std::string_view path, Json data, bool merge = false);
    WriteBatch& update(std::string_view path, Json fields);
    WriteBatch& remove(std::string_view path);

    bool empty() const { return ops_.empty(); }
    std::size_t size() const { return ops_.size(); }
    const std::vector<WriteOp>& ops() const { return ops_; }

private:
    friend class DocumentStore; // consumes the ops of a batch it was given to keep
    std::vector<WriteOp> ops_;
};

} // namespace atlas
