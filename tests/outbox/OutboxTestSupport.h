#pragma once

// What the outbox tests share.
#include "outbox/EmailProvider.h"
#include "outbox/OutboxRecord.h"
#include "outbox/OutboxRelay.h"
#include "outbox/Reconciliation.h"
#include "store/DocumentStore.h"

#include <QtTest>

#include <stdexcept>

namespace atlas::outboxtest {

using namespace Qt::StringLiterals;

inline QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// A field as text: strings as they are, anything else as JSON ("null" when absent).
inline QString field(const Json& doc, const char* name)
{
    const auto it = doc.find(name);
    if (it == doc.end())
        return u"<absent>"_s;
    return qs(it->is_string() ? it->get<std::string>() : it->dump());
}

inline QString kinds(const RelayReport& report)
{
    QStringList names;
    for (const auto& step : report.steps)
        names << qs(toString(step.kind));
    return names.join(u' ');
}

inline RelayStrategy strategyNamed(const QString& name)
{
    const auto strategy = relayStrategyFromString(name.toStdString());
    if (!strategy)
        throw std::invalid_argument("unknown strategy in test data");
    return *strategy;
}

inline RelayFault faultNamed(const QString& name)
{
    const auto fault = relayFaultFromString(name.toStdString());
    if (!fault)
        throw std::invalid_argument("unknown fault in test data");
    return *fault;
}

// One simulated world: the application's store, the external provider and
// the relay between them.
struct World
{
    SimClock clock;
    DocumentStore store{clock};
    EmailProvider provider{store, clock};
    OutboxRelay relay{store, provider, clock};

    // What the workflow's completing transaction writes.
    void completeOrder(const std::string& orderId, const std::string& state = "COMPLETED")
    {
        store.runTransaction([&](Transaction& tx) {
            tx.create("orders/" + orderId,
                      Json{{"state", state}, {"customerId", "cust-" + orderId}, {"total", 42.5}});
            tx.create(OutboxRecord::path(OutboxRecord::receiptId(orderId)),
                      Json{{"eventId", OutboxRecord::receiptId(orderId)},
                           {"type", "SEND_RECEIPT"},
                           {"businessKey", OutboxRecord::receiptKey(orderId)},
                           {"orderId", orderId},
                           {"state", "READY"},
                           {"attempts", 0},
                           {"nextAttemptAt", clock.nowIso()},
                           {"correlationId", "corr-" + orderId},
                           {"createdAt", clock.nowIso()}});
        });
    }

    Json outbox(const std::string& orderId) const
    {
        return store.get(OutboxRecord::path(OutboxRecord::receiptId(orderId))).data();
    }

    Json email(const std::string& messageId) const
    {
        return store.get(std::string(EmailProvider::kCollection) + '/' + messageId).data();
    }

    qsizetype emails() const
    {
        return static_cast<qsizetype>(store.count(EmailProvider::kCollection));
    }

    // Runs the relay until the record is SENT or FAILED, moving the clock to
    // the record's next due time (retry or lease expiry) between passes.
    std::vector<RelayReport> settle(const std::string& orderId)
    {
        std::vector<RelayReport> reports;
        for (int pass = 0; pass < 20; ++pass) {
            reports.push_back(relay.runOnce());
            const Json record = outbox(orderId);
            const std::string state = OutboxRecord::text(record, "state");
            if (state == "SENT" || state == "FAILED")
                return reports;
            const auto due =
                OutboxRecord::time(record, state == "READY" ? "nextAttemptAt" : "leaseExpiresAt");
            if (!due)
                throw std::logic_error("a record in flight without a due time");
            clock.advanceTo(std::max(clock.now(), *due));
        }
        throw std::logic_error("the relay did not settle within 20 passes");
    }
};

inline EmailRequest receiptFor(const std::string& orderId, const std::string& key)
{
    return {"cust@example.test", "receipt", orderId, OutboxRecord::receiptKey(orderId), key};
}

} // namespace atlas::outboxtest
