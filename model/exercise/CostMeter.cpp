#include "CostMeter.h"

#include "delivery/DeliveryChannel.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"

#include <algorithm>
#include <map>
#include <string>

namespace atlas {

CostMeter::CostMeter(const Lab& lab)
    : deliveries_(lab.metrics().value("deliveries").value_or(0)),
      journalStart_(lab.journal().total())
{
    for (const Message& message : lab.channel().messages())
        attempts_.push_back(message.attempts);
}

std::int64_t CostMeter::measure(const Lab& lab, CostRule::Measure measure) const
{
    switch (measure) {
    case CostRule::Measure::Deliveries:
        return static_cast<std::int64_t>(lab.metrics().value("deliveries").value_or(0) -
                                         deliveries_);
    case CostRule::Measure::ProviderCalls:
        return providerCalls(lab);
    case CostRule::Measure::RetriesPerOrder:
        return retriesPerOrder(lab);
    }
    return 0;
}

std::int64_t CostMeter::retriesPerOrder(const Lab& lab) const
{
    // A delivery past a message's first is a retry, a redelivery or a
    // duplicate: each is paid for again.
    std::map<std::string, std::int64_t> perOrder;
    const auto& messages = lab.channel().messages();
    for (std::size_t i = 0; i < messages.size(); ++i) {
        const int before = i < attempts_.size() ? attempts_[i] : 0;
        const int extra =
            before > 0 ? messages[i].attempts - before : std::max(0, messages[i].attempts - 1);
        if (extra > 0)
            perOrder[messages[i].event.unpack().orderId] += extra;
    }
    std::int64_t most = 0;
    for (const auto& [order, retries] : perOrder)
        most = std::max(most, retries);
    return most;
}

std::int64_t CostMeter::providerCalls(const Lab& lab) const
{
    std::int64_t calls = 0;
    for (const JournalEntry& entry : lab.journal().entries()) {
        if (entry.seq <= journalStart_)
            continue;
        if ((entry.kind == "relay" &&
             (entry.outcome == "sent" || entry.outcome == "deduplicated")) ||
            (entry.kind == "operator" && entry.outcome == "resent"))
            ++calls;
    }
    return calls;
}

} // namespace atlas
