#pragma once

#include "InvariantVerdict.h"
#include "store/DocumentChange.h"

#include <map>
#include <set>
#include <string>
#include <unordered_map>
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
    struct OrderFacts
    {
        bool completed = false;
        double total = 0;
        int emails = 0;
        bool outboxExists = false;
        bool outboxInFlight = false;
        std::set<std::string> completedMarkers; // inbox ids claiming COMPLETED
    };
    void onOrder(const DocumentChange& change);
    void onMarker(const DocumentChange& change);
    void onOutbox(const DocumentChange& change);
    void onEmail(const DocumentChange& change);
    void onShard(const DocumentChange& change);
    void recheck(const std::string& orderId);

    std::unordered_map<std::string, OrderFacts> orders_;
    std::unordered_map<std::string, std::string> orderOfInbox_; // inbox id -> orderId
    std::unordered_map<std::string, int> completions_;
    std::unordered_map<std::string, int> markerWrites_;

    std::set<std::string> doubleCompleted_;
    std::set<std::string> rewrittenMarkers_;
    std::set<std::string> leftCompleted_;
    std::set<std::string> receiptOffenders_;
    std::map<std::string, std::string> lostMessages_; // key -> why
    std::set<std::string> lostEffects_;               // inbox ids whose effect is missing
    double revenue_ = 0;
    double completedTotal_ = 0;
};

} // namespace atlas
