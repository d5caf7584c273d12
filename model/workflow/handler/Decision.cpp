#include "Decision.h"

#include "HandlerError.h"
#include "workflow/WorkflowDocuments.h"

namespace atlas {

Decision::Decision(HandlerStrategy strategy, const CloudEvent& event, Fault fault)
{
    // Room for the members added later (plannedBranch and crash, error, the
    // Lab's reply, the business key's record; a conflict comes with neither
    // crash): 20 in all. Not more: a vector of over 1,000 bytes is a "large"
    // malloc request, which makes glibc consolidate its fast bins.
    json_ = jsonObjectWithRoom(
        20, "strategy", toString(strategy), "eventType", event.type, "eventId", event.id, "fault",
        toString(fault), "inboxKey", event.key(), "inboxDocument",
        WorkflowDocuments::inboxPath(event), "inboxExisted", nullptr, "orderPath", nullptr,
        "orderExisted", nullptr, "orderState", nullptr, "businessKey",
        event.paymentIdempotencyKey.empty() ? Json() : Json(event.paymentIdempotencyKey),
        "businessKeyChecked", false, "businessKeyMatched", nullptr, "branch", nullptr, "writes",
        Json::array());
}

void Decision::setOrderPath(const std::string& path)
{
    json_["orderPath"] = path;
}

void Decision::readInbox(const DocumentSnapshot& marker)
{
    json_["inboxExisted"] = marker.exists();
}

void Decision::readOrder(const DocumentSnapshot& order)
{
    json_["orderExisted"] = order.exists();
    json_["orderState"] = order.exists() ? order.get("state") : Json();
}

void Decision::checkedBusinessKey(bool matched)
{
    json_["businessKeyChecked"] = true;
    json_["businessKeyMatched"] = matched;
}

void Decision::readBusinessKey(const DocumentSnapshot& record)
{
    // One member for both: the decision keeps to its 20 (see the constructor).
    json_["businessKeyRecord"] = jsonObject("document", record.path(), "heldBy",
                                            record.exists() ? record.get("orderId") : Json());
}

void Decision::businessKeyConflict(Json conflict)
{
    json_["businessKeyChecked"] = true;
    json_["businessKeyMatched"] = false;
    json_["businessKeyConflict"] = std::move(conflict);
}

void Decision::setBranch(std::string_view branch)
{
    json_["branch"] = branch;
}

void Decision::setSaga(Json step)
{
    json_["saga"] = std::move(step);
}

void Decision::stage(const std::string& path, std::string_view op)
{
    staged_.push_back(jsonObjectWithRoom(3, "path", path, "op", op)); // + "commit"
}

void Decision::stage(const Transition& transition)
{
    stagedTransitions_.push_back(transition);
}

void Decision::committed()
{
    transitions_.insert(transitions_.end(), stagedTransitions_.begin(), stagedTransitions_.end());
    stagedTransitions_.clear();
    if (staged_.empty())
        return;
    ++commits_;
    for (auto& write : staged_) {
        write["commit"] = commits_;
        json_["writes"].push_back(std::move(write));
    }
    staged_ = Json::array();
}

void Decision::rolledBack()
{
    staged_ = Json::array();
    stagedTransitions_.clear();
}

void Decision::crashed(std::string_view point)
{
    json_["plannedBranch"] = json_["branch"];
    json_["branch"] = "crash";
    json_["crash"] = point;
}

void Decision::failed(const HandlerError& error)
{
    json_["branch"] = error.retryable() ? "retry" : "parked";
    json_["error"] = Json{{"code", error.code()}, {"message", error.what()}};
}

} // namespace atlas
