// The operator's repairs on a reconciliation finding, as Lab commands.
#include "lab/Lab.h"

#include "LabArgs.h"
#include "LabError.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "lab/LabWorld.h"
#include "outbox/OutboxRecord.h"
#include "outbox/ReceiptRepair.h"

#include <stdexcept>

namespace atlas {

Json Lab::cmdResendReceipt(const Json& args)
{
    const LabArgs a("resendReceipt", args);
    const std::string orderId = a.string("orderId");
    SendResult sent;
    try {
        sent = ReceiptRepair(world_->store, world_->provider).resend(orderId);
    } catch (const std::invalid_argument& error) {
        throw LabError(error.what());
    }
    const char* answer = sent.status == SendResult::Deduplicated ? "deduplicated" : "accepted";
    journal(
        "operator", "resent",
        filled(Translated::translate("atlas::Lab", "operator resent the receipt of order %1 with "
                                                   "idempotency key %2: %3"),
               orderId, OutboxRecord::receiptKey(orderId), sent.detail),
        jsonObject("orderId", orderId, "providerMessageId", sent.providerMessageId,
                   "providerAnswer", answer));
    return jsonObject("providerMessageId", sent.providerMessageId, "providerAnswer", answer);
}

Json Lab::cmdMarkReconciled(const Json& args)
{
    const LabArgs a("markReconciled", args);
    const std::string orderId = a.string("orderId");
    const std::string note = a.string("note");
    ReceiptFinding marked;
    try {
        marked = ReceiptRepair(world_->store, world_->provider).markReconciled(orderId, note);
    } catch (const std::invalid_argument& error) {
        throw LabError(error.what());
    }
    const std::string finding(toString(marked.kind));
    journal("operator", "reconciled",
            filled(Translated::translate("atlas::Lab", "operator marked the %1 receipt of order %2 "
                                                       "reconciled: %3"),
                   finding, orderId, note),
            jsonObject("orderId", orderId, "finding", finding, "messageIds", marked.messageIds,
                       "note", note));
    return jsonObject("orderId", orderId, "finding", finding);
}

} // namespace atlas
