#include "Decision.h"

#include "HandlerError.h"
#include "store/json/JsonObjectText.h"
#include "workflow/WorkflowDocuments.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <stdexcept>

namespace atlas {
namespace {

// The handler's fixed members, in the order they are written.
constexpr std::array<std::string_view, 15> kFixed{
    "strategy",           "eventType",     "eventId",      "fault",
    "inboxKey",           "inboxDocument", "inboxExisted", "orderPath",
    "orderExisted",       "orderState",    "businessKey",  "businessKeyChecked",
    "businessKeyMatched", "branch",        "writes"};

Json optional(const std::optional<bool>& value)
{
    return value ? Json(*value) : Json();
}

Json optional(const std::optional<std::string>& value)
{
    return value ? Json(*value) : Json();
}

// The later member named `key`, or end().
template <class Members> auto findMember(Members& members, std::string_view key)
{
    return std::find_if(members.begin(), members.end(),
                        [&](const auto& member) { return member.first == key; });
}

} // namespace

Decision::Decision(HandlerStrategy strategy, const CloudEvent& event, Fault fault)
    : handled_(true), strategy_(toString(strategy)), eventType_(event.type), eventId_(event.id),
      fault_(toString(fault)), inboxKey_(event.key()),
      inboxDocument_(WorkflowDocuments::inboxPath(event))
{
    if (!event.paymentIdempotencyKey.empty())
        businessKey_ = event.paymentIdempotencyKey;
}

void Decision::setOrderPath(const std::string& path)
{
    orderPath_ = path;
}

void Decision::readInbox(const DocumentSnapshot& marker)
{
    inboxExisted_ = marker.exists();
}

void Decision::readOrder(const DocumentSnapshot& order)
{
    orderExisted_ = order.exists();
    orderState_ = order.exists() ? order.get("state") : Json();
}

void Decision::checkedBusinessKey(bool matched)
{
    businessKeyChecked_ = true;
    businessKeyMatched_ = matched;
}

void Decision::readBusinessKey(const DocumentSnapshot& record)
{
    set("businessKeyRecord", jsonObject("document", record.path(), "heldBy",
                                        record.exists() ? record.get("orderId") : Json()));
}

void Decision::businessKeyConflict(Json conflict)
{
    businessKeyChecked_ = true;
    businessKeyMatched_ = false;
    set("businessKeyConflict", std::move(conflict));
}

void Decision::setBranch(std::string_view branch)
{
    branch_ = std::string(branch);
}

void Decision::setSaga(Json step)
{
    set("saga", std::move(step));
}

void Decision::stage(const std::string& path, std::string_view op)
{
    // A handler's transaction writes three or four documents: room for them
    // at once, not grown a write at a time.
    if (staged_.capacity() == 0)
        staged_.reserve(4);
    staged_.push_back({path, std::string(op)});
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
    for (auto& write : staged_)
        write.commit = commits_;
    // In one step: a push_back each grew the vector (and moved what it held)
    // at the first, second and third write of nearly every decision.
    writes_.insert(writes_.end(), std::make_move_iterator(staged_.begin()),
                   std::make_move_iterator(staged_.end()));
    staged_.clear();
}

void Decision::rolledBack()
{
    staged_.clear();
    stagedTransitions_.clear();
}

void Decision::crashed(std::string_view point)
{
    set("plannedBranch", optional(branch_));
    branch_ = "crash";
    set("crash", point);
}

void Decision::failed(const HandlerError& error)
{
    branch_ = error.retryable() ? "retry" : "parked";
    set("error", Json{{"code", error.code()}, {"message", error.what()}});
}

void Decision::set(std::string_view key, Json value)
{
    if (handled_ && std::find(kFixed.begin(), kFixed.end(), key) != kFixed.end())
        throw std::logic_error("Decision::set: '" + std::string(key) +
                               "' is the handler's own member; its setter owns it");
    const auto it = findMember(later_, key);
    if (it != later_.end())
        it->second = std::move(value);
    else
        later_.emplace_back(std::string(key), std::move(value));
}

const Json& Decision::member(std::string_view key) const
{
    static const Json none;
    const auto it = findMember(later_, key);
    return it == later_.end() ? none : it->second;
}

Json Decision::json() const
{
    Json tree = Json::object();
    if (handled_) {
        Json writes = Json::array();
        for (const Write& write : writes_)
            writes.push_back(
                jsonObject("path", write.path, "op", write.op, "commit", write.commit));
        tree = jsonObjectWithRoom(
            kFixed.size() + later_.size(), "strategy", strategy_, "eventType", eventType_,
            "eventId", eventId_, "fault", fault_, "inboxKey", inboxKey_, "inboxDocument",
            inboxDocument_, "inboxExisted", optional(inboxExisted_), "orderPath",
            optional(orderPath_), "orderExisted", optional(orderExisted_), "orderState",
            orderState_, "businessKey", optional(businessKey_), "businessKeyChecked",
            businessKeyChecked_, "businessKeyMatched", optional(businessKeyMatched_), "branch",
            optional(branch_), "writes", std::move(writes));
    }
    for (const auto& [key, value] : later_)
        tree[key] = value;
    return tree;
}

void Decision::appendText(std::string& out) const
{
    JsonObjectText text(out);
    if (handled_) {
        text.key("strategy");
        text.string(strategy_);
        text.key("eventType");
        text.string(eventType_);
        text.key("eventId");
        text.string(eventId_);
        text.key("fault");
        text.string(fault_);
        text.key("inboxKey");
        text.string(inboxKey_);
        text.key("inboxDocument");
        text.string(inboxDocument_);
        text.key("inboxExisted");
        text.optional(inboxExisted_);
        text.key("orderPath");
        text.optional(orderPath_);
        text.key("orderExisted");
        text.optional(orderExisted_);
        text.key("orderState");
        text.value(orderState_);
        text.key("businessKey");
        text.optional(businessKey_);
        text.key("businessKeyChecked");
        text.boolean(businessKeyChecked_);
        text.key("businessKeyMatched");
        text.optional(businessKeyMatched_);
        text.key("branch");
        text.optional(branch_);
        text.key("writes");
        for (const Write& write : writes_) {
            text.raw(&write == &writes_.front() ? "[{\"path\":" : ",{\"path\":");
            text.string(write.path);
            text.raw(",\"op\":");
            text.string(write.op);
            text.raw(",\"commit\":");
            text.integer(write.commit);
            text.raw("}");
        }
        text.raw(writes_.empty() ? "[]" : "]");
    }
    for (const auto& [key, value] : later_) {
        text.key(key);
        text.value(value);
    }
    text.close();
}

} // namespace atlas
