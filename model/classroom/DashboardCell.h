#pragma once

#include <QString>

namespace atlas {

// One learner's latest result on one item, as the dashboard shows it.
struct DashboardCell
{
    bool passed = false;
    double points = 0;
    double maxPoints = 0;
    QString failingInvariant;
    int attempts = 0; // records the learner sent for the item

    bool operator==(const DashboardCell&) const = default;
};

} // namespace atlas
