#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "store/clock/TimerQueue.h"

namespace atlas {

using Millis = std::int64_t;

// The only source of time in model/: simulated milliseconds since the Unix
// epoch. Time moves only when a command advances it, which keeps every run
// reproducible from its seed and command log.
class SimClock
{
public:
    static constexpr Millis kDefaultEpoch = 1789583400000; // 2026-09-16T18:30:00Z

    explicit SimClock(Millis epoch = kDefaultEpoch) : epoch_(epoch), now_(epoch) {}

    Millis epoch() const { return epoch_; }
    Millis now() const { return now_; }
    Millis elapsed() const { return now_ - epoch_; }
    std::string nowIso() const { return toIso(now_); }

    // Timers due at or before the new time fire in (due, insertion) order, with
    // now() set to each timer's due time while it runs.
    void advance(Millis ms);
    void advanceTo(Millis t);
    // Moves to the earliest pending timer and fires everything due then.
    // Returns false when no timer is pending.
    bool advanceToNextDue();

    TimerId schedule(Millis due, std::function<void()> callback);
    TimerId scheduleIn(Millis delay, std::function<void()> callback);
    bool cancel(TimerId id) { return timers_.cancel(id); }
    std::optional<Millis> nextDue() const { return timers_.nextDue(); }
    std::size_t pendingTimers() const { return timers_.size(); }
    bool isPending(TimerId id) const { return timers_.pending(id); }

    // Takes over `other`'s time and pending timers, each without its
    // callback: a callback refers to the object that scheduled it, so every
    // owner of a timer rebinds its own (rebindTimer), and unboundTimers()
    // tells whether one was forgotten (it would throw when it fires).
    void assignFrom(const SimClock& other);
    bool rebindTimer(TimerId id, std::function<void()> callback) // false: not pending
    {
        return timers_.rebind(id, std::move(callback));
    }
    std::size_t unboundTimers() const { return timers_.unbound(); }

    static std::string toIso(Millis t);
    static std::optional<Millis> parseIso(std::string_view text);

private:
    Millis epoch_;
    Millis now_;
    TimerQueue timers_;
};

} // namespace atlas
