#pragma once

#include "DashboardCell.h"
#include "DashboardItem.h"

#include <QString>

#include <map>
#include <utility>
#include <vector>

namespace atlas {

// One read of a class on the server: its learners and items, sorted, and
// each learner's latest result per item.
struct DashboardSnapshot
{
    using CellKey = std::pair<QString, QString>; // learner, item id

    std::vector<QString> learners;
    std::vector<DashboardItem> items;
    std::map<CellKey, DashboardCell> cells;
};

} // namespace atlas
