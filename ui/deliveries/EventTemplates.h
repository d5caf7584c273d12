#pragma once

#include <QString>
#include <QStringList>

#include <string>

namespace atlas {

class DocumentStore;

// Ready-to-publish AtlasMart events for the composer, one per event type,
// for `orderId` (default: the lesson's order, ord-ch10-001) and its keys, in
// the flat CloudEvent form the lesson prints. `occurredAt` is the lab's
// current time.
QStringList eventTemplateTypes();
QString eventTemplate(const QString& type, const std::string& occurredAt,
                      const std::string& orderId = "ord-ch10-001");

// What publishing next makes sense in this world: the next step of the most
// recently created order still in progress (CREATED → ORDER_RESERVED,
// RESERVED → PAYMENT_REQUESTED, PAYMENT_PENDING → PAYMENT_SUCCEEDED), else
// ORDER_CREATED for a new order. So the composer's first template works from
// an empty world too.
struct TemplateChoice
{
    QString type;
    std::string orderId;
};
TemplateChoice suggestedTemplate(const DocumentStore& store);
// The order a template of `type` is for: a new one for ORDER_CREATED, else
// the suggested order (or the newest one).
std::string templateOrder(const DocumentStore& store, const QString& type);

// The id of a NEW envelope for the same business event: "-v1" becomes "-v2";
// an id without a version suffix gets "-v2".
std::string nextEnvelopeId(const std::string& id);

} // namespace atlas
