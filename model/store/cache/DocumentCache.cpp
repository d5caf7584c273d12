#include "store/cache/DocumentCache.h"

#include "store/cache/ColdPrefetch.h"

#include <vector>

namespace atlas {
namespace {

// Evicted documents were last used thousands of commits ago: their memory is
// out of the cache, and freeing a parsed document chases a cold pointer per
// string and JSON node. Fetching the next ones to go a batch at a time lets
// those misses overlap (see ColdPrefetch).
constexpr std::size_t kEvictionBatch = 16;
constexpr std::size_t kCountsBytes = 24;

} // namespace

const DocumentPtr* DocumentCache::find(std::string_view path)
{
    const auto it = index_.find(path);
    if (it == index_.end())
        return nullptr;
    if (it->second != order_.begin())
        order_.splice(order_.begin(), order_, it->second);
    return &it->second->doc;
}

const DocumentPtr* DocumentCache::peek(std::string_view path) const
{
    const auto it = index_.find(path);
    return it == index_.end() ? nullptr : &it->second->doc;
}

void DocumentCache::put(std::string_view path, DocumentPtr doc)
{
    if (const auto it = index_.find(path); it != index_.end()) {
        it->second->doc = std::move(doc);
        if (it->second != order_.begin())
            order_.splice(order_.begin(), order_, it->second);
        return;
    }
    if (capacity_ == 0)
        return;
    order_.push_front(Entry{std::string(path), std::move(doc)});
    index_.emplace(order_.front().path, order_.begin());
    evict();
}

void DocumentCache::clear()
{
    index_.clear();
    order_.clear();
}

void DocumentCache::setCapacity(std::size_t capacity)
{
    capacity_ = capacity;
    evict();
}

void DocumentCache::evict()
{
    while (index_.size() > capacity_) {
        if (evictions_++ % kEvictionBatch == 0)
            prefetchVictims();
        index_.erase(std::string_view(order_.back().path));
        order_.pop_back();
    }
}

// The least recently used entries, which go next unless they are used first.
void DocumentCache::prefetchVictims() const
{
    std::vector<const Entry*> victims;
    victims.reserve(kEvictionBatch);
    for (auto it = order_.rbegin(); it != order_.rend() && victims.size() < kEvictionBatch; ++it) {
        victims.push_back(&*it);
        // make_shared put the reference counts (and before them, the
        // allocator's header) in the same allocation, just before the document.
        if (it->doc)
            ColdPrefetch::fetch(it->doc.get(), sizeof(Document), kCountsBytes);
    }
    ColdPrefetch batch;
    for (const Entry* e : victims) {
        batch.add(e->path);
        if (e->doc) {
            batch.add(e->doc->collection);
            batch.add(e->doc->id);
            batch.add(e->doc->data);
        }
    }
    batch.run();
}

} // namespace atlas
