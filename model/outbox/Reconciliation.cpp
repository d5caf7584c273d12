#include "Reconciliation.h"

#include "EmailProvider.h"
#include "OutboxRecord.h"
#include "ReceiptRepair.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
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
        f.detail = filled(Translated::translate("atlas::Reconciliation", "one receipt email (%1)"),
                          f.messageIds.front());
    } else if (n > 1) {
        f.kind = Kind::Duplicated;
        f.detail = filled(Translated::translate("atlas::Reconciliation",
                                                "%1 receipt emails for one receipt (%2): the "
                                                "customer got duplicates. Without a provider "
                                                "idempotency key exactly-once may be "
                                                "impossible: tolerate, suppress or apologise"),
                          n, joined(f.messageIds));
    } else if (f.outboxState == "READY" || f.outboxState == "PROCESSING") {
        f.kind = Kind::Pending;
        f.detail = filled(Translated::translate("atlas::Reconciliation",
                                                "no email yet; the outbox record is %1, so the "
                                                "relay may still send it"),
                          f.outboxState);
    } else {
        f.kind = Kind::Missing;
        if (f.outboxState == "SENT")
            f.detail = Translated::translate("atlas::Reconciliation",
                                             "the outbox record says SENT, but the provider "
                                             "never sent the email");
        else if (f.outboxState.empty())
            f.detail = Translated::translate("atlas::Reconciliation",
                                             "no email and no outbox record: nothing will "
                                             "ever send it");
        else
            f.detail = filled(Translated::translate("atlas::Reconciliation",
                                                    "no email, and the outbox record is %1: "
                                                    "nothing will send it unless an operator "
                                                    "does"),
                              f.outboxState);
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
    f.detail = filled(
        Translated::translate("atlas::Reconciliation", "marked reconciled by an operator (%1): %2"),
        toString(f.wasKind), f.note);
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
    f.detail = order ? filled(Translated::translate("atlas::Reconciliation",
                                                    "receipt email(s) %1 for an order that is "
                                                    "%2, not COMPLETED"),
                              joined(emailIds), f.orderState)
                     : filled(Translated::translate("atlas::Reconciliation",
                                                    "receipt email(s) %1 for an order that does "
                                                    "not exist"),
                              joined(emailIds));
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
