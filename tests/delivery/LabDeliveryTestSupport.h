#pragma once

// What the Lab-level delivery tests share: counting journal entries and
// reading the journal as text, to compare a world with its replay.
#include "../lab/LabFixtures.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "store/DocumentStore.h"

#include <string>

namespace atlas::deliverytest {

inline int countJournal(const Lab& lab, const std::string& kind, const std::string& outcome)
{
    int n = 0;
    for (const JournalEntry& e : lab.journal().entries())
        n += e.kind == kind && e.outcome == outcome ? 1 : 0;
    return n;
}

inline std::string journalText(const Lab& lab)
{
    std::string out;
    for (const JournalEntry& e : lab.journal().entries())
        out += std::to_string(e.time) + ' ' + e.kind + ' ' + e.outcome + ' ' + e.detail + '\n';
    return out;
}

inline void seedOrder(Lab& lab)
{
    lab.execute("seedDocument",
                Json{{"path", "orders/ord-ch10-001"}, {"data", fixtures::lessonOrder()}});
}

} // namespace atlas::deliverytest
