#include "ReconciliationReport.h"

#include <algorithm>

namespace atlas {

std::size_t ReconciliationReport::count(ReceiptFinding::Kind kind) const
{
    return static_cast<std::size_t>(std::count_if(findings.begin(), findings.end(),
                                                  [&](const auto& f) { return f.kind == kind; }));
}

const ReceiptFinding* ReconciliationReport::find(std::string_view orderId) const
{
    const auto it = std::find_if(findings.begin(), findings.end(),
                                 [&](const auto& f) { return f.orderId == orderId; });
    return it == findings.end() ? nullptr : &*it;
}

bool ReconciliationReport::clean() const
{
    return count(ReceiptFinding::Kind::Missing) == 0 &&
           count(ReceiptFinding::Kind::Duplicated) == 0 &&
           count(ReceiptFinding::Kind::Unexpected) == 0;
}

} // namespace atlas
