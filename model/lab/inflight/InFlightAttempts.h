#pragma once

#include "InFlightAttempt.h"
#include "store/ConcurrencyMode.h"
#include "store/DocumentChange.h"
#include "workflow/transaction/ReadGuard.h"

#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace atlas {

// The handler attempts in flight and the database's concurrency control
// between them: pessimistic locks on what open transactions read, and the
// changes committed since, which abort an optimistic commit. It is the
// ReadGuard of the attempt being stepped (setCurrent).
class InFlightAttempts : public ReadGuard
{
public:
    // Who committed a document last, while attempts are in flight.
    struct Change
    {
        std::uint64_t sequence = 0;
        std::uint64_t by = 0; // the attempt that committed it; 0: anyone else
        Millis at = 0;
    };

    ConcurrencyMode mode() const { return mode_; }
    void setMode(ConcurrencyMode mode) { mode_ = mode; }

    InFlightAttempt& add(const Delivery& delivery, const CloudEvent& event, Millis now,
                         Millis duration);
    InFlightAttempt* find(std::uint64_t id);
    void remove(std::uint64_t id);
    bool empty() const { return attempts_.empty(); }
    // In the order they started.
    const std::map<std::uint64_t, InFlightAttempt>& attempts() const { return attempts_; }
    // The running attempt that finishes first (ties: the one started first).
    const InFlightAttempt* nextToFinish() const;
    // Attempts waiting for `holder`'s locks, in the order they started.
    std::vector<std::uint64_t> waitingOn(std::uint64_t holder) const;
    // The attempt whose open transaction holds `path`, other than `except`; 0 if none.
    std::uint64_t lockHolder(const std::string& path, std::uint64_t except) const;

    // The attempt a pass is running for (0: none): reads are checked on its
    // behalf, commits are credited to it.
    void setCurrent(std::uint64_t attempt) { current_ = attempt; }
    std::uint64_t current() const { return current_; }
    void beforeRead(const std::string& path) override;
    std::vector<std::string> changedSince(const std::vector<TransactionRead>& reads) override;
    void onCommit(const CommitInfo& commit);
    const Change* lastChange(const std::string& path) const;

private:
    ConcurrencyMode mode_ = ConcurrencyMode::Pessimistic;
    std::map<std::uint64_t, InFlightAttempt> attempts_;
    std::uint64_t nextId_ = 1;
    std::uint64_t current_ = 0;
    // Kept only while attempts are in flight: no read outlives them.
    std::unordered_map<std::string, Change> changes_;
};

} // namespace atlas
