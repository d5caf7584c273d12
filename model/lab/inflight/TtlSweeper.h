#pragma once

#include "TtlPolicy.h"
#include "store/DocumentChange.h"
#include "store/clock/SimClock.h"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace atlas {

class DocumentStore;
class Rng;

// One database's TTL policies and the deletions they have scheduled. A
// document is deleted at a time drawn from the seeded Rng between just after
// its expiry and `lag` later: never on time, and the same time on every replay.
// Until then it is an ordinary document that every read still sees.
class TtlSweeper
{
public:
    struct Deletion
    {
        std::string path;
        std::string field;
        Millis expireAt = 0;
        Millis deleteAt = 0;
    };
    // Called just before a scheduled deletion commits (so the journal reads
    // "deleted" before whatever the deletion's commit sets off).
    using Observer = std::function<void(const Deletion&)>;

    TtlSweeper(DocumentStore& store, Rng& rng) : store_(store), rng_(rng) {}
    TtlSweeper(const TtlSweeper&) = delete;
    TtlSweeper& operator=(const TtlSweeper&) = delete;
    ~TtlSweeper();

    void setObserver(Observer observer) { observer_ = std::move(observer); }

    // Takes over `other`'s policies and scheduled deletions; the store, Rng
    // and observer stay this sweeper's. Call it once the store's clock has
    // taken over the other clock (SimClock::assignFrom): it rebinds its timers.
    void assignFrom(const TtlSweeper& other);

    // Replaces the collection's policy (one TTL field per collection) and
    // schedules its documents that already hold a timestamp, in id order.
    void setPolicy(TtlPolicy policy);
    // False when the collection had no policy. Scheduled deletions are dropped.
    bool removePolicy(const std::string& collection);
    const std::map<std::string, TtlPolicy>& policies() const { return policies_; }

    // Deletions not yet done, in (deleteAt, path) order.
    std::vector<Deletion> pending() const;

    // Follows the store's change feed: a written timestamp schedules the
    // document, a changed one reschedules it, a removed one (or field) cancels.
    void onCommit(const CommitInfo& commit);

private:
    struct Scheduled
    {
        Millis expireAt = 0;
        Millis deleteAt = 0;
        TimerId timer = 0;
    };
    void consider(const std::string& path, const TtlPolicy& policy, const Json& data);
    void unschedule(const std::string& path);
    void fire(const std::string& path);

    DocumentStore& store_;
    Rng& rng_;
    Observer observer_;
    std::map<std::string, TtlPolicy> policies_;     // by collection
    std::map<std::string, Scheduled> scheduled_;    // by document path
};

} // namespace atlas
