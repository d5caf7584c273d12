#pragma once

#include "store/Document.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace atlas {

// The store's recently used committed documents by path, bounded: the least
// recently used entry goes once `capacity` is exceeded. An entry may hold a
// null pointer, meaning "known to be absent". Entries must be replaced by
// every commit that writes their path (DocumentStore does), so a cached entry
// is always the committed state.
//
// Every new document evicts one, so eviction is on the hot path: entries live
// in one array linked in recency order by index, found through an
// open-addressing table of hash and index. Nothing is allocated an insert
// once the array is full (an evicted entry's path buffer is reused), and a
// probe reads an entry's path only when the hashes match.
class DocumentCache
{
public:
    explicit DocumentCache(std::size_t capacity) { reset(capacity); }

    // The entry for `path`, now the most recently used; nullptr when not
    // cached. Valid until the next put() or setCapacity().
    const DocumentPtr* find(std::string_view path);
    // The entry without touching the order (for listings).
    const DocumentPtr* peek(std::string_view path) const;
    void put(std::string_view path, DocumentPtr doc);
    void clear();

    std::size_t size() const { return size_; }
    std::size_t capacity() const { return capacity_; }
    void setCapacity(std::size_t capacity);

private:
    static constexpr std::uint32_t kNone = 0xFFFFFFFF;

    struct Entry
    {
        std::string path;
        DocumentPtr doc;
        std::uint32_t hash = 0;
        std::uint32_t newer = kNone; // towards the most recently used
        std::uint32_t older = kNone;
    };

    // Empty, with room for `capacity` entries.
    void reset(std::size_t capacity);
    // The slot of index_ holding `path`, or the empty slot where it belongs.
    std::size_t slotOf(std::string_view path, std::uint32_t hash) const;
    void unlink(std::uint32_t e);
    void pushFront(std::uint32_t e);
    // Empties index_'s slot `slot`, moving later entries of its run back so
    // every entry stays reachable from its home slot.
    void eraseSlot(std::size_t slot);
    void evictOldest();
    void prefetchVictims() const;

    std::size_t capacity_ = 0;
    std::size_t size_ = 0;
    std::size_t evictions_ = 0;
    std::vector<Entry> entries_;          // capacity_ of them, used or free
    std::vector<std::uint32_t> freeList_; // unused entries
    std::vector<std::uint64_t> index_;    // HashSlot of the entries
    std::uint32_t newest_ = kNone;
    std::uint32_t oldest_ = kNone;
};

} // namespace atlas
