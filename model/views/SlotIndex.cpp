#include "SlotIndex.h"

#include <algorithm>
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
        const std::size_t size = capacity == 0          ? kSmallest
                                 : size_ * 4 < capacity ? capacity
                                                        : capacity * 2;
        Table bigger;
        bigger.entries = next_.size() == size ? std::move(next_) : ZeroedArray<Entry>(size);
        next_ = {};
        nextFaulted_ = 0;
        old_ = std::exchange(current_, std::move(bigger));
        moved_ = 0;
    } else {
        prepareNext();
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
    next_ = {};
    nextFaulted_ = 0;
    moved_ = 0;
    size_ = 0;
}

void SlotIndex::prepareNext()
{
    // While the old table still moves, its entries fault in current_'s pages.
    const std::size_t capacity = current_.entries.size();
    if (capacity == 0 || isGrowing())
        return;
    // current_ grows at half full. The next table is made and faulted in over
    // the last sixteenth before that (8,192 rows for 4 MiB at 65,536): sooner
    // would hold pages a run that stops may never use.
    const std::size_t from = capacity * 7 / 16, to = capacity / 2;
    if (current_.used < from)
        return;
    if (next_.size() != capacity * 2) {
        next_ = ZeroedArray<Entry>(capacity * 2);
        nextFaulted_ = 0;
    }
    const std::size_t pages = next_.pages();
    const std::size_t filled = std::min(current_.used, to) - from;
    const std::size_t due = std::min(pages, pages * (filled + 1) / (to - from) + 1);
    for (; nextFaulted_ < due; ++nextFaulted_)
        next_.faultIn(nextFaulted_);
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
