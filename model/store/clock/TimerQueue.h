#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <unordered_map>

namespace atlas {

using TimerId = std::uint64_t;

// Pending callbacks ordered by (due time, insertion order): two timers due at
// the same millisecond fire in the order they were scheduled, never by address.
class TimerQueue
{
public:
    TimerId add(std::int64_t due, std::function<void()> callback);
    bool cancel(TimerId id);
    std::optional<std::int64_t> nextDue() const;
    // Removes and returns the earliest timer if it is due at or before `t`.
    std::optional<std::pair<std::int64_t, std::function<void()>>> popDue(std::int64_t t);
    std::size_t size() const { return byKey_.size(); }
    bool pending(TimerId id) const { return dueById_.count(id) != 0; }
    void clear();

    // Takes over `other`'s timers (ids, due times, order, the next id)
    // without their callbacks, which refer to other's owners: each owner
    // rebinds its own, and a timer left unbound throws when it fires.
    void assignShapeFrom(const TimerQueue& other);
    bool rebind(TimerId id, std::function<void()> callback); // false: not pending
    std::size_t unbound() const;

private:
    using Key = std::pair<std::int64_t, TimerId>;
    std::map<Key, std::function<void()>> byKey_;
    std::unordered_map<TimerId, std::int64_t> dueById_;
    TimerId nextId_ = 1;
};

} // namespace atlas
