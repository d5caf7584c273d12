#pragma once

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
        std::string data;
        std::int64_t createTime = 0;
        std::int64_t updateTime = 0;
    };
    // One write: an upsert when `data` is set, else a delete. An update
    // keeps the document's createTime (the store never changes it).
    struct Write
    {
        const std::string* collection = nullptr;
        const std::string* id = nullptr;
        const std::string* data = nullptr; // null: delete the document
        std::int64_t createTime = 0;
        std::int64_t updateTime = 0;
    };
    using RowVisitor = std::function<void(std::string id, Row row)>;

    virtual ~RowStore() = default;

    // One document; false when absent.
    virtual bool fetch(const std::string& collection, const std::string& id, Row& row) = 0;
    // A collection's documents ordered by id (bytewise).
    virtual void fetchCollection(const std::string& collection, const RowVisitor& visit) = 0;
    // Throws on failure. Each write sets a document's whole state, so a set
    // written again after a failure ends where it would have.
    virtual void write(const std::vector<Write>& writes) = 0;
};

} // namespace atlas
