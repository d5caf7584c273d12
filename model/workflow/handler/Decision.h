#pragma once

#include "HandlerStrategy.h"
#include "workflow/order/Transition.h"
#include "delivery/CloudEvent.h"
#include "delivery/Fault.h"
#include "store/DocumentSnapshot.h"
#include "store/json/Json.h"

#include <string>
#include <type_traits>
#include <string_view>
#include <vector>

namespace atlas {

class HandlerError;

// The record of what a handler read, decided and committed, kept as JSON for
// the "why" inspector. Every field is present from the start (null until
// known), so the inspector can tell "not checked" from "checked: false".
// Writes and transitions are staged while a transaction builds and listed
// only once it commits: a rolled-back write never appears as if it happened.
class Decision
{
public:
    Decision(HandlerStrategy strategy, const CloudEvent& event, Fault fault);

    void setOrderPath(const std::string& path);
    void readInbox(const DocumentSnapshot& marker);
    void readOrder(const DocumentSnapshot& order);
    void checkedBusinessKey(bool matched);
    // The business key's record in workflowPaymentKeys, and who holds it.
    void readBusinessKey(const DocumentSnapshot& record);
    // The key is held for another payload: {key, document, heldBy, heldSince,
    // held, presented, differs: [{field, held, presented}]}.
    void businessKeyConflict(Json conflict);
    void setBranch(std::string_view branch);
    // A saga step (saga/SagaHandler): from, to, step, stock, command, why.
    void setSaga(Json step);

    void stage(const std::string& path, std::string_view op);
    void stage(const Transition& transition);
    void committed();
    void rolledBack();
    // Runs `transaction` (which commits or throws) and notes which it did.
    template <class Fn> auto committing(Fn&& transaction)
    {
        try {
            if constexpr (std::is_void_v<std::invoke_result_t<Fn>>) {
                transaction();
                committed();
            } else {
                auto result = transaction();
                committed();
                return result;
            }
        } catch (...) {
            rolledBack();
            throw;
        }
    }

    // Branch "crash"; the branch the handler was on is kept as plannedBranch.
    void crashed(std::string_view point);
    // Branch "retry" or "parked", with the error's code and message.
    void failed(const HandlerError& error);

    const Json& json() const { return json_; }
    // The finished record, moved out (the decision is spent).
    Json take() { return std::move(json_); }
    // Committed transitions, also those of an attempt that crashed later.
    const std::vector<Transition>& transitions() const { return transitions_; }

private:
    Json json_;
    Json staged_ = Json::array();
    std::vector<Transition> stagedTransitions_;
    std::vector<Transition> transitions_;
    int commits_ = 0;
};

} // namespace atlas
