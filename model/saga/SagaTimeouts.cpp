#include "SagaTimeouts.h"

#include "SagaDocuments.h"

#include <algorithm>

namespace atlas {

SagaTimeouts::~SagaTimeouts()
{
    for (const auto& [order, timer] : timers_)
        clock_.cancel(timer.id);
}

void SagaTimeouts::onCommit(const CommitInfo& commit)
{
    for (const auto& change : commit.changes)
        if (change.collection() == SagaDocuments::kReservations)
            onReservation(change);
}

std::map<std::string, Millis> SagaTimeouts::pending() const
{
    std::map<std::string, Millis> out;
    for (const auto& [order, timer] : timers_)
        out.emplace(order, timer.due);
    return out;
}

void SagaTimeouts::assignFrom(const SagaTimeouts& other)
{
    if (&other == this)
        return;
    timers_ = other.timers_;
    for (const auto& [orderId, timer] : timers_)
        clock_.rebindTimer(timer.id, [this, id = orderId] { fire(id); });
}

void SagaTimeouts::fire(const std::string& orderId)
{
    const auto it = timers_.find(orderId);
    if (it == timers_.end())
        return;
    const Millis at = it->second.due;
    timers_.erase(it);
    if (observer_)
        observer_(Change::Fired, orderId, at);
}

void SagaTimeouts::onReservation(const DocumentChange& change)
{
    const std::string& orderId = change.id();
    const Json& data = change.after ? change.newData() : Json::object();
    const bool held = data.is_object() && data.value("state", Json()) == Json("HELD");
    const auto existing = timers_.find(orderId);
    if (!held) {
        if (existing != timers_.end()) {
            const Millis due = existing->second.due;
            clock_.cancel(existing->second.id);
            timers_.erase(existing);
            if (observer_)
                observer_(Change::Cancelled, orderId, due);
        }
        return;
    }
    const Json expires = data.value("expiresAt", Json());
    const auto due = SimClock::parseIso(expires.is_string() ? expires.get<std::string>() : "");
    if (!due || (existing != timers_.end() && existing->second.due == *due))
        return;
    if (existing != timers_.end())
        clock_.cancel(existing->second.id);
    const TimerId id =
        clock_.schedule(std::max(*due, clock_.now()), [this, orderId] { fire(orderId); });
    timers_[orderId] = Timer{id, *due};
    if (observer_)
        observer_(Change::Scheduled, orderId, *due);
}

} // namespace atlas
