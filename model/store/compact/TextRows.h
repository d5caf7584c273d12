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
// stays interned (its text is let go) until a collection holds more such ids
// than documents, and at least kCompactFrom of them: then it is rebuilt with
// only its documents, so a long run that removes documents (inbox markers
// with a TTL) holds at most about twice the ids it needs.
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

    // Ids a collection holds, removed documents' included: what compaction
    // bounds.
    std::size_t idsHeld(const std::string& collection) const;

    static constexpr std::size_t kCompactFrom = 1024;

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
        std::deque<Text> texts;    // by id's index; grows without moving them
        std::size_t documents = 0; // texts that are not null
    };

    // The document's text, or null when it has none.
    static Text* find(Collection& c, const std::string& id);
    void remove(const std::string& collection, const std::string& id);
    // Rebuilds `c` with its documents only. Copies, so that running out of
    // memory halfway leaves `c` as it was.
    static void compact(Collection& c);

    std::map<std::string, Collection, std::less<>> collections_;
};

} // namespace atlas
