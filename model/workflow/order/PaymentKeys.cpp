#include "PaymentKeys.h"

#include "OrderEvent.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "store/DocumentPath.h"
#include "store/FieldValue.h"
#include "store/JoinedText.h"
#include "workflow/handler/Decision.h"
#include "workflow/handler/HandlerError.h"
#include "workflow/transaction/StagedWriter.h"

#include <array>

namespace atlas {
namespace {

constexpr std::array kFingerprintFields{"orderId", "amount", "currency"};

std::string shown(const Json& value)
{
    return value.is_null() ? std::string("none") : value.dump();
}

} // namespace

std::string PaymentKeys::path(const std::string& key)
{
    return joinedText(kCollection, "/", DocumentPath::percentEncode(key));
}

Json PaymentKeys::fingerprint(const CloudEvent& event)
{
    return jsonObject("orderId", event.orderId, "amount", event.data.value("amount", Json()),
                      "currency", event.data.value("currency", Json()));
}

DocumentSnapshot PaymentKeys::read(StagedWriter& writer, const OrderEvent& event,
                                   Decision& decision)
{
    if (!event.setsPaymentKey())
        return DocumentSnapshot({}, nullptr);
    auto held = writer.get(path(event.cloud().paymentIdempotencyKey));
    decision.readBusinessKey(held);
    return held;
}

void PaymentKeys::require(const DocumentSnapshot& held, const OrderEvent& event, Decision& decision)
{
    if (!held.exists())
        return;
    const Json presented = fingerprint(event.cloud());
    // A hand-seeded record without a readable fingerprint holds nothing to compare.
    const Json fields = held.data().value("fingerprint", Json());
    const Json stored = fields.is_object() ? fields : Json::object();
    Json differs = Json::array();
    std::string what;
    for (const char* field : kFingerprintFields) {
        const Json was = stored.value(field, Json());
        const Json now = presented.value(field, Json());
        if (was == now)
            continue;
        differs.push_back(jsonObject("field", field, "held", was, "presented", now));
        what += (what.empty() ? "" : ", ") + std::string(field) + " " + shown(was) + " -> " +
                shown(now);
    }
    if (differs.empty())
        return;

    const std::string& key = event.cloud().paymentIdempotencyKey;
    const Json holder = held.data().value("orderId", Json());
    decision.businessKeyConflict(jsonObject("key", key, "document", held.path(), "heldBy", holder,
                                            "heldSince", held.data().value("firstEvent", Json()),
                                            "held", stored, "presented", presented, "differs",
                                            differs));
    throw HandlerError(kConflictCode, FailureClass::Permanent,
                       filled(Translated::translate("atlas::HandlerError",
                                                    "business key '%1' is held by order %2 "
                                                    "for another payload (%3): a key reused "
                                                    "with a different payload is refused, never "
                                                    "applied"),
                              key, shown(holder), what));
}

void PaymentKeys::record(StagedWriter& writer, const DocumentSnapshot& held,
                         const OrderEvent& event, const std::string& resultState)
{
    if (held.exists() || !event.setsPaymentKey())
        return;
    const CloudEvent& cloud = event.cloud();
    writer.create(path(cloud.paymentIdempotencyKey),
                  jsonObject("key", cloud.paymentIdempotencyKey, "orderId", cloud.orderId,
                             "fingerprint", fingerprint(cloud), "firstEvent", cloud.key(),
                             "firstEventType", cloud.type, "resultState", resultState, "recordedAt",
                             FieldValue::serverTimestamp()));
}

} // namespace atlas
