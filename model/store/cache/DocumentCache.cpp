#include "store/cache/DocumentCache.h"

#include "store/cache/ColdPrefetch.h"
#include "store/compact/HashSlot.h"

#include <bit>

namespace atlas {
namespace {

// Evicted documents were last used thousands of commits ago: their memory is
// out of the cache, and freeing a parsed document chases a cold pointer per
// string and JSON node. Fetching the next ones to go a batch at a time lets
// those misses overlap (see ColdPrefetch).
constexpr std::size_t kEvictionBatch = 16;
constexpr std::size_t kCountsBytes = 24;

} // namespace

std::size_t DocumentCache::slotOf(std::string_view path, std::uint32_t hash) const
{
    const std::size_t mask = index_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        const std::uint64_t slot = index_[i];
        if (slot == 0 ||
            (HashSlot::hash(slot) == hash && entries_[HashSlot::index(slot)].path == path))
            return i;
    }
}

const DocumentPtr* DocumentCache::find(std::string_view path)
{
    if (size_ == 0)
        return nullptr;
    const std::uint64_t slot = index_[slotOf(path, HashSlot::hashOf(path))];
    if (slot == 0)
        return nullptr;
    const std::uint32_t e = HashSlot::index(slot);
    if (e != newest_) {
        unlink(e);
        pushFront(e);
    }
    return &entries_[e].doc;
}

const DocumentPtr* DocumentCache::peek(std::string_view path) const
{
    if (size_ == 0)
        return nullptr;
    const std::uint64_t slot = index_[slotOf(path, HashSlot::hashOf(path))];
    return slot == 0 ? nullptr : &entries_[HashSlot::index(slot)].doc;
}

void DocumentCache::put(std::string_view path, DocumentPtr doc)
{
    if (capacity_ == 0)
        return;
    const std::uint32_t hash = HashSlot::hashOf(path);
    std::size_t i = slotOf(path, hash);
    if (index_[i] != 0) {
        const std::uint32_t e = HashSlot::index(index_[i]);
        entries_[e].doc = std::move(doc);
        if (e != newest_) {
            unlink(e);
            pushFront(e);
        }
        return;
    }
    if (size_ == capacity_) {
        evictOldest();
        i = slotOf(path, hash); // the eviction may have moved entries back
    }
    const std::uint32_t e = freeList_.back();
    freeList_.pop_back();
    Entry& entry = entries_[e];
    entry.path.assign(path); // reuses the evicted path's buffer
    entry.doc = std::move(doc);
    entry.hash = hash;
    index_[i] = HashSlot::make(e, hash);
    pushFront(e);
    ++size_;
}

void DocumentCache::clear()
{
    reset(capacity_);
}

void DocumentCache::setCapacity(std::size_t capacity)
{
    // The newest `capacity` entries stay, entered again oldest first.
    std::vector<std::pair<std::string, DocumentPtr>> kept;
    for (std::uint32_t e = newest_; e != kNone && kept.size() < capacity; e = entries_[e].older)
        kept.emplace_back(std::move(entries_[e].path), std::move(entries_[e].doc));
    reset(capacity);
    for (auto it = kept.rbegin(); it != kept.rend(); ++it)
        put(it->first, std::move(it->second));
}

void DocumentCache::reset(std::size_t capacity)
{
    capacity_ = capacity;
    size_ = 0;
    newest_ = oldest_ = kNone;
    entries_.assign(capacity, Entry{});
    freeList_.clear();
    for (std::size_t e = capacity; e > 0; --e)
        freeList_.push_back(static_cast<std::uint32_t>(e - 1));
    // At most half full, so a probe's run stays short.
    index_.assign(capacity == 0 ? 0 : std::bit_ceil(capacity * 2), 0);
}

void DocumentCache::unlink(std::uint32_t e)
{
    Entry& entry = entries_[e];
    if (entry.newer != kNone)
        entries_[entry.newer].older = entry.older;
    else
        newest_ = entry.older;
    if (entry.older != kNone)
        entries_[entry.older].newer = entry.newer;
    else
        oldest_ = entry.newer;
    entry.newer = entry.older = kNone;
}

void DocumentCache::pushFront(std::uint32_t e)
{
    Entry& entry = entries_[e];
    entry.newer = kNone;
    entry.older = newest_;
    if (newest_ != kNone)
        entries_[newest_].newer = e;
    newest_ = e;
    if (oldest_ == kNone)
        oldest_ = e;
}

void DocumentCache::eraseSlot(std::size_t slot)
{
    const std::size_t mask = index_.size() - 1;
    for (std::size_t next = (slot + 1) & mask; index_[next] != 0; next = (next + 1) & mask) {
        const std::size_t home = HashSlot::hash(index_[next]) & mask;
        // The entry at `next` may fill the hole unless its home lies
        // (cyclically) after the hole and at or before `next`.
        const bool homeBetween =
            slot <= next ? (home > slot && home <= next) : (home > slot || home <= next);
        if (!homeBetween) {
            index_[slot] = index_[next];
            slot = next;
        }
    }
    index_[slot] = 0;
}

void DocumentCache::evictOldest()
{
    if (evictions_++ % kEvictionBatch == 0)
        prefetchVictims();
    const std::uint32_t e = oldest_;
    Entry& entry = entries_[e];
    eraseSlot(slotOf(entry.path, entry.hash));
    unlink(e);
    entry.doc.reset();
    freeList_.push_back(e);
    --size_;
}

// The least recently used entries, which go next unless they are used first.
void DocumentCache::prefetchVictims() const
{
    std::vector<const Entry*> victims;
    victims.reserve(kEvictionBatch);
    for (std::uint32_t e = oldest_; e != kNone && victims.size() < kEvictionBatch;
         e = entries_[e].newer) {
        const Entry& entry = entries_[e];
        victims.push_back(&entry);
        // make_shared put the reference counts (and before them, the
        // allocator's header) in the same allocation, just before the document.
        if (entry.doc)
            ColdPrefetch::fetch(entry.doc.get(), sizeof(Document), kCountsBytes);
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
