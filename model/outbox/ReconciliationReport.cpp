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

std::size_t ReconciliationReport::open() const
{
    return static_cast<std::size_t>(
        std::count_if(findings.begin(), findings.end(), [](const auto& f) { return f.open(); }));
}

bool ReconciliationReport::clean() const
{
    return open() == 0;
}

} // namespace atlas
