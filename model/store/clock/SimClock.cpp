#include "store/clock/SimClock.h"

#include "store/clock/IsoTime.h"

#include <algorithm>
#include <stdexcept>

namespace atlas {

void SimClock::assignFrom(const SimClock& other)
{
    epoch_ = other.epoch_;
    now_ = other.now_;
    timers_.assignShapeFrom(other.timers_);
}

void SimClock::advance(Millis ms)
{
    if (ms < 0)
        throw std::invalid_argument("SimClock::advance: time cannot go backwards");
    advanceTo(now_ + ms);
}

void SimClock::advanceTo(Millis t)
{
    if (t < now_)
        throw std::invalid_argument("SimClock::advanceTo: time cannot go backwards");
    while (auto timer = timers_.popDue(t)) {
        now_ = std::max(now_, timer->first);
        timer->second();
    }
    now_ = t;
}

bool SimClock::advanceToNextDue()
{
    const auto due = timers_.nextDue();
    if (!due)
        return false;
    advanceTo(std::max(*due, now_));
    return true;
}

TimerId SimClock::schedule(Millis due, std::function<void()> callback)
{
    return timers_.add(std::max(due, now_), std::move(callback));
}

TimerId SimClock::scheduleIn(Millis delay, std::function<void()> callback)
{
    return schedule(now_ + std::max<Millis>(delay, 0), std::move(callback));
}

std::string SimClock::toIso(Millis t)
{
    std::string text;
    appendIsoTime(text, t);
    return text;
}

std::optional<Millis> SimClock::parseIso(std::string_view text)
{
    return parseIsoTime(text);
}

} // namespace atlas
