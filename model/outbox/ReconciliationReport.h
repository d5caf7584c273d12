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
    // No missing, duplicated or unexpected receipts (pending ones may still resolve).
    bool clean() const;
};

} // namespace atlas
