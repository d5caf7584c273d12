#include "SlotIndex.h"

#include <functional>
#include <utility>

namespace atlas {
namespace {

std::size_t hashOf(std::string_view id)
{
    return std::hash<std::string_view>{}(id);
}

} // namespace

const char SlotIndex::kErasedMark = 0;

std::size_t SlotIndex::Table::indexOf(std::string_view id, std::size_t hash) const
{
    const std::size_t mask = entries.size() - 1;
    for (std::size_t i = hash & mask; !entries.empty(); i = (i + 1) & mask) {
        const Entry& entry = entries[i];
        if (entry.id == nullptr)
            break;
        if (entry.id != kErased && entry.view() == id)
            return i;
    }
    return kAbsent;
}

void SlotIndex::Table::add(std::string_view id, std::size_t hash, Slot slot)
{
    const std::size_t mask = entries.size() - 1;
    std::size_t i = hash & mask;
    while (entries[i].id != nullptr)
        i = (i + 1) & mask;
    entries[i] = {id.data(), static_cast<std::uint32_t>(id.size()), slot};
    ++used;
}

const SlotIndex::Slot* SlotIndex::find(std::string_view id) const
{
    const std::size_t hash = hashOf(id);
    if (const std::size_t i = current_.indexOf(id, hash); i != kAbsent)
        return &current_.entries[i].slot;
    if (const std::size_t i = old_.indexOf(id, hash); i != kAbsent)
        return &old_.entries[i].slot;
    return nullptr;
}

void SlotIndex::insert(std::string_view id, Slot slot)
{
    moveSome(kMovedPerChange);
    const std::size_t capacity = current_.entries.size();
    if ((current_.used + 1) * 2 > capacity) {
        moveSome(old_.entries.size()); // what is left of the last growth
        // Mostly erased entries: a table of the same size does.
        Table bigger;
        bigger.entries = ZeroedArray<Entry>(capacity == 0          ? kSmallest
                                            : size_ * 4 < capacity ? capacity
                                                                   : capacity * 2);
        old_ = std::exchange(current_, std::move(bigger));
        moved_ = 0;
    }
    current_.add(id, hashOf(id), slot);
    ++size_;
}

void SlotIndex::erase(std::string_view id)
{
    moveSome(kMovedPerChange);
    const std::size_t hash = hashOf(id);
    for (Table* table : {&current_, &old_})
        if (const std::size_t i = table->indexOf(id, hash); i != kAbsent) {
            table->entries[i].id = kErased; // still counted in `used`: probes run past it
            --size_;
            return;
        }
}

void SlotIndex::clear()
{
    current_ = Table();
    old_ = Table();
    moved_ = 0;
    size_ = 0;
}

void SlotIndex::moveSome(std::size_t slots)
{
    for (; slots > 0 && moved_ < old_.entries.size(); --slots, ++moved_) {
        Entry& entry = old_.entries[moved_];
        if (!entry.live())
            continue;
        current_.add(entry.view(), hashOf(entry.view()), entry.slot);
        entry.id = kErased; // found in the new table only, where an erase reaches it
    }
    if (!old_.entries.empty() && moved_ == old_.entries.size()) {
        old_ = Table();
        moved_ = 0;
    }
}

} // namespace atlas
