#pragma once

#include "ReceiptFinding.h"

#include <cstddef>
#include <string_view>
#include <vector>

namespace atlas {

// One finding per COMPLETED order (in order id order), then one per other
// order that received receipt emails.
struct ReconciliationReport
{
    std::vector<ReceiptFinding> findings;

    std::size_t count(ReceiptFinding::Kind kind) const;
    // Null when the order has no finding.
    const ReceiptFinding* find(std::string_view orderId) const;
    // Findings an operator still has to act on (missing, duplicated, unexpected).
    std::size_t open() const;
    // No open findings (pending ones may still resolve, reconciled ones are settled).
    bool clean() const;
};

} // namespace atlas
