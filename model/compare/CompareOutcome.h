#pragma once

#include "SideOutcome.h"
#include "lesson/player/CompareSetup.h"

#include <QString>

namespace atlas {

// One command as both compared worlds took it: a side that refused it says
// why, the other may still have run it.
struct CompareOutcome
{
    QString command;
    SideOutcome left;
    SideOutcome right;

    const SideOutcome& side(CompareSetup::Side s) const
    {
        return s == CompareSetup::Side::Left ? left : right;
    }
    bool refusedAnywhere() const { return left.refused() || right.refused(); }
};

} // namespace atlas
