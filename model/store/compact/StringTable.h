#pragma once

#include "store/compact/HashSlot.h"
#include "store/compact/ZeroedArray.h"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <string_view>
#include <vector>

namespace atlas {

// Strings interned to dense ids 0, 1, 2, ... and kept in one byte arena: about
// 30 bytes per string besides its characters (its slots, its place by id, its
// id and length), where a node-based map of std::string spends 80 to 100. For
// per-order and per-event bookkeeping that grows with a long run (a million
// inbox ids).
//
// A slot holds where its string is, and the string is stored after its id:
// a lookup in a table out of the cache reads the slot, then the string. (With
// ids in the slots it read the slot, the id's place, then the string: three
// misses in a row, a tenth of a million-event run.)
class StringTable
{
public:
    static constexpr std::uint32_t kNone = 0xFFFFFFFF;

    StringTable() = default;
    // A copy has the same ids for the same strings.
    StringTable(const StringTable& other);
    StringTable& operator=(const StringTable& other);
    StringTable(StringTable&&) noexcept = default;
    StringTable& operator=(StringTable&&) noexcept = default;

    // The id of `text`, added if new.
    std::uint32_t intern(std::string_view text);
    // The id of `text`, or kNone.
    std::uint32_t find(std::string_view text) const;
    // Requests the slot where a lookup of `text` starts: a caller about to
    // intern or find many strings asks for them all first, so that their
    // cache misses overlap.
    void prefetch(std::string_view text) const;
    std::string_view at(std::uint32_t id) const;
    std::size_t size() const { return places_.size(); }

private:
    // A string's place: its chunk's index and its offset there in units of
    // kAlign, in 32 bits, so a slot is its hash and its place.
    static constexpr std::size_t kChunkBytes = 64 * 1024;
    static constexpr std::size_t kAlign = 4; // each record starts with its 4-byte id
    static constexpr int kOffsetBits = 14;   // kChunkBytes / kAlign places a chunk
    // The last place must stay below 0xFFFFFFFF, which a slot cannot hold.
    static constexpr std::size_t kMaxChunks = (std::size_t{1} << (32 - kOffsetBits)) - 1;

    struct Chunk
    {
        std::unique_ptr<char[]> bytes;
        std::size_t size = 0;
    };

    // The record at `place`: the id, then the length-prefixed string.
    const char* record(std::uint32_t place) const;
    // Asks for the slot where a lookup of `hash` in `slots` starts (none
    // while `slots` is empty).
    static void requestHome(const ZeroedArray<std::uint64_t>& slots, std::uint32_t hash);
    // The slot of `slots` holding `text`, or the empty slot where it belongs.
    std::size_t slotOf(const ZeroedArray<std::uint64_t>& slots, std::string_view text,
                       std::uint32_t hash) const;
    std::uint32_t lookUp(std::string_view text, std::uint32_t hash, std::size_t& slot) const;
    void grow();
    // Moves the entries of up to `count` of the old table's slots.
    void migrate(std::size_t count);
    // The place of a new record for `text` with id `id`.
    std::uint32_t store(std::uint32_t id, std::string_view text);
    char* newChunk(std::size_t bytes);

    // Records are stored in fixed-size chunks, so growing never copies what
    // is stored; a string longer than a chunk gets a chunk of its own.
    std::vector<Chunk> chunks_;
    std::size_t chunkUsed_ = kChunkBytes; // in chunks_.back()
    // By id: the record's place. A deque grows without copying what it holds.
    std::deque<std::uint32_t> places_;
    ZeroedArray<std::uint64_t> slots_; // open addressing, HashSlot of the places
    // While growing, the table before: its entries move a few per intern,
    // so a table of 100,000 strings never rehashes them all in one call (a
    // dropped frame in a live chaos run). Lookups try both.
    ZeroedArray<std::uint64_t> oldSlots_;
    std::size_t migrated_ = 0; // old slots moved so far
};

} // namespace atlas
