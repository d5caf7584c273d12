#include "store/compact/StringTable.h"

#include <cstring>
#include <functional>
#include <utility>

namespace atlas {
namespace {

std::string_view read(const char* start)
{
    std::size_t n = 0;
    int shift = 0;
    auto p = reinterpret_cast<const unsigned char*>(start);
    while (*p & 0x80) {
        n |= static_cast<std::size_t>(*p++ & 0x7F) << shift;
        shift += 7;
    }
    n |= static_cast<std::size_t>(*p++) << shift;
    return {reinterpret_cast<const char*>(p), n};
}

std::size_t prefixBytes(std::size_t n)
{
    std::size_t bytes = 1;
    while (n >= 0x80) {
        n >>= 7;
        ++bytes;
    }
    return bytes;
}

} // namespace

std::string_view StringTable::at(std::uint32_t id) const
{
    return read(starts_.at(id));
}

std::size_t StringTable::slotOf(const ZeroedArray<std::uint64_t>& slots, std::string_view text,
                                std::uint32_t hash) const
{
    const std::size_t mask = slots.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        const std::uint64_t entry = slots[i];
        if (entry == 0 ||
            (HashSlot::hash(entry) == hash && read(starts_[HashSlot::index(entry)]) == text))
            return i;
    }
}

// The id of `text` or kNone; `slot` is where the current table holds it or
// would.
std::uint32_t StringTable::lookUp(std::string_view text, std::uint32_t hash,
                                  std::size_t& slot) const
{
    slot = slotOf(slots_, text, hash);
    std::uint64_t entry = slots_[slot];
    if (entry == 0 && !oldSlots_.empty())
        entry = oldSlots_[slotOf(oldSlots_, text, hash)];
    return entry == 0 ? kNone : HashSlot::index(entry);
}

std::uint32_t StringTable::find(std::string_view text) const
{
    if (slots_.empty())
        return kNone;
    std::size_t slot = 0;
    return lookUp(text, HashSlot::hashOf(text), slot);
}

std::uint32_t StringTable::intern(std::string_view text)
{
    if ((starts_.size() + 1) * 2 > slots_.size())
        grow();
    // Four slots an intern empty the old table (twice as many slots as
    // entries) well before the new one fills to half and grows again.
    migrate(4);
    const std::uint32_t hash = HashSlot::hashOf(text);
    std::size_t slot = 0;
    if (const std::uint32_t id = lookUp(text, hash, slot); id != kNone)
        return id;
    const auto id = static_cast<std::uint32_t>(starts_.size());
    starts_.push_back(store(text));
    slots_[slot] = HashSlot::make(id, hash);
    return id;
}

StringTable::StringTable(const StringTable& other)
{
    *this = other;
}

StringTable& StringTable::operator=(const StringTable& other)
{
    if (&other == this)
        return *this;
    // One chunk is kept to write into: copying a small table allocates nothing.
    if (chunks_.size() > 1)
        chunks_.resize(1);
    chunkUsed_ = chunks_.empty() ? kChunkBytes : 0;
    large_.clear();
    starts_.clear();
    for (const char* start : other.starts_)
        starts_.push_back(store(read(start)));
    slots_ = other.slots_; // the same ids at the same hashes
    oldSlots_ = other.oldSlots_;
    migrated_ = other.migrated_;
    return *this;
}

const char* StringTable::store(std::string_view text)
{
    const std::size_t bytes = prefixBytes(text.size()) + text.size();
    char* at = nullptr;
    if (bytes > kChunkBytes) {
        large_.push_back(std::make_unique<char[]>(bytes));
        at = large_.back().get();
    } else {
        if (chunkUsed_ + bytes > kChunkBytes) {
            chunks_.push_back(std::make_unique<char[]>(kChunkBytes));
            chunkUsed_ = 0;
        }
        at = chunks_.back().get() + chunkUsed_;
        chunkUsed_ += bytes;
    }
    char* p = at;
    std::size_t n = text.size();
    while (n >= 0x80) {
        *p++ = static_cast<char>((n & 0x7F) | 0x80);
        n >>= 7;
    }
    *p++ = static_cast<char>(n);
    std::memcpy(p, text.data(), text.size());
    return at;
}

void StringTable::grow()
{
    migrate(oldSlots_.size()); // what is left of the last growth
    oldSlots_ = std::exchange(
        slots_, ZeroedArray<std::uint64_t>(slots_.empty() ? 1024 : slots_.size() * 2));
    migrated_ = 0;
    migrate(0); // an empty old table (the first growth) is done at once
}

void StringTable::migrate(std::size_t count)
{
    const std::size_t mask = slots_.size() - 1;
    for (; count > 0 && migrated_ < oldSlots_.size(); --count) {
        const std::uint64_t entry = oldSlots_[migrated_++];
        if (entry == 0)
            continue;
        std::size_t i = HashSlot::hash(entry) & mask;
        while (slots_[i] != 0)
            i = (i + 1) & mask;
        slots_[i] = entry;
    }
    if (migrated_ == oldSlots_.size()) {
        oldSlots_ = {};
        migrated_ = 0;
    }
}

} // namespace atlas
