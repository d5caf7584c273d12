#include "TtlSweeper.h"

#include "lab/Rng.h"
#include "store/DocumentStore.h"

#include <algorithm>

namespace atlas {
namespace {

// The TTL field's value as a time, if it is a timestamp (the store's
// timestamps are ISO-8601 strings). Anything else never expires.
std::optional<Millis> timestampOf(const Json& data, const std::string& field)
{
    const auto it = data.find(field);
    if (it == data.end() || !it->is_string())
        return std::nullopt;
    return SimClock::parseIso(it->get_ref<const std::string&>());
}

} // namespace

TtlSweeper::~TtlSweeper()
{
    for (const auto& [path, s] : scheduled_)
        store_.clock().cancel(s.timer);
}

void TtlSweeper::assignFrom(const TtlSweeper& other)
{
    if (&other == this)
        return;
    policies_ = other.policies_;
    scheduled_ = other.scheduled_;
    for (const auto& [path, s] : scheduled_)
        store_.clock().rebindTimer(s.timer, [this, key = path] { fire(key); });
}

void TtlSweeper::setPolicy(TtlPolicy policy)
{
    const std::string collection = policy.collection;
    removePolicy(collection);
    const TtlPolicy& stored = policies_.emplace(collection, std::move(policy)).first->second;
    for (const auto& doc : store_.list(collection))
        consider(doc->path(), stored, doc->data);
}

bool TtlSweeper::removePolicy(const std::string& collection)
{
    if (policies_.erase(collection) == 0)
        return false;
    const std::string prefix = collection + '/';
    for (auto it = scheduled_.lower_bound(prefix);
         it != scheduled_.end() && it->first.starts_with(prefix);) {
        // Only documents of this collection, not of collections nested under it.
        if (it->first.find('/', prefix.size()) != std::string::npos) {
            ++it;
            continue;
        }
        store_.clock().cancel(it->second.timer);
        it = scheduled_.erase(it);
    }
    return true;
}

std::vector<TtlSweeper::Deletion> TtlSweeper::pending() const
{
    std::vector<Deletion> out;
    out.reserve(scheduled_.size());
    for (const auto& [path, s] : scheduled_) {
        const std::string collection = path.substr(0, path.rfind('/'));
        out.push_back({path, policies_.at(collection).field, s.expireAt, s.deleteAt});
    }
    std::stable_sort(out.begin(), out.end(), [](const Deletion& a, const Deletion& b) {
        return a.deleteAt < b.deleteAt;
    });
    return out;
}

void TtlSweeper::onCommit(const CommitInfo& commit)
{
    if (policies_.empty())
        return;
    for (const auto& change : commit.changes) {
        const auto policy = policies_.find(change.collection());
        if (policy == policies_.end())
            continue;
        const std::string path = change.doc().path();
        if (change.kind == ChangeKind::Removed)
            unschedule(path);
        else
            consider(path, policy->second, change.newData());
    }
}

void TtlSweeper::consider(const std::string& path, const TtlPolicy& policy, const Json& data)
{
    const auto expireAt = timestampOf(data, policy.field);
    const auto it = scheduled_.find(path);
    if (it != scheduled_.end() && expireAt && it->second.expireAt == *expireAt)
        return; // the same expiry keeps the time already drawn
    if (it != scheduled_.end())
        unschedule(path);
    if (!expireAt)
        return;
    SimClock& clock = store_.clock();
    // A document that expired before its policy existed is due from now on.
    const Millis from = std::max(*expireAt, clock.now());
    const Millis deleteAt = from + rng_.between(1, policy.lag);
    const TimerId timer = clock.schedule(deleteAt, [this, path] { fire(path); });
    scheduled_[path] = Scheduled{*expireAt, deleteAt, timer};
}

void TtlSweeper::unschedule(const std::string& path)
{
    const auto it = scheduled_.find(path);
    if (it == scheduled_.end())
        return;
    store_.clock().cancel(it->second.timer);
    scheduled_.erase(it);
}

void TtlSweeper::fire(const std::string& path)
{
    const auto it = scheduled_.find(path);
    if (it == scheduled_.end())
        return;
    const std::string collection = path.substr(0, path.rfind('/'));
    const Deletion deletion{path, policies_.at(collection).field, it->second.expireAt,
                            it->second.deleteAt};
    scheduled_.erase(it);
    if (observer_)
        observer_(deletion);
    WriteBatch batch;
    batch.remove(path);
    store_.commit(std::move(batch));
}

} // namespace atlas
