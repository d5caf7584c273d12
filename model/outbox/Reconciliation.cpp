#include "Reconciliation.h"

#include "EmailProvider.h"
#include "OutboxRecord.h"
#include "ReceiptRepair.h"
#include "store/DocumentStore.h"

#include <map>
#include <set>

namespace atlas {
namespace {

std::string joined(const std::vector<std::string>& ids)
{
    std::string out;
    for (const auto& id : ids)
        out += (out.empty() ? "" : ", ") + id;
    return out;
}

void classifyCompleted(ReceiptFinding& f)
{
    using Kind = ReceiptFinding::Kind;
    const std::size_t n = f.messageIds.size();
    if (n == 1) {
        f.kind = Kind::Ok;
        f.detail = "one receipt email (" + f.messageIds.front() + ")";
    } else if (n > 1) {
        f.kind = Kind::Duplicated;
        f.detail = std::to_string(n) + " receipt emails for one receipt (" + joined(f.messageIds) +
                   "): the customer got duplicates. Without a provider idempotency key "
                   "exactly-once may be impossible: tolerate, suppress or apologise";
    } else if (f.outboxState == "READY" || f.outboxState == "PROCESSING") {
        f.kind = Kind::Pending;
        f.detail = "no email yet; the outbox record is " + f.outboxState +
                   ", so the relay may still send it";
    } else {
        f.kind = Kind::Missing;
        if (f.outboxState == "SENT")
            f.detail = "the outbox record says SENT, but the provider never sent the email";
        else if (f.outboxState.empty())
            f.detail = "no email and no outbox record: nothing will ever send it";
        else
            f.detail = "no email, and the outbox record is " + f.outboxState +
                       ": nothing will send it unless an operator does";
    }
}

// An operator's mark settles the finding it was made for: the same kind over
// the same emails. Anything new since (another email, a resend) is a new
// finding and needs a look of its own.
void applyMark(const DocumentStore& store, ReceiptFinding& f)
{
    if (!f.open())
        return;
    const auto mark = store.find(ReceiptRepair::kCollection, f.orderId);
    if (!mark || OutboxRecord::text(mark->data, "finding") != toString(f.kind) ||
        mark->data.value("messageIds", Json()) != Json(f.messageIds))
        return;
    f.wasKind = f.kind;
    f.kind = ReceiptFinding::Kind::Reconciled;
    f.note = OutboxRecord::text(mark->data, "note");
    f.detail =
        "marked reconciled by an operator (" + std::string(toString(f.wasKind)) + "): " + f.note;
}

} // namespace

std::string Reconciliation::outboxState(const DocumentStore& store, const std::string& orderId)
{
    const auto record = store.find(OutboxRecord::kCollection, OutboxRecord::receiptId(orderId));
    return record ? OutboxRecord::text(record->data, "state") : std::string();
}

ReceiptFinding Reconciliation::completed(const DocumentStore& store, const std::string& orderId,
                                         const std::vector<std::string>& emailIds)
{
    ReceiptFinding f;
    f.orderId = orderId;
    f.businessKey = OutboxRecord::receiptKey(orderId);
    f.orderState = "COMPLETED";
    f.outboxState = outboxState(store, orderId);
    f.messageIds = emailIds;
    classifyCompleted(f);
    applyMark(store, f);
    return f;
}

ReceiptFinding Reconciliation::unexpected(const DocumentStore& store, const std::string& orderId,
                                          const std::vector<std::string>& emailIds)
{
    ReceiptFinding f;
    f.kind = ReceiptFinding::Kind::Unexpected;
    f.orderId = orderId;
    f.businessKey = OutboxRecord::receiptKey(orderId);
    const auto order = orderId.empty() ? nullptr : store.find("orders", orderId);
    f.orderState = order ? OutboxRecord::text(order->data, "state") : std::string();
    f.outboxState = outboxState(store, orderId);
    f.messageIds = emailIds;
    f.detail = "receipt email(s) " + joined(emailIds) + " for an order that " +
               (order ? "is " + f.orderState + ", not COMPLETED" : std::string("does not exist"));
    applyMark(store, f);
    return f;
}

ReconciliationReport Reconciliation::check(const DocumentStore& store)
{
    std::map<std::string, std::vector<std::string>> emailsByKey;
    for (const auto& email : store.list(EmailProvider::kCollection))
        emailsByKey[OutboxRecord::text(email->data, "businessKey")].push_back(email->id);

    ReconciliationReport report;
    std::set<std::string> completedKeys;
    static const std::vector<std::string> none;
    for (const auto& order : store.list("orders")) {
        if (OutboxRecord::text(order->data, "state") != "COMPLETED")
            continue;
        const std::string key = OutboxRecord::receiptKey(order->id);
        const auto it = emailsByKey.find(key);
        report.findings.push_back(
            completed(store, order->id, it == emailsByKey.end() ? none : it->second));
        completedKeys.insert(key);
    }

    const std::string receiptPrefix = OutboxRecord::receiptKey("");
    for (const auto& [key, ids] : emailsByKey) {
        if (!key.starts_with(receiptPrefix) || completedKeys.contains(key))
            continue;
        report.findings.push_back(unexpected(store, key.substr(receiptPrefix.size()), ids));
    }
    return report;
}

} // namespace atlas
