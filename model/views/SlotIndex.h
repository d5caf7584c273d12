#pragma once

#include "store/compact/ZeroedArray.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace atlas {

// A live table's rows by document id: open addressing over 16-byte entries
// (the id's characters stay with the row), so an insert allocates nothing.
// Growing never stops the GUI thread for the whole table: the index grows
// into a table twice the size and moves the old entries over a few at each
// insert or erase, looking in both tables until the old one is empty. The
// table a growth takes is allocated shortly before it is needed and its
// pages are faulted in a few at a time (ZeroedArray leaves them untouched):
// inserts land on random pages, so a fresh table took one page fault an
// insert, and the first batch of rows after a growth (4 MiB at 65,536
// rows) held a live window's GUI thread for 10-16 ms. The ids are views:
// each must outlive its entry (the rows own the strings).
class SlotIndex
{
public:
    using Slot = std::uint32_t;

    // Null when the id has no row.
    const Slot* find(std::string_view id) const;
    bool contains(std::string_view id) const { return find(id) != nullptr; }
    // The id must not be indexed yet.
    void insert(std::string_view id, Slot slot);
    void erase(std::string_view id);
    void clear();
    std::size_t size() const { return size_; }
    // Whether entries are still moving to the larger table.
    bool isGrowing() const { return !old_.entries.empty(); }

    template <class Fn> void forEach(Fn&& visit) const
    {
        current_.forEachLive(0, visit);
        old_.forEachLive(moved_, visit);
    }

private:
    struct Entry
    {
        const char* id; // null: empty; kErased: erased
        std::uint32_t length;
        Slot slot;
        bool live() const { return id != nullptr && id != kErased; }
        std::string_view view() const { return {id, length}; }
    };
    static const char kErasedMark;
    static constexpr const char* kErased = &kErasedMark;

    struct Table
    {
        ZeroedArray<Entry> entries; // a power of two of them, or none
        std::size_t used = 0;       // live and erased entries

        // Where `id` is, or kAbsent.
        std::size_t indexOf(std::string_view id, std::size_t hash) const;
        void add(std::string_view id, std::size_t hash, Slot slot);
        template <class Fn> void forEachLive(std::size_t from, Fn& visit) const
        {
            for (std::size_t i = from; i < entries.size(); ++i)
                if (entries[i].live())
                    visit(entries[i].view(), entries[i].slot);
        }
    };

    // Old slots looked at per change: the old table (at most half full) is
    // empty long before the new one (twice its size) fills to half.
    static constexpr std::size_t kMovedPerChange = 8;
    static constexpr std::size_t kSmallest = 1024;
    static constexpr std::size_t kAbsent = ~std::size_t(0);
    void moveSome(std::size_t slots);
    // Faults in the next table's pages in step with current_ filling, so all
    // are in by the time it is half full and grows.
    void prepareNext();

    Table current_;
    Table old_;
    ZeroedArray<Entry> next_;     // twice current_'s size, or none
    std::size_t nextFaulted_ = 0; // pages of next_ written so far
    std::size_t moved_ = 0;       // old slots moved so far
    std::size_t size_ = 0;
};

} // namespace atlas
