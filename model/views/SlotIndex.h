#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <unordered_map>

namespace atlas {

// A live table's rows by document id. std::unordered_map rehashes every
// entry at once when it outgrows its buckets: at 100,000 rows that is a 10 ms
// pause of the GUI thread in the middle of a live run, longer than a frame.
// This index grows into a table twice the size instead and moves the old
// entries over a few at each insert or erase (their nodes are relinked, not
// copied), looking in both tables until the old one is empty.
// The ids are views: each must outlive its entry (the rows own the strings).
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
    std::size_t size() const { return current_.size() + old_.size(); }
    // Whether entries are still moving to the larger table.
    bool isGrowing() const { return !old_.empty(); }

    template <class Fn> void forEach(Fn&& visit) const
    {
        for (const auto& [id, slot] : current_)
            visit(id, slot);
        for (const auto& [id, slot] : old_)
            visit(id, slot);
    }

private:
    // With two moved per insert, the old table is empty well before the new
    // one (twice its size) fills up.
    static constexpr std::size_t kMovedPerChange = 2;
    void moveSome();

    // The standard hash of string_view: libstdc++ keeps each node's hash, so
    // a node moves to the new table without hashing its id again.
    using Table = std::unordered_map<std::string_view, Slot>;
    Table current_;
    Table old_;
};

} // namespace atlas
