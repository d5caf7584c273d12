#include "DocumentCache.h"

namespace atlas {

const DocumentPtr* DocumentCache::find(std::string_view path)
{
    const auto it = index_.find(path);
    if (it == index_.end())
        return nullptr;
    if (it->second != order_.begin())
        order_.splice(order_.begin(), order_, it->second);
    return &it->second->doc;
}

const DocumentPtr* DocumentCache::peek(std::string_view path) const
{
    const auto it = index_.find(path);
    return it == index_.end() ? nullptr : &it->second->doc;
}

void DocumentCache::put(std::string_view path, DocumentPtr doc)
{
    if (const auto it = index_.find(path); it != index_.end()) {
        it->second->doc = std::move(doc);
        if (it->second != order_.begin())
            order_.splice(order_.begin(), order_, it->second);
        return;
    }
    if (capacity_ == 0)
        return;
    order_.push_front(Entry{std::string(path), std::move(doc)});
    index_.emplace(order_.front().path, order_.begin());
    evict();
}

void DocumentCache::clear()
{
    index_.clear();
    order_.clear();
}

void DocumentCache::setCapacity(std::size_t capacity)
{
    capacity_ = capacity;
    evict();
}

void DocumentCache::evict()
{
    while (index_.size() > capacity_) {
        index_.erase(std::string_view(order_.back().path));
        order_.pop_back();
    }
}

} // namespace atlas
