// The Lab's named databases, their TTL policies and document triggers, and
// the operator's hand deletion: commands first, then what a commit sets off.
#include "Lab.h"

#include "LabWorld.h"
#include "delivery/DurationText.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "lab/commands/LabArgs.h"
#include "lab/commands/LabError.h"
#include "store/DocumentPath.h"
#include "store/StoreError.h"
#include "workflow/FirestoreEvent.h"
#include "workflow/MarkerRetention.h"
#include "workflow/WorkflowDocuments.h"

#include <algorithm>

namespace atlas {
namespace {

constexpr std::int64_t kThirtyDaysMs = 30LL * 24 * 3600 * 1000;

// A drawn TTL delay rarely falls on a whole second: "43.792 s", not "43792 ms".
std::string delayText(Millis ms)
{
    if (ms < 1000 || ms % 1000 == 0)
        return formatDuration(ms);
    const std::string millis = std::to_string(1000 + ms % 1000).substr(1);
    return std::to_string(ms / 1000) + '.' + millis + " s";
}

} // namespace

const std::vector<std::string>& Lab::databaseNames()
{
    static const std::vector<std::string> names{kDefaultDatabase, "analytics"};
    return names;
}

DocumentStore& Lab::database(std::string_view name) const
{
    if (name == kDefaultDatabase)
        return world_->store;
    if (name == "analytics")
        return world_->analytics;
    throw LabError(filled(
        LabError::tr("no database '%1': the lab has \"(default)\" and \"analytics\""), name));
}

TtlSweeper& Lab::ttl(std::string_view name) const
{
    database(name); // refuses an unknown name
    return name == kDefaultDatabase ? world_->ttl : world_->analyticsTtl;
}

const std::vector<DocumentTrigger>& Lab::triggers() const
{
    return world_->triggers;
}

std::string Lab::databaseArg(const LabArgs& a) const
{
    const std::string name = a.string("database", kDefaultDatabase);
    if (std::find(databaseNames().begin(), databaseNames().end(), name) == databaseNames().end())
        a.fail("database", filled(LabError::tr("\"(default)\" or \"analytics\"")));
    return name;
}

void Lab::connectDatabases()
{
    for (const std::string& name : databaseNames()) {
        DocumentStore& store = database(name);
        connect(&store, &DocumentStore::committed, this,
                [this, name](const CommitInfo& commit) { onDatabaseCommit(name, commit); });
        ttl(name).setObserver([this, name](const TtlSweeper::Deletion& d) {
            journal("ttl", "deleted",
                    filled(Translated::translate("atlas::Lab",
                                                 "%1/%2 deleted by its TTL policy: %3 was %4, "
                                                 "deleted %5 later"),
                           name, d.path, d.field, SimClock::toIso(d.expireAt),
                           delayText(d.deleteAt - d.expireAt)),
                    jsonObject("database", name, "document", d.path, "expireAt",
                               SimClock::toIso(d.expireAt), "lagMs", d.deleteAt - d.expireAt));
        });
    }
}

void Lab::onDatabaseCommit(const std::string& name, const CommitInfo& commit)
{
    LabWorld& w = *world_;
    ttl(name).onCommit(commit);
    if (w.triggers.empty())
        return;
    for (std::size_t i = 0; i < commit.changes.size(); ++i) {
        const DocumentChange& change = commit.changes[i];
        for (const DocumentTrigger& trigger : w.triggers) {
            if (!trigger.matches(name, change))
                continue;
            // Unique per database: one event per trigger per changed document.
            std::string id = "c" + std::to_string(commit.sequence) + '-' + std::to_string(i) +
                             "-t" + std::to_string(trigger.id);
            const CloudEvent event =
                FirestoreEvent::make(name, toString(trigger.on), trigger.id, change, std::move(id),
                                     SimClock::toIso(commit.time));
            journal("trigger", "fired",
                    filled(Translated::translate("atlas::Lab", "%1: %2 %3 publishes %4 %5"),
                           trigger.describe(), event.data.value("change", ""), change.doc().path(),
                           event.type, event.id),
                    jsonObject("trigger", trigger.id, "database", name, "document",
                               change.doc().path(), "eventId", event.id, "type", event.type),
                    event.key());
            publishEvent(event);
        }
    }
}

Json Lab::cmdSetTtlPolicy(const Json& args)
{
    const LabArgs a("setTtlPolicy", args);
    const std::string name = databaseArg(a);
    TtlPolicy policy;
    policy.collection = a.string("collection");
    try {
        DocumentPath::validateCollection(policy.collection);
    } catch (const StoreError& error) {
        a.fail("collection", filled(LabError::tr("a collection path (%1)"), error.message()));
    }
    TtlSweeper& sweeper = ttl(name);
    const std::string where = name + '/' + policy.collection;
    if (!a.boolean("enabled", true)) {
        if (a.has("field") || a.has("lagMs"))
            throw LabError(filled(LabError::tr("setTtlPolicy: \"enabled\": false removes the "
                                               "policy and takes no \"field\" or \"lagMs\"")));
        if (!sweeper.removePolicy(policy.collection))
            throw LabError(
                filled(LabError::tr("setTtlPolicy: %1 has no TTL policy to remove"), where));
        journal("ttl", "policy",
                filled(Translated::translate("atlas::Lab",
                                             "TTL policy on %1 removed: nothing there expires"),
                       where),
                jsonObject("database", name, "collection", policy.collection, "enabled", false));
        return Json::object();
    }
    policy.field = a.string("field", MarkerRetention::kField);
    if (policy.field.empty() || policy.field.find('.') != std::string::npos)
        a.fail("field", filled(LabError::tr("a top-level field name (no dots)")));
    policy.lag = a.integer("lagMs", 1000, kThirtyDaysMs, TtlPolicy::kDefaultLag);
    const Json summary = jsonObject("database", name, "collection", policy.collection, "field",
                                    policy.field, "lagMs", policy.lag);
    journal("ttl", "policy",
            filled(Translated::translate("atlas::Lab",
                                         "TTL policy on %1: documents are deleted some time "
                                         "within %2 after the timestamp in %3"),
                   where, formatDuration(policy.lag), policy.field),
            summary);
    sweeper.setPolicy(std::move(policy));
    return Json{{"scheduled", sweeper.pending().size()}};
}

Json Lab::cmdSetMarkerRetention(const Json& args)
{
    const LabArgs a("setMarkerRetention", args);
    world_->workflow.setMarkerRetention(a.integer("ms", 0, kThirtyDaysMs));
    return Json::object();
}

Json Lab::cmdDeleteDocument(const Json& args)
{
    const LabArgs a("deleteDocument", args);
    const std::string name = databaseArg(a);
    const std::string path = a.string("path");
    DocumentStore& store = database(name);
    try {
        if (!store.get(path).exists())
            throw LabError(
                filled(LabError::tr("deleteDocument: %1/%2 does not exist"), name, path));
    } catch (const StoreError& error) {
        a.fail("path", filled(LabError::tr("a document path (%1)"), error.message()));
    }
    journal("operator", "deleted",
            filled(Translated::translate("atlas::Lab", "an operator deleted %1/%2 by hand"), name,
                   path),
            jsonObject("database", name, "document", path));
    WriteBatch batch;
    batch.remove(path);
    store.commit(std::move(batch));
    return Json::object();
}

Json Lab::cmdAddTrigger(const Json& args)
{
    const LabArgs a("addTrigger", args);
    DocumentTrigger trigger;
    trigger.database = databaseArg(a);
    trigger.collection = a.string("collection");
    try {
        DocumentPath::validateCollection(trigger.collection);
    } catch (const StoreError& error) {
        a.fail("collection", filled(LabError::tr("a collection path (%1)"), error.message()));
    }
    const auto on = triggerOnFromString(a.string("on"));
    if (!on)
        a.fail("on", filled(LabError::tr("\"created\", \"updated\", \"deleted\" or \"written\"")));
    trigger.on = *on;
    // The audit handler writes a log entry and an inbox marker for every
    // trigger event: a trigger on either would fire for its own handling.
    if (trigger.database == kDefaultDatabase &&
        (trigger.collection == FirestoreEvent::kLog ||
         (trigger.collection == WorkflowDocuments::kInbox && trigger.on != TriggerOn::Deleted)))
        throw LabError(filled(
            trigger.collection == WorkflowDocuments::kInbox
                ? LabError::tr("addTrigger: the audit handler writes to %1 for every trigger "
                               "event, so this trigger would fire for its own events without "
                               "end; watch another collection or use \"on\": \"deleted\"")
                : LabError::tr("addTrigger: the audit handler writes to %1 for every trigger "
                               "event, so this trigger would fire for its own events without "
                               "end; watch another collection"),
            trigger.collection));
    trigger.id = world_->nextTriggerId++;
    journal("trigger", "added",
            filled(Translated::translate("atlas::Lab",
                                         "%1: its changes publish Firestore document events"),
                   trigger.describe()),
            jsonObject("trigger", trigger.id, "database", trigger.database, "collection",
                       trigger.collection, "on", toString(trigger.on)));
    world_->triggers.push_back(std::move(trigger));
    return Json{{"triggerId", world_->triggers.back().id}};
}

Json Lab::cmdRemoveTrigger(const Json& args)
{
    const LabArgs a("removeTrigger", args);
    const auto id = a.integer("trigger", 1, INT32_MAX);
    auto& triggers = world_->triggers;
    const auto it = std::find_if(triggers.begin(), triggers.end(),
                                 [&](const DocumentTrigger& t) { return t.id == id; });
    if (it == triggers.end())
        throw LabError(filled(LabError::tr("removeTrigger: no trigger has id %1"), id));
    journal("trigger", "removed",
            filled(Translated::translate("atlas::Lab", "%1 removed"), it->describe()));
    triggers.erase(it);
    return Json::object();
}

} // namespace atlas
