#pragma once

#include "store/SharedText.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace atlas {

// Where DocumentStore keeps its committed documents as JSON text, by
// collection and id, behind its cache of parsed ones: an SQLite file
// (SqlBackend) or, for a store in memory, compact rows (TextRows).
class RowStore
{
public:
    struct Row
    {
        SharedText data;
        std::int64_t createTime = 0;
        std::int64_t updateTime = 0;
    };
    // One write: an upsert when `data` is set, else a delete. Every field
    // is the document's whole state: a document removed and created again
    // since the last write has its new createTime.
    struct Write
    {
        const std::string* collection = nullptr;
        const std::string* id = nullptr;
        const SharedText* data = nullptr; // null: delete the document
        std::int64_t createTime = 0;
        std::int64_t updateTime = 0;
    };
    using RowVisitor = std::function<void(std::string id, Row row)>;

    virtual ~RowStore() = default;

    // One document; false when absent.
    virtual bool fetch(const std::string& collection, const std::string& id, Row& row) = 0;
    // A collection's documents ordered by id (bytewise).
    virtual void fetchCollection(const std::string& collection, const RowVisitor& visit) = 0;
    // A document at most once per call. Throws on failure; since each write
    // sets a document's whole state, writes made again after a failure end
    // where they would have.
    virtual void write(const std::vector<Write>& writes) = 0;
};

} // namespace atlas
