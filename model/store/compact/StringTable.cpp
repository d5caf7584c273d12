#include "store/compact/StringTable.h"

#include <cstring>
#include <functional>
#include <stdexcept>
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

const char* StringTable::record(std::uint32_t place) const
{
    return chunks_[place >> kOffsetBits].bytes.get() +
           (place & ((std::uint32_t{1} << kOffsetBits) - 1)) * kAlign;
}

void StringTable::requestHome(const ZeroedArray<std::uint64_t>& slots, std::uint32_t hash)
{
    if (!slots.empty())
        __builtin_prefetch(&slots[hash & (slots.size() - 1)]);
}

std::string_view StringTable::at(std::uint32_t id) const
{
    return read(record(places_.at(id)) + sizeof id);
}

std::size_t StringTable::slotOf(const ZeroedArray<std::uint64_t>& slots, std::string_view text,
                                std::uint32_t hash) const
{
    const std::size_t mask = slots.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        const std::uint64_t entry = slots[i];
        if (entry == 0 || (HashSlot::hash(entry) == hash &&
                           read(record(HashSlot::index(entry)) + sizeof(std::uint32_t)) == text))
            return i;
    }
}

// The id of `text` or kNone; `slot` is where the current table holds it or
// would.
std::uint32_t StringTable::lookUp(std::string_view text, std::uint32_t hash,
                                  std::size_t& slot) const
{
    // While the table grows, a string not found in the new table is looked
    // for in the old one: both of its slots are requested at once.
    requestHome(oldSlots_, hash);
    slot = slotOf(slots_, text, hash);
    std::uint64_t entry = slots_[slot];
    if (entry == 0 && !oldSlots_.empty())
        entry = oldSlots_[slotOf(oldSlots_, text, hash)];
    if (entry == 0)
        return kNone;
    std::uint32_t id = 0;
    std::memcpy(&id, record(HashSlot::index(entry)), sizeof id);
    return id;
}

void StringTable::prefetch(std::string_view text) const
{
    const std::uint32_t hash = HashSlot::hashOf(text);
    requestHome(slots_, hash);
    requestHome(oldSlots_, hash);
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
    if ((places_.size() + 1) * 2 > slots_.size())
        grow();
    // Four slots an intern empty the old table (twice as many slots as
    // entries) well before the new one fills to half and grows again.
    migrate(4);
    const std::uint32_t hash = HashSlot::hashOf(text);
    std::size_t slot = 0;
    if (const std::uint32_t id = lookUp(text, hash, slot); id != kNone)
        return id;
    const auto id = static_cast<std::uint32_t>(places_.size());
    const std::uint32_t place = store(id, text);
    places_.push_back(place);
    slots_[slot] = HashSlot::make(place, hash);
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
    // The same records at the same places, so the slots and places copy as
    // they are. Chunks of the right size are reused: copying a small table
    // into one allocates nothing.
    chunks_.resize(other.chunks_.size());
    for (std::size_t i = 0; i < chunks_.size(); ++i) {
        Chunk& chunk = chunks_[i];
        const Chunk& from = other.chunks_[i];
        if (chunk.size != from.size) {
            chunk.bytes = std::make_unique_for_overwrite<char[]>(from.size);
            chunk.size = from.size;
        }
        // What the last chunk of the usual size holds so far.
        const bool filling = i + 1 == chunks_.size() && from.size == kChunkBytes;
        std::memcpy(chunk.bytes.get(), from.bytes.get(), filling ? other.chunkUsed_ : from.size);
    }
    chunkUsed_ = other.chunkUsed_;
    places_ = other.places_;
    slots_ = other.slots_;
    oldSlots_ = other.oldSlots_;
    migrated_ = other.migrated_;
    return *this;
}

char* StringTable::newChunk(std::size_t bytes)
{
    if (chunks_.size() >= kMaxChunks)
        throw std::length_error("StringTable: more strings than its places can address");
    chunks_.push_back({std::make_unique_for_overwrite<char[]>(bytes), bytes});
    return chunks_.back().bytes.get();
}

std::uint32_t StringTable::store(std::uint32_t id, std::string_view text)
{
    const std::size_t bytes =
        (sizeof id + prefixBytes(text.size()) + text.size() + kAlign - 1) / kAlign * kAlign;
    char* at = nullptr;
    if (bytes > kChunkBytes) {
        at = newChunk(bytes);
        chunkUsed_ = kChunkBytes; // the next string starts a chunk of the usual size
    } else {
        if (chunkUsed_ + bytes > kChunkBytes) {
            newChunk(kChunkBytes);
            chunkUsed_ = 0;
        }
        at = chunks_.back().bytes.get() + chunkUsed_;
        chunkUsed_ += bytes;
    }
    const auto place = static_cast<std::uint32_t>(
        ((chunks_.size() - 1) << kOffsetBits) |
        static_cast<std::size_t>(at - chunks_.back().bytes.get()) / kAlign);
    std::memcpy(at, &id, sizeof id);
    char* p = at + sizeof id;
    std::size_t n = text.size();
    while (n >= 0x80) {
        *p++ = static_cast<char>((n & 0x7F) | 0x80);
        n >>= 7;
    }
    *p++ = static_cast<char>(n);
    std::memcpy(p, text.data(), text.size());
    return place;
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
