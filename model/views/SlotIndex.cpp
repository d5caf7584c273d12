#include "SlotIndex.h"

#include <utility>

namespace atlas {

const SlotIndex::Slot* SlotIndex::find(std::string_view id) const
{
    if (const auto it = current_.find(id); it != current_.end())
        return &it->second;
    if (!old_.empty())
        if (const auto it = old_.find(id); it != old_.end())
            return &it->second;
    return nullptr;
}

void SlotIndex::insert(std::string_view id, Slot slot)
{
    moveSome();
    const bool full = current_.size() + 1 > current_.bucket_count() * current_.max_load_factor();
    if (full && old_.empty() && !current_.empty()) {
        // The new table's buckets are allocated here, its entries come later.
        old_ = std::move(current_);
        current_ = Table();
        current_.reserve(2 * (old_.size() + 1));
    }
    current_.emplace(id, slot);
}

void SlotIndex::erase(std::string_view id)
{
    moveSome();
    if (current_.erase(id) == 0)
        old_.erase(id);
}

void SlotIndex::clear()
{
    current_.clear();
    old_.clear();
}

void SlotIndex::moveSome()
{
    if (old_.empty())
        return;
    for (std::size_t i = 0; i < kMovedPerChange && !old_.empty(); ++i)
        current_.insert(old_.extract(old_.begin()));
    if (old_.empty())
        old_ = Table(); // its buckets too
}

} // namespace atlas
