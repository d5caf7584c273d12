#pragma once

#include "store/DocumentChange.h"
#include "store/clock/SimClock.h"

#include <functional>
#include <map>
#include <string>

namespace atlas {

// The reservations' timeouts, as SimClock timers. It follows the store's
// change feed: a reservation written HELD gets a timer at its expiresAt, one
// that leaves HELD loses it. Since every reservation is written by a
// command's replay, step back and session replay schedule the same timers.
class SagaTimeouts
{
public:
    enum class Change { Scheduled, Cancelled, Fired };
    // orderId, and the timer's due time.
    using Observer = std::function<void(Change, const std::string&, Millis)>;

    explicit SagaTimeouts(SimClock& clock) : clock_(clock) {}
    ~SagaTimeouts();
    SagaTimeouts(const SagaTimeouts&) = delete;
    SagaTimeouts& operator=(const SagaTimeouts&) = delete;

    void setObserver(Observer observer) { observer_ = std::move(observer); }
    // Takes over `other`'s timeouts; the clock and observer stay these.
    // Call it once the clock has taken over the other clock
    // (SimClock::assignFrom): it rebinds its timers there.
    void assignFrom(const SagaTimeouts& other);
    void onCommit(const CommitInfo& commit);
    // Pending timeouts: orderId -> due time.
    std::map<std::string, Millis> pending() const;

private:
    struct Timer
    {
        TimerId id;
        Millis due;
    };
    void onReservation(const DocumentChange& change);
    void fire(const std::string& orderId);

    SimClock& clock_;
    Observer observer_;
    std::map<std::string, Timer> timers_;
};

} // namespace atlas
