#include "ReceiptRepair.h"

#include "EmailProvider.h"
#include "OutboxRecord.h"
#include "Reconciliation.h"
#include "i18n/Filled.h"
#include "store/DocumentStore.h"
#include "store/FieldValue.h"
#include "store/JoinedText.h"

#include <QCoreApplication>

#include <stdexcept>

namespace atlas {

ReceiptFinding ReceiptRepair::finding(const std::string& orderId) const
{
    const ReconciliationReport report = Reconciliation::check(store_);
    const ReceiptFinding* found = report.find(orderId);
    if (!found)
        throw std::invalid_argument(filled(
            QCoreApplication::translate("atlas::Outbox",
                                        "reconciliation has no finding for order '%1': it is "
                                        "not COMPLETED and received no receipt email"),
            orderId));
    return *found;
}

SendResult ReceiptRepair::resend(const std::string& orderId)
{
    const ReceiptFinding f = finding(orderId);
    if (f.kind != ReceiptFinding::Kind::Missing)
        throw std::invalid_argument(
            filled(QCoreApplication::translate(
                       "atlas::Outbox",
                       "order %1's receipt is %2, not missing: only a missing receipt is resent"),
                   orderId, toString(f.kind)));
    const auto order = store_.find("orders", orderId);
    const std::string customerId = order ? OutboxRecord::text(order->data, "customerId") : "";
    if (customerId.empty())
        throw std::invalid_argument(
            filled(QCoreApplication::translate(
                       "atlas::Outbox",
                       "orders/%1 has no customerId: there is nobody to send the receipt to"),
                   orderId));

    // The same request the relay makes, with the key the relay's safe strategy sends.
    const SendResult result = provider_.send({customerId + "@customers.atlasmart.test",
                                              "Your AtlasMart receipt for order " + orderId,
                                              orderId, f.businessKey, f.businessKey});
    if (result.succeeded() &&
        store_.find(OutboxRecord::kCollection, OutboxRecord::receiptId(orderId))) {
        WriteBatch batch;
        batch.set(OutboxRecord::path(OutboxRecord::receiptId(orderId)),
                  Json{{"state", "SENT"},
                       {"providerMessageId", result.providerMessageId},
                       {"resentAt", FieldValue::serverTimestamp()}},
                  true);
        store_.commit(std::move(batch));
    }
    return result;
}

ReceiptFinding ReceiptRepair::markReconciled(const std::string& orderId, const std::string& note)
{
    const ReceiptFinding f = finding(orderId);
    if (!f.open())
        throw std::invalid_argument(filled(
            QCoreApplication::translate("atlas::Outbox",
                                        "order %1's receipt is %2: only a missing, duplicated or "
                                        "unexpected receipt is marked reconciled"),
            orderId, toString(f.kind)));
    WriteBatch batch;
    batch.set(joinedText(kCollection, "/", orderId),
              jsonObject("orderId", orderId, "businessKey", f.businessKey, "finding",
                         toString(f.kind), "messageIds", f.messageIds, "note", note, "reconciledAt",
                         FieldValue::serverTimestamp()));
    store_.commit(std::move(batch));
    return f;
}

} // namespace atlas
