#pragma once

#include "HandlerStrategy.h"
#include "delivery/CloudEvent.h"
#include "delivery/Fault.h"
#include "store/DocumentSnapshot.h"
#include "store/json/Json.h"
#include "workflow/order/Transition.h"

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace atlas {

class HandlerError;

// The record of what a handler read, decided and committed, for the journal
// and the "why" inspector. Every field is present from the start (null until
// known), so the inspector can tell "not checked" from "checked: false".
// Writes and transitions are staged while a transaction builds and listed
// only once it commits: a rolled-back write never appears as if it happened.
//
// Kept as typed fields and written to the journal as JSON text directly
// (appendText); the tree is built only when asked for (json). Every delivery
// journals one decision, and building, writing and freeing a tree of thirty
// nodes for it cost about a tenth of the lab's CPU.
class Decision
{
public:
    // No handler ran (an error outside the workflow): {} plus what set() adds.
    Decision() = default;
    Decision(HandlerStrategy strategy, const CloudEvent& event, Fault fault);

    // The inbox document of the event the decision was made for
    // (WorkflowDocuments::inboxPath): a handler's marker path, built once.
    const std::string& inboxDocument() const { return inboxDocument_; }

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
    // A member added after the handler's own (the lab's reply, say): replaces
    // one of that name in place, or goes last. Not one of the handler's fixed
    // members (strategy ... writes), which the setters above own.
    void set(std::string_view key, Json value);

    // The record as a tree, its members in the order appendText writes them.
    Json json() const;
    // Exactly toJsonText(json()), without the tree; throws Json::type_error
    // on text that is not UTF-8, as toJsonText does.
    void appendText(std::string& out) const;

    std::optional<bool> orderExisted() const { return orderExisted_; }
    const Json& orderState() const { return orderState_; }
    // A member set() or the setters added after the fixed ones (saga, crash,
    // error...); null if there is none.
    const Json& member(std::string_view key) const;
    // Committed transitions, also those of an attempt that crashed later.
    const std::vector<Transition>& transitions() const { return transitions_; }

private:
    struct Write
    {
        std::string path;
        std::string op;
        int commit = 0; // numbered when its transaction commits
    };

    // The handler's fixed members; absent from a default-constructed decision.
    bool handled_ = false;
    std::string strategy_, eventType_, eventId_, fault_, inboxKey_, inboxDocument_;
    std::optional<bool> inboxExisted_;
    std::optional<std::string> orderPath_;
    std::optional<bool> orderExisted_;
    Json orderState_;
    std::optional<std::string> businessKey_;
    bool businessKeyChecked_ = false;
    std::optional<bool> businessKeyMatched_;
    std::optional<std::string> branch_;
    std::vector<Write> writes_;
    // Members added later, in the order they were first set.
    std::vector<std::pair<std::string, Json>> later_;

    std::vector<Write> staged_;
    std::vector<Transition> stagedTransitions_;
    std::vector<Transition> transitions_;
    int commits_ = 0;
};

} // namespace atlas
