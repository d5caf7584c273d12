#pragma once

#include "Transition.h"

#include <optional>
#include <string>

namespace atlas {

class Decision;
class DocumentSnapshot;
class OrderEvent;
class StagedWriter;

// What an event does to its order, shared by every strategy; the strategies
// differ only in how they dedupe around it and how many commits they use.
struct OrderEffect
{
    // Guarded: the business key is checked against workflowPaymentKeys (and
    // recorded there), the state machine is consulted, a repeated business
    // outcome (order already COMPLETED, order already created) writes
    // nothing, and the receipt is created (never overwritten). Blind: the
    // transition and its side effects are applied whatever the order's state
    // and whoever holds the key.
    enum class Guard { Guarded, Blind };

    std::string action; // created | applied | completed | already-completed | already-exists
    std::string resultState;
    std::optional<Transition> transition;
    bool businessDuplicate = false; // a repeated business outcome: nothing applied

    // Stages the writes in `writer`; `order` was read in the same transaction.
    // Throws ORDER_NOT_FOUND (retryable) when the order is missing and the
    // event cannot create it; when guarded, BUSINESS_KEY_CONFLICT for a key
    // held for another payload and INVALID_TRANSITION_* when not allowed.
    static OrderEffect apply(StagedWriter& writer, const OrderEvent& event,
                             const DocumentSnapshot& order, Guard guard, Decision& decision,
                             const std::string& nowIso);
};

} // namespace atlas
