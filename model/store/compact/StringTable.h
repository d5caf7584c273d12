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
// 13 bytes per string besides its characters, where a node-based map of
// std::string spends 80 to 100. For per-order and per-event bookkeeping that
// grows with a long run (100,000 inbox ids).
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
    std::string_view at(std::uint32_t id) const;
    std::size_t size() const { return starts_.size(); }

private:
    static constexpr std::size_t kChunkBytes = 64 * 1024;

    // The slot of `slots` holding `text`, or the empty slot where it belongs.
    std::size_t slotOf(const ZeroedArray<std::uint64_t>& slots, std::string_view text,
                       std::uint32_t hash) const;
    std::uint32_t lookUp(std::string_view text, std::uint32_t hash, std::size_t& slot) const;
    void grow();
    // Moves the entries of up to `count` of the old table's slots.
    void migrate(std::size_t count);
    // Where the length-prefixed copy of `text` now lives.
    const char* store(std::string_view text);

    // Strings are stored length-prefixed in fixed-size chunks, so growing
    // never copies what is stored; a string longer than a chunk gets its own.
    std::vector<std::unique_ptr<char[]>> chunks_;
    std::vector<std::unique_ptr<char[]>> large_;
    std::size_t chunkUsed_ = kChunkBytes;
    // By id: where the string's length prefix is. A deque grows without
    // copying what it holds.
    std::deque<const char*> starts_;
    ZeroedArray<std::uint64_t> slots_; // open addressing, HashSlot of the ids
    // While growing, the table before: its entries move a few per intern,
    // so a table of 100,000 strings never rehashes them all in one call (a
    // dropped frame in a live chaos run). Lookups try both.
    ZeroedArray<std::uint64_t> oldSlots_;
    std::size_t migrated_ = 0; // old slots moved so far
};

} // namespace atlas
