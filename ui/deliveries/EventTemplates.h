#pragma once

#include <QString>
#include <QStringList>

#include <string>

namespace atlas {

// Ready-to-publish AtlasMart events for the composer, one per event type,
// with the lesson's order (ord-ch10-001) and keys, in the flat CloudEvent
// form the lesson prints. `occurredAt` is the lab's current time.
QStringList eventTemplateTypes();
QString eventTemplate(const QString& type, const std::string& occurredAt);

// The id of a NEW envelope for the same business event: "-v1" becomes "-v2";
// an id without a version suffix gets "-v2".
std::string nextEnvelopeId(const std::string& id);

} // namespace atlas
