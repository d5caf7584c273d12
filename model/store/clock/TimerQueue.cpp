#include "store/clock/TimerQueue.h"

namespace atlas {

TimerId TimerQueue::add(std::int64_t due, std::function<void()> callback)
{
    const TimerId id = nextId_++;
    byKey_.emplace(Key{due, id}, std::move(callback));
    dueById_.emplace(id, due);
    return id;
}

bool TimerQueue::cancel(TimerId id)
{
    const auto it = dueById_.find(id);
    if (it == dueById_.end())
        return false;
    byKey_.erase(Key{it->second, id});
    dueById_.erase(it);
    return true;
}

std::optional<std::int64_t> TimerQueue::nextDue() const
{
    if (byKey_.empty())
        return std::nullopt;
    return byKey_.begin()->first.first;
}

std::optional<std::pair<std::int64_t, std::function<void()>>> TimerQueue::popDue(std::int64_t t)
{
    if (byKey_.empty() || byKey_.begin()->first.first > t)
        return std::nullopt;
    auto node = byKey_.extract(byKey_.begin());
    dueById_.erase(node.key().second);
    return std::make_pair(node.key().first, std::move(node.mapped()));
}

void TimerQueue::assignShapeFrom(const TimerQueue& other)
{
    byKey_.clear();
    for (const auto& [key, callback] : other.byKey_)
        byKey_.emplace_hint(byKey_.end(), key, std::function<void()>());
    dueById_ = other.dueById_;
    nextId_ = other.nextId_;
}

bool TimerQueue::rebind(TimerId id, std::function<void()> callback)
{
    const auto due = dueById_.find(id);
    if (due == dueById_.end())
        return false;
    byKey_.at(Key{due->second, id}) = std::move(callback);
    return true;
}

std::size_t TimerQueue::unbound() const
{
    std::size_t n = 0;
    for (const auto& [key, callback] : byKey_)
        n += callback ? 0 : 1;
    return n;
}

void TimerQueue::clear()
{
    byKey_.clear();
    dueById_.clear();
}

} // namespace atlas
