#pragma once

#include "store/RowStore.h"
#include "store/compact/StringTable.h"

#include <cstdint>
#include <deque>
#include <map>
#include <string>

namespace atlas {

// An in-memory store's documents as JSON text: per collection, ids interned
// in a StringTable and each document's text as its commit wrote it, shared
// with the document (Document::json), about 40 bytes a document besides its
// id and text. SQLite's in-memory database spent a fifth of a chaos run's lab
// thread on these writes (b-tree inserts and page copies at each commit) and
// held the text in pages with room to spare; nothing here needs SQL, since an
// in-memory store is read by id or listed whole. A removed document's id
// stays interned (its text is let go): a collection keeps about 40 bytes and
// the id of everything it ever held, which a long run that removes documents
// (inbox markers with a TTL) pays for, and list() walks them.
class TextRows final : public RowStore
{
public:
    TextRows() = default;
    TextRows(const TextRows&) = delete;
    TextRows& operator=(const TextRows&) = delete;

    bool fetch(const std::string& collection, const std::string& id, Row& row) override;
    void fetchCollection(const std::string& collection, const RowVisitor& visit) override;
    // One write after another; a failure (out of memory) leaves the writes
    // before it done, which the store completes by writing them all again.
    void write(const std::vector<Write>& writes) override;

private:
    struct Text
    {
        SharedText text; // null: no such document
        std::int64_t createTime = 0;
        std::int64_t updateTime = 0;
    };
    struct Collection
    {
        StringTable ids;
        std::deque<Text> texts; // by id's index; grows without moving them
    };

    // The document's text, or null when it has none.
    Text* find(const std::string& collection, const std::string& id);

    std::map<std::string, Collection, std::less<>> collections_;
};

} // namespace atlas
