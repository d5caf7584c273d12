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

ReconciliationReport Reconciliation::check(const DocumentStore& store)
{
    std::map<std::string, std::vector<std::string>> emailsByKey;
    for (const auto& email : store.list(EmailProvider::kCollection))
        emailsByKey[OutboxRecord::text(email->data, "businessKey")].push_back(email->id);

    const auto outboxState = [&](const std::string& orderId) {
        const auto record = store.find(OutboxRecord::kCollection, OutboxRecord::receiptId(orderId));
        return record ? OutboxRecord::text(record->data, "state") : std::string();
    };

    ReconciliationReport report;
    std::set<std::string> completedKeys;
    for (const auto& order : store.list("orders")) {
        if (OutboxRecord::text(order->data, "state") != "COMPLETED")
            continue;
        ReceiptFinding f;
        f.orderId = order->id;
        f.businessKey = OutboxRecord::receiptKey(order->id);
        f.orderState = "COMPLETED";
        f.outboxState = outboxState(order->id);
        if (const auto it = emailsByKey.find(f.businessKey); it != emailsByKey.end())
            f.messageIds = it->second;
        classifyCompleted(f);
        applyMark(store, f);
        completedKeys.insert(f.businessKey);
        report.findings.push_back(std::move(f));
    }

    const std::string receiptPrefix = OutboxRecord::receiptKey("");
    for (const auto& [key, ids] : emailsByKey) {
        if (!key.starts_with(receiptPrefix) || completedKeys.contains(key))
            continue;
        ReceiptFinding f;
        f.kind = ReceiptFinding::Kind::Unexpected;
        f.orderId = key.substr(receiptPrefix.size());
        f.businessKey = key;
        const auto order = f.orderId.empty() ? nullptr : store.find("orders", f.orderId);
        f.orderState = order ? OutboxRecord::text(order->data, "state") : std::string();
        f.outboxState = outboxState(f.orderId);
        f.messageIds = ids;
        f.detail =
            "receipt email(s) " + joined(ids) + " for an order that " +
            (order ? "is " + f.orderState + ", not COMPLETED" : std::string("does not exist"));
        applyMark(store, f);
        report.findings.push_back(std::move(f));
    }
    return report;
}

} // namespace atlas
