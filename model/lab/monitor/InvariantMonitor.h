#pragma once

#include "InvariantVerdict.h"
#include "store/DocumentChange.h"
#include "store/compact/StringTable.h"

#include <deque>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace atlas {

struct CloudEvent;

// Keeps every invariant's verdict up to date from the store's change feed and
// the Lab's reports, touching only what a commit changed, so verdicts can be
// read after every command even in a 100,000-event run.
class InvariantMonitor
{
public:
    static const std::vector<std::string>& ids();

    void onCommit(const CommitInfo& commit);
    void onPublished(const CloudEvent& event);
    void onCompletion(const std::string& orderId);
    void onMessageLost(const std::string& messageKey, const std::string& why);

    std::vector<InvariantVerdict> verdicts() const;
    InvariantVerdict verdict(const std::string& id) const; // throws std::invalid_argument
    bool allHold() const;

private:
    // Per order, small: a 100,000-event run follows 50,000 orders.
    struct OrderFacts
    {
        bool completed = false;
        bool outboxExists = false;
        bool outboxInFlight = false;
        int emails = 0;
        int completions = 0;
        // Inbox markers claiming COMPLETED for this order (inbox ids), almost
        // always none or one: the first here, any others in extraMarkers_.
        std::uint32_t completedMarker = StringTable::kNone;
    };
    void onOrder(const DocumentChange& change);
    void onMarker(const DocumentChange& change);
    void onOutbox(const DocumentChange& change);
    void onEmail(const DocumentChange& change);
    void onShard(const DocumentChange& change);
    // The order saga (saga/): releases, refunds and completion per order.
    struct SagaFacts
    {
        int releases = 0;
        int refunds = 0;
        bool completed = false;
    };
    void onReservation(const DocumentChange& change);
    void onSaga(const DocumentChange& change);
    void recheckSaga(const std::string& orderId);
    OrderFacts& order(std::string_view orderId, std::uint32_t* index = nullptr);
    void recheck(std::uint32_t orderIndex);
    void recheckMarker(std::uint32_t marker, bool completed);

    StringTable orderIds_;
    // Deques: growing never copies 50,000 entries in one event.
    std::deque<OrderFacts> orders_;          // by orderIds_ id
    StringTable inboxIds_;                   // of published events
    std::deque<std::uint32_t> orderOfInbox_; // by inboxIds_ id: orderIds_ id
    std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> extraMarkers_; // by order
    // Markers ever removed (TTL clean-up). The monitor sees the store's whole
    // history from empty, so a marker write is a second write exactly when it
    // modifies the marker or re-creates one that was removed.
    std::unordered_set<std::string> removedMarkers_;

    std::set<std::string> doubleCompleted_;
    std::set<std::string> rewrittenMarkers_;
    std::set<std::string> leftCompleted_;
    std::set<std::string, std::less<>> receiptOffenders_;
    std::map<std::string, std::string> lostMessages_; // key -> why
    std::set<std::string, std::less<>> lostEffects_;  // inbox ids whose effect is missing
    std::unordered_map<std::string, SagaFacts> sagas_;
    std::set<std::string> compensatedTwice_;
    double revenue_ = 0;
    double completedTotal_ = 0;
};

} // namespace atlas
