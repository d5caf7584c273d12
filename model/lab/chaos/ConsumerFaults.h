#pragma once

#include "store/clock/SimClock.h"

#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace atlas {

// Faults on the consumer's side of the push subscription, longer-lived than
// a fault injected into one attempt: poison events (the handler throws on
// them every time, so every attempt nacks) and a window in which the
// consumer is offline (every push fails with UNAVAILABLE and no handler
// runs). The Lab consults them before each delivery; commands set them, so a
// replay of the log rebuilds them.
class ConsumerFaults
{
public:
    // By the event's source|id: a redrive or a republish of the same event is
    // poison too, until the handler is fixed (clearPoison).
    void poison(const std::string& messageKey) { poisoned_.insert(messageKey); }
    bool clearPoison(const std::string& messageKey) { return poisoned_.erase(messageKey) > 0; }
    bool isPoisoned(std::string_view messageKey) const { return poisoned_.contains(messageKey); }
    std::size_t poisonedCount() const { return poisoned_.size(); }

    // Offline from `since` until `until` (nullopt: until set back online).
    // The timer that brings it back is the caller's; its id is kept so the
    // next change can cancel it.
    void setOffline(Millis since, std::optional<Millis> until, std::optional<TimerId> timer);
    // Back online; returns the timer to cancel, if one was still pending.
    std::optional<TimerId> setOnline();
    bool offline() const { return offline_; }
    Millis offlineSince() const { return since_; }
    std::optional<Millis> offlineUntil() const { return until_; }
    // The timer that ends the offline window, while one is pending.
    std::optional<TimerId> onlineTimer() const { return timer_; }

private:
    std::set<std::string, std::less<>> poisoned_;
    bool offline_ = false;
    Millis since_ = 0;
    std::optional<Millis> until_;
    std::optional<TimerId> timer_;
};

} // namespace atlas
