#include "InFlightAttempts.h"

#include "workflow/transaction/LockWait.h"

#include <algorithm>

namespace atlas {

InFlightAttempt& InFlightAttempts::add(const Delivery& delivery, const CloudEvent& event,
                                       Millis now, Millis duration)
{
    InFlightAttempt a;
    a.id = nextId_++;
    a.delivery = delivery;
    a.event = event;
    a.startedAt = now;
    a.runningSince = now;
    a.duration = duration;
    return attempts_.emplace(a.id, std::move(a)).first->second;
}

InFlightAttempt* InFlightAttempts::find(std::uint64_t id)
{
    const auto it = attempts_.find(id);
    return it == attempts_.end() ? nullptr : &it->second;
}

void InFlightAttempts::remove(std::uint64_t id)
{
    attempts_.erase(id);
    if (attempts_.empty())
        changes_.clear();
}

const InFlightAttempt* InFlightAttempts::nextToFinish() const
{
    const InFlightAttempt* next = nullptr;
    for (const auto& [id, a] : attempts_)
        if (a.state == InFlightAttempt::State::Running &&
            (!next || a.finishesAt < next->finishesAt))
            next = &a;
    return next;
}

std::vector<std::uint64_t> InFlightAttempts::waitingOn(std::uint64_t holder) const
{
    std::vector<std::uint64_t> out;
    for (const auto& [id, a] : attempts_)
        if (a.state == InFlightAttempt::State::Waiting && a.waitingOn == holder)
            out.push_back(id);
    return out;
}

std::uint64_t InFlightAttempts::lockHolder(const std::string& path, std::uint64_t except) const
{
    for (const auto& [id, a] : attempts_) {
        if (id == except || a.state != InFlightAttempt::State::Running || !a.tx.holding)
            continue;
        const auto& reads = a.tx.open;
        if (std::any_of(reads.begin(), reads.end(),
                        [&](const TransactionRead& r) { return r.path == path; }))
            return id;
    }
    return 0;
}

void InFlightAttempts::beforeRead(const std::string& path)
{
    if (mode_ != ConcurrencyMode::Pessimistic)
        return;
    if (const std::uint64_t holder = lockHolder(path, current_))
        throw LockWait{holder, path};
}

std::vector<std::string> InFlightAttempts::changedSince(const std::vector<TransactionRead>& reads)
{
    std::vector<std::string> out;
    for (const auto& read : reads)
        if (const Change* change = lastChange(read.path);
            change && change->sequence > read.sequence &&
            std::find(out.begin(), out.end(), read.path) == out.end())
            out.push_back(read.path);
    return out;
}

void InFlightAttempts::onCommit(const CommitInfo& commit)
{
    if (attempts_.empty())
        return;
    for (const auto& change : commit.changes)
        changes_[change.doc().path()] = Change{commit.sequence, current_, commit.time};
}

const InFlightAttempts::Change* InFlightAttempts::lastChange(const std::string& path) const
{
    const auto it = changes_.find(path);
    return it == changes_.end() ? nullptr : &it->second;
}

} // namespace atlas
