#pragma once

#include "store/Document.h"

#include <cstddef>
#include <list>
#include <string>
#include <string_view>
#include <unordered_map>

namespace atlas {

// The store's recently used committed documents by path, bounded: the least
// recently used entry goes once `capacity` is exceeded. An entry may hold a
// null pointer, meaning "known to be absent". Entries must be replaced by
// every commit that writes their path (DocumentStore does), so a cached entry
// is always the committed state.
class DocumentCache
{
public:
    explicit DocumentCache(std::size_t capacity) : capacity_(capacity) {}

    // The entry for `path`, now the most recently used; nullptr when not cached.
    const DocumentPtr* find(std::string_view path);
    // The entry without touching the order (for listings).
    const DocumentPtr* peek(std::string_view path) const;
    void put(std::string_view path, DocumentPtr doc);
    void clear();

    std::size_t size() const { return index_.size(); }
    std::size_t capacity() const { return capacity_; }
    void setCapacity(std::size_t capacity);

private:
    struct Entry
    {
        std::string path;
        DocumentPtr doc;
    };
    void evict();
    void prefetchVictims() const;

    std::size_t capacity_;
    std::size_t evictions_ = 0;
    std::list<Entry> order_; // most recently used first
    // Keys view the paths held by order_'s nodes, which never move. With the
    // standard hash of string_view, libstdc++ keeps each node's hash: a
    // lookup compares hashes before paths, an erase does not hash again (a
    // hash of its own, taken for cheap, had it rehash and memcmp every path).
    std::unordered_map<std::string_view, std::list<Entry>::iterator> index_;
};

} // namespace atlas
