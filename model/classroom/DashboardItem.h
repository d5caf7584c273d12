#pragma once

#include "ProgressRecord.h"

#include <QString>

namespace atlas {

// A column of the dashboard: one scenario, question or exercise, with the
// failing invariant most records of it name.
struct DashboardItem
{
    QString id; // lesson id + "/" + item id
    ProgressRecord::Kind kind = ProgressRecord::Kind::Scenario;
    QString mostCommonFailure; // empty when no record of it failed
    int failureCount = 0;      // records naming mostCommonFailure

    bool operator==(const DashboardItem&) const = default;
    // Columns go scenarios, then questions, then exercises, each by id.
    bool operator<(const DashboardItem& other) const
    {
        return kind != other.kind ? kind < other.kind : id < other.id;
    }
};

} // namespace atlas
