#include "InvariantMonitor.h"

#include "LabVocabulary.h"
#include "delivery/CloudEvent.h"

#include <cmath>
#include <stdexcept>

namespace atlas {
namespace {

constexpr const char* kCompleted = "COMPLETED";

std::string stateOf(const Json& data)
{
    const auto it = data.is_object() ? data.find("state") : data.end();
    return it != data.end() && it->is_string() ? it->get<std::string>() : std::string();
}

double numberOf(const Json& data, const char* field)
{
    const auto it = data.is_object() ? data.find(field) : data.end();
    return it != data.end() && it->is_number() ? it->get<double>() : 0.0;
}

std::string stringOf(const Json& data, const char* field)
{
    const auto it = data.is_object() ? data.find(field) : data.end();
    return it != data.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::vector<std::string> prefixed(const std::string& prefix, const std::set<std::string>& ids)
{
    std::vector<std::string> out;
    out.reserve(ids.size());
    for (const auto& id : ids)
        out.push_back(prefix + id);
    return out;
}

} // namespace

const std::vector<std::string>& InvariantMonitor::ids()
{
    static const std::vector<std::string> all(std::begin(labvocabulary::kInvariantIds),
                                              std::end(labvocabulary::kInvariantIds));
    return all;
}

void InvariantMonitor::onCommit(const CommitInfo& commit)
{
    for (const auto& change : commit.changes) {
        const std::string& c = change.collection();
        if (c == "orders")
            onOrder(change);
        else if (c == "workflowEvents")
            onMarker(change);
        else if (c == "workflowOutbox")
            onOutbox(change);
        else if (c == "providerEmails")
            onEmail(change);
        else if (c == "counters/revenue/shards")
            onShard(change);
    }
}

void InvariantMonitor::onPublished(const CloudEvent& event)
{
    if (!event.orderId.empty())
        orderOfInbox_[event.inboxId()] = event.orderId;
}

void InvariantMonitor::onCompletion(const std::string& orderId)
{
    if (++completions_[orderId] > 1)
        doubleCompleted_.insert(orderId);
}

void InvariantMonitor::onMessageLost(const std::string& messageKey, const std::string& why)
{
    lostMessages_.emplace(messageKey, why);
}

void InvariantMonitor::onOrder(const DocumentChange& change)
{
    const bool wasCompleted = stateOf(change.oldData()) == kCompleted;
    const bool isCompleted = stateOf(change.newData()) == kCompleted;
    if (wasCompleted)
        completedTotal_ -= numberOf(change.oldData(), "total");
    if (isCompleted)
        completedTotal_ += numberOf(change.newData(), "total");
    if (wasCompleted && !isCompleted)
        leftCompleted_.insert(change.id());
    OrderFacts& facts = orders_[change.id()];
    facts.completed = isCompleted;
    recheck(change.id());
}

void InvariantMonitor::onMarker(const DocumentChange& change)
{
    if (change.kind == ChangeKind::Removed)
        return; // TTL clean-up, not a second processing
    if (++markerWrites_[change.id()] > 1)
        rewrittenMarkers_.insert(change.id());
    const auto order = orderOfInbox_.find(change.id());
    if (order == orderOfInbox_.end())
        return;
    if (stringOf(change.newData(), "resultState") == kCompleted) {
        orders_[order->second].completedMarkers.insert(change.id());
        recheck(order->second);
    }
}

void InvariantMonitor::onOutbox(const DocumentChange& change)
{
    const Json& data = change.after ? change.newData() : change.oldData();
    const std::string orderId = stringOf(data, "orderId");
    if (orderId.empty())
        return;
    OrderFacts& facts = orders_[orderId];
    facts.outboxExists = change.after != nullptr;
    const std::string state = stringOf(change.newData(), "state");
    facts.outboxInFlight = state == "READY" || state == "PROCESSING";
    recheck(orderId);
}

void InvariantMonitor::onEmail(const DocumentChange& change)
{
    const std::string orderId =
        stringOf(change.after ? change.newData() : change.oldData(), "orderId");
    if (orderId.empty())
        return;
    orders_[orderId].emails += change.kind == ChangeKind::Added     ? 1
                               : change.kind == ChangeKind::Removed ? -1
                                                                    : 0;
    recheck(orderId);
}

void InvariantMonitor::onShard(const DocumentChange& change)
{
    revenue_ += numberOf(change.newData(), "value") - numberOf(change.oldData(), "value");
}

void InvariantMonitor::recheck(const std::string& orderId)
{
    const OrderFacts& f = orders_[orderId];
    const bool receiptWrong =
        f.emails > 1 || (f.completed && f.outboxExists && !f.outboxInFlight && f.emails == 0);
    if (receiptWrong)
        receiptOffenders_.insert(orderId);
    else
        receiptOffenders_.erase(orderId);
    for (const auto& marker : f.completedMarkers)
        if (f.completed)
            lostEffects_.erase(marker);
        else
            lostEffects_.insert(marker);
}

std::vector<InvariantVerdict> InvariantMonitor::verdicts() const
{
    std::vector<InvariantVerdict> out;
    for (const auto& id : ids())
        out.push_back(verdict(id));
    return out;
}

InvariantVerdict InvariantMonitor::verdict(const std::string& id) const
{
    InvariantVerdict v;
    v.id = id;
    if (id == "single-completion") {
        v.title = "Each order is completed at most once";
        v.offenders = prefixed("orders/", doubleCompleted_);
        v.explanation = "the COMPLETED transition (and its revenue and receipt) was applied more "
                        "than once for these orders";
    } else if (id == "single-inbox-marker") {
        v.title = "Each event (source + id) is recorded in the inbox once";
        v.offenders = prefixed("workflowEvents/", rewrittenMarkers_);
        v.explanation = "these inbox markers were written again: the event was processed twice";
    } else if (id == "revenue-matches") {
        v.title = "Revenue equals the sum of completed orders' totals";
        if (std::fabs(revenue_ - completedTotal_) > 1e-6) {
            v.offenders.push_back("counters/revenue");
            v.explanation = "the revenue counter says " + Json(revenue_).dump() +
                            " but completed orders total " + Json(completedTotal_).dump();
        }
    } else if (id == "one-receipt-per-order") {
        v.title = "Exactly one receipt email per completed order";
        v.offenders = prefixed("orders/", receiptOffenders_);
        v.explanation = "these orders got duplicate receipts, or none although their outbox "
                        "record is no longer in flight";
    } else if (id == "no-event-lost") {
        v.title = "No event is lost: each is processed, parked or dead-lettered";
        for (const auto& [key, why] : lostMessages_)
            v.offenders.push_back(key);
        for (const auto& marker : lostEffects_)
            v.offenders.push_back("workflowEvents/" + marker);
        v.explanation = "these events were dropped or expired, or their inbox marker says "
                        "COMPLETED while the order is not";
    } else if (id == "completed-is-final") {
        v.title = "No order leaves COMPLETED";
        v.offenders = prefixed("orders/", leftCompleted_);
        v.explanation = "these orders were COMPLETED and then moved to another state";
    } else {
        throw std::invalid_argument("unknown invariant '" + id + "'");
    }
    v.holds = v.offenders.empty();
    if (v.holds)
        v.explanation.clear();
    return v;
}

bool InvariantMonitor::allHold() const
{
    for (const auto& id : ids())
        if (!verdict(id).holds)
            return false;
    return true;
}

} // namespace atlas
