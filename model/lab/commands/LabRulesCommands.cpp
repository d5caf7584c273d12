// Client requests under the security rules (docs/internals.md, "rules/"):
// the learner's app acting as a client, next to handlers that bypass rules.
#include "lab/Lab.h"

#include "LabArgs.h"
#include "LabError.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "lab/LabWorld.h"
#include "lab/commands/LabError.h"
#include "rules/RulesEvaluator.h"
#include "rules/RulesSyntaxError.h"
#include "store/DocumentPath.h"
#include "store/StoreError.h"

namespace atlas {

const RulesSet& Lab::rules() const
{
    return *world_->rules;
}

const std::vector<RulesVerdict>& Lab::clientRequests() const
{
    return world_->requests;
}

Json Lab::cmdSetRules(const Json& args)
{
    const LabArgs a("setRules", args);
    std::shared_ptr<const RulesSet> rules = RulesSet::chapter();
    if (a.has("text")) {
        try {
            rules = std::make_shared<const RulesSet>(RulesSet::parse(a.string("text")));
        } catch (const RulesSyntaxError& error) {
            a.fail("text", filled(LabError::tr("rules that parse (%1)"), error.what()));
        }
    }
    world_->rules = std::move(rules);
    journal("rules", "set",
            a.has("text")
                ? Translated::translate("atlas::Lab", "the lesson's own security rules are active")
                : Translated::translate("atlas::Lab", "the chapter's security rules are active"));
    return Json::object();
}

Json Lab::cmdClientRequest(const Json& args)
{
    const LabArgs a("clientRequest", args);
    RulesRequest request;
    const auto method = rulesmethod::fromString(a.string("op"));
    if (!method)
        a.fail("op", filled(LabError::tr("one of %1"), "get, list, create, update, delete"));
    request.method = *method;
    request.path = a.string("path");
    try {
        if (request.method == RulesMethod::List)
            DocumentPath::validateCollection(request.path);
        else
            DocumentPath::parse(request.path);
    } catch (const StoreError& error) {
        a.fail("path",
               filled(request.method == RulesMethod::List ? LabError::tr("a collection path (%1)")
                                                          : LabError::tr("a document path (%1)"),
                      error.message()));
    }
    if (a.has("uid") && !a.raw("uid").is_null()) {
        request.uid = a.string("uid");
        if (request.uid->empty())
            a.fail("uid", filled(LabError::tr("a non-empty uid, or null for a signed-out client")));
    }
    const bool writes = request.method == RulesMethod::Create || request.method == RulesMethod::Update;
    if (writes) {
        if (!a.raw("data").is_object())
            a.fail("data", filled(LabError::tr("a JSON object (the fields the client writes)")));
        request.data = a.raw("data");
    } else if (a.has("data")) {
        a.fail("data", filled(LabError::tr("nothing: only create and update carry data")));
    }
    DocumentStore& store = world_->store;
    if (request.method != RulesMethod::List)
        if (const auto existing = store.get(request.path); existing.exists())
            request.existing = existing.data();

    RulesVerdict verdict = RulesEvaluator::evaluate(*world_->rules, request);
    Json result = verdict.toJson();
    std::string detail =
        request.uid
            ? filled(Translated::translate("atlas::Lab", "client %1 %2 /%3: %4"), *request.uid,
                     rulesmethod::toString(request.method), request.path, verdict.reason)
            : filled(Translated::translate("atlas::Lab", "signed-out client %1 /%2: %3"),
                     rulesmethod::toString(request.method), request.path, verdict.reason);
    bool written = false;
    if (verdict.allowed && request.method != RulesMethod::Get &&
        request.method != RulesMethod::List) {
        WriteBatch batch;
        if (request.method == RulesMethod::Create)
            batch.create(request.path, request.data);
        else if (request.method == RulesMethod::Update)
            batch.update(request.path, request.data);
        else
            batch.remove(request.path);
        try {
            store.commit(std::move(batch));
            written = true;
        } catch (const StoreError& error) {
            // Rules allowed it; the store still refuses (create of an existing
            // document, update of a missing one), as Firestore would.
            result["writeError"] = error.what();
            detail +=
                filled(Translated::translate("atlas::Lab", "; the write failed: %1"), error.what());
        }
    }
    result["written"] = written;
    world_->requests.push_back(std::move(verdict));
    journal("rules", world_->requests.back().allowed ? "allowed" : "denied", std::move(detail),
            result);
    return result;
}

} // namespace atlas
