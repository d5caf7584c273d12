#include "InvariantMonitor.h"

#include "delivery/CloudEvent.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "lab/commands/LabVocabulary.h"
#include "store/json/JsonMember.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace atlas {
namespace {

constexpr const char* kCompleted = "COMPLETED";

std::string_view stateOf(const Json& data)
{
    return jsonStringMember(data, "state");
}

double numberOf(const Json& data, std::string_view field)
{
    const Json* value = jsonMember(data, field);
    return value && value->is_number() ? value->get<double>() : 0.0;
}

std::string_view stringOf(const Json& data, std::string_view field)
{
    return jsonStringMember(data, field);
}

void eraseIfPresent(std::set<std::string, std::less<>>& set, std::string_view item)
{
    if (const auto it = set.find(item); it != set.end())
        set.erase(it);
}

template <class Set> std::vector<std::string> prefixed(const std::string& prefix, const Set& ids)
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
        else if (c == "reservations")
            onReservation(change);
        else if (c == "orderSagas")
            onSaga(change);
    }
}

void InvariantMonitor::onPublished(const CloudEvent& event)
{
    if (event.orderId.empty())
        return;
    std::uint32_t orderIndex = 0;
    order(event.orderId, &orderIndex);
    const std::uint32_t inbox = inboxIds_.intern(event.inboxId());
    if (inbox == orderOfInbox_.size())
        orderOfInbox_.push_back(orderIndex);
    else
        orderOfInbox_[inbox] = orderIndex; // the latest publication of this source+id wins
}

InvariantMonitor::OrderFacts& InvariantMonitor::order(std::string_view orderId,
                                                      std::uint32_t* index)
{
    const std::uint32_t id = orderIds_.intern(orderId);
    if (id == orders_.size())
        orders_.emplace_back();
    if (index)
        *index = id;
    return orders_[id];
}

void InvariantMonitor::onCompletion(const std::string& orderId)
{
    if (++order(orderId).completions > 1)
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
    std::uint32_t index = 0;
    order(change.id(), &index).completed = isCompleted;
    recheck(index);
}

void InvariantMonitor::onMarker(const DocumentChange& change)
{
    if (change.kind == ChangeKind::Removed) {
        removedMarkers_.insert(change.id()); // TTL clean-up, not a second processing
        return;
    }
    if (change.kind == ChangeKind::Modified || removedMarkers_.contains(change.id()))
        rewrittenMarkers_.insert(change.id());
    const std::uint32_t inbox = inboxIds_.find(change.id());
    if (inbox == StringTable::kNone)
        return;
    if (stringOf(change.newData(), "resultState") == kCompleted) {
        const std::uint32_t orderIndex = orderOfInbox_[inbox];
        OrderFacts& facts = orders_[orderIndex];
        if (facts.completedMarker == StringTable::kNone) {
            facts.completedMarker = inbox;
        } else if (facts.completedMarker != inbox) {
            auto& more = extraMarkers_[orderIndex];
            if (std::find(more.begin(), more.end(), inbox) == more.end())
                more.push_back(inbox);
        }
        recheck(orderIndex);
    }
}

void InvariantMonitor::onOutbox(const DocumentChange& change)
{
    const Json& data = change.after ? change.newData() : change.oldData();
    const std::string_view orderId = stringOf(data, "orderId");
    if (orderId.empty())
        return;
    std::uint32_t index = 0;
    OrderFacts& facts = order(orderId, &index);
    facts.outboxExists = change.after != nullptr;
    const std::string_view state = stringOf(change.newData(), "state");
    facts.outboxInFlight = state == "READY" || state == "PROCESSING";
    recheck(index);
}

void InvariantMonitor::onEmail(const DocumentChange& change)
{
    const std::string_view orderId =
        stringOf(change.after ? change.newData() : change.oldData(), "orderId");
    if (orderId.empty())
        return;
    std::uint32_t index = 0;
    order(orderId, &index).emails += change.kind == ChangeKind::Added     ? 1
                                     : change.kind == ChangeKind::Removed ? -1
                                                                          : 0;
    recheck(index);
}

void InvariantMonitor::onShard(const DocumentChange& change)
{
    revenue_ += numberOf(change.newData(), "value") - numberOf(change.oldData(), "value");
}

void InvariantMonitor::onReservation(const DocumentChange& change)
{
    // A released reservation written again (say, a second releasedAt) is a
    // second release as much as one that was held again first: a write that
    // changes nothing reaches no change feed.
    if (change.after && stateOf(change.newData()) == "RELEASED") {
        ++sagas_[change.id()].releases;
        recheckSaga(change.id());
    }
}

void InvariantMonitor::onSaga(const DocumentChange& change)
{
    if (!change.after)
        return;
    SagaFacts& facts = sagas_[change.id()];
    facts.completed = stateOf(change.newData()) == kCompleted;
    const bool refunded = stringOf(change.newData(), "refund") == "ISSUED";
    if (refunded &&
        (stringOf(change.oldData(), "refund") != "ISSUED" || change.kind == ChangeKind::Added))
        ++facts.refunds;
    recheckSaga(change.id());
}

void InvariantMonitor::recheckSaga(const std::string& orderId)
{
    const SagaFacts& f = sagas_[orderId];
    const bool compensated = f.releases > 0 || f.refunds > 0;
    if (f.releases > 1 || f.refunds > 1 || (f.completed && compensated))
        compensatedTwice_.insert(orderId);
    else
        compensatedTwice_.erase(orderId);
}

void InvariantMonitor::recheck(std::uint32_t orderIndex)
{
    const OrderFacts& f = orders_[orderIndex];
    const bool receiptWrong =
        f.emails > 1 || (f.completed && f.outboxExists && !f.outboxInFlight && f.emails == 0);
    if (receiptWrong)
        receiptOffenders_.emplace(orderIds_.at(orderIndex));
    else if (!receiptOffenders_.empty())
        eraseIfPresent(receiptOffenders_, orderIds_.at(orderIndex));
    if (f.completedMarker == StringTable::kNone)
        return;
    recheckMarker(f.completedMarker, f.completed);
    if (const auto more = extraMarkers_.find(orderIndex); more != extraMarkers_.end())
        for (const std::uint32_t marker : more->second)
            recheckMarker(marker, f.completed);
}

void InvariantMonitor::recheckMarker(std::uint32_t marker, bool completed)
{
    if (!completed)
        lostEffects_.emplace(inboxIds_.at(marker));
    else if (!lostEffects_.empty())
        eraseIfPresent(lostEffects_, inboxIds_.at(marker));
}

std::vector<InvariantVerdict> InvariantMonitor::verdicts() const
{
    std::vector<InvariantVerdict> out;
    for (const auto& id : ids())
        out.push_back(verdict(id));
    return out;
}

// Titles and fixed explanations are marked for the translations: the command
// line prints them in the lab's language (QCoreApplication::translate with
// this context); the verdict itself stays English, as the journal does.
InvariantVerdict InvariantMonitor::verdict(const std::string& id) const
{
    InvariantVerdict v;
    v.id = id;
    if (id == "single-completion") {
        v.title =
            QT_TRANSLATE_NOOP("atlas::InvariantMonitor", "Each order is completed at most once");
        v.offenders = prefixed("orders/", doubleCompleted_);
        v.explanation = QT_TRANSLATE_NOOP(
            "atlas::InvariantMonitor",
            "the COMPLETED transition (and its revenue and receipt) was applied more "
            "than once for these orders");
    } else if (id == "single-inbox-marker") {
        v.title = QT_TRANSLATE_NOOP("atlas::InvariantMonitor",
                                    "Each event (source + id) is recorded in the inbox once");
        v.offenders = prefixed("workflowEvents/", rewrittenMarkers_);
        v.explanation = QT_TRANSLATE_NOOP(
            "atlas::InvariantMonitor",
            "these inbox markers were written again: the event was processed twice");
    } else if (id == "revenue-matches") {
        v.title = QT_TRANSLATE_NOOP("atlas::InvariantMonitor",
                                    "Revenue equals the sum of completed orders' totals");
        if (std::fabs(revenue_ - completedTotal_) > 1e-6) {
            v.offenders.push_back("counters/revenue");
            v.explanation = filled(Translated::translate("atlas::InvariantMonitor",
                                                         "the revenue counter says %1 but "
                                                         "completed orders total %2"),
                                   Json(revenue_).dump(), Json(completedTotal_).dump());
        }
    } else if (id == "one-receipt-per-order") {
        v.title = QT_TRANSLATE_NOOP("atlas::InvariantMonitor",
                                    "Exactly one receipt email per completed order");
        v.offenders = prefixed("orders/", receiptOffenders_);
        v.explanation =
            QT_TRANSLATE_NOOP("atlas::InvariantMonitor",
                              "these orders got duplicate receipts, or none although their outbox "
                              "record is no longer in flight");
    } else if (id == "no-event-lost") {
        v.title = QT_TRANSLATE_NOOP("atlas::InvariantMonitor",
                                    "No event is lost: each is processed, parked or dead-lettered");
        for (const auto& [key, why] : lostMessages_)
            v.offenders.push_back(key);
        for (const auto& marker : lostEffects_)
            v.offenders.push_back("workflowEvents/" + marker);
        v.explanation =
            QT_TRANSLATE_NOOP("atlas::InvariantMonitor",
                              "these events were dropped or expired, or their inbox marker says "
                              "COMPLETED while the order is not");
    } else if (id == "completed-is-final") {
        v.title = QT_TRANSLATE_NOOP("atlas::InvariantMonitor", "No order leaves COMPLETED");
        v.offenders = prefixed("orders/", leftCompleted_);
        v.explanation =
            QT_TRANSLATE_NOOP("atlas::InvariantMonitor",
                              "these orders were COMPLETED and then moved to another state");
    } else if (id == "saga-compensates-once") {
        v.title = QT_TRANSLATE_NOOP("atlas::InvariantMonitor",
                                    "Compensation runs at most once per order");
        v.offenders = prefixed("orderSagas/", compensatedTwice_);
        v.explanation = QT_TRANSLATE_NOOP(
            "atlas::InvariantMonitor",
            "these orders were compensated twice (a reservation released again, a payment "
            "refunded again) or were both completed and compensated");
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
