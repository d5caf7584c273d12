#pragma once

#include "AttemptOutcome.h"
#include "WorkerConfig.h"
#include "delivery/CloudEvent.h"
#include "delivery/Fault.h"
#include "workflow/handler/HandlerStrategy.h"

#include <QSqlQuery>

#include <atomic>
#include <optional>

namespace atlas {

class OrderEvent;
class PgSession;

// The chapter's order handler over PostgreSQL, for one worker's connection:
// each attempt is one SERIALIZABLE transaction holding the order, the inbox
// marker (workflow_events), the outbox receipt and the revenue shard. The
// decisions are the workflow's: OrderEvent checks the event, the state
// machine the transition, and the strategies differ as in OrderHandler
// (inbox-in-transaction: marker and state guard; event-id-only: marker
// only; no-dedup: neither). A serialization failure (40001) or deadlock
// (40P01) runs the transaction again, at most AttemptTransactions::kMaxAttempts
// times in all as the platform retries ABORTED transactions; after that the
// delivery is nacked with CONTENTION.
class PgOrderHandler
{
public:
    PgOrderHandler(PgSession& session, HandlerStrategy strategy, int worker);

    // Runs one delivery attempt, acting out `fault`; with `die` set the
    // worker dies there if the attempt applies an effect and it can take
    // `death` (set to false by whoever takes it: one worker dies).
    AttemptOutcome handle(const CloudEvent& event, Fault fault, std::optional<KillPoint> die,
                          std::atomic<bool>* death = nullptr);

    static bool supports(HandlerStrategy strategy);

private:
    struct Effect
    {
        std::string action;
        bool changed = false;
    };
    // The transaction's statements; nothing when one hit a serialization
    // failure. Throws HandlerError for the workflow's own failures.
    std::optional<Effect> apply(const OrderEvent& event);
    std::optional<Effect> applyTransition(const OrderEvent& event, const std::string& from,
                                          qlonglong total);
    void park(const CloudEvent& event, const std::string& code);
    void rollback();
    // The worker dies with its transaction open: the server rolls it back.
    void dropConnection();

    PgSession& session_;
    HandlerStrategy strategy_;
    int worker_;
    QSqlQuery readMarker_, readOrder_, insertOrder_, setOrder_, transition_, receipt_, revenue_,
        writeMarker_, parkEvent_;
};

} // namespace atlas
