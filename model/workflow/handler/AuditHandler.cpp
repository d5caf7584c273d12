#include "AuditHandler.h"

#include "Decision.h"
#include "HandlerError.h"
#include "InjectedFaults.h"
#include "i18n/Translated.h"
#include "store/DocumentStore.h"
#include "store/FieldValue.h"
#include "workflow/FirestoreEvent.h"
#include "workflow/WorkflowDocuments.h"
#include "workflow/transaction/StagedWriter.h"

namespace atlas {
namespace {

std::string documentOf(const CloudEvent& event)
{
    const auto it = event.data.find("document");
    if (it == event.data.end() || !it->is_string() || it->get_ref<const std::string&>().empty())
        throw HandlerError("MALFORMED_EVENT", FailureClass::Permanent,
                           Translated::translate("atlas::HandlerError",
                                                 "a Firestore document event needs "
                                                 "data.document (the changed document's path)"));
    return it->get<std::string>();
}

} // namespace

HandlerResult AuditHandler::handle(const CloudEvent& event, Fault fault, Decision& decision)
{
    InjectedFaults::throwIfRefused(fault);
    const std::string document = documentOf(event);
    const std::string inboxPath = WorkflowDocuments::inboxPath(event);
    const std::string logPath = FirestoreEvent::logPath(event);
    const Millis now = store_.clock().now();
    return decision.committing([&] {
        return store_.runTransaction([&](Transaction& tx) {
            const auto marker = tx.get(inboxPath);
            decision.readInbox(marker);
            HandlerResult r;
            if (marker.exists()) {
                decision.setBranch("duplicate");
                r.action = "duplicate";
                r.resultState = "RECORDED";
            } else {
                decision.setBranch("recorded");
                StagedWriter writer(tx, decision);
                writer.create(logPath,
                              jsonObject("eventId", event.id, "source", event.source, "type",
                                         event.type, "database", event.data.value("database", ""),
                                         "document", document, "change",
                                         event.data.value("change", ""), "trigger",
                                         event.data.value("trigger", Json()), "eventTime",
                                         event.time, "recordedAt", FieldValue::serverTimestamp()));
                writer.create(inboxPath,
                              retention_.stamp(WorkflowDocuments::inboxMarker(event, "RECORDED",
                                                                              false),
                                               event, now));
                r.action = "recorded";
                r.resultState = "RECORDED";
            }
            if (InjectedFaults::crashesBeforeSingleCommit(fault))
                InjectedFaults::crash(decision, "before-commit");
            return r;
        });
    });
}

} // namespace atlas
