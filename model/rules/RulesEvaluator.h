#pragma once

#include "RulesSet.h"
#include "RulesVerdict.h"

namespace atlas {

// Decides a request the way Firestore does: every allow whose match covers
// the path and that names the method is evaluated; any true one allows
// (overlapping matches are OR-ed); nothing allowed is denied. An error while
// evaluating (a field of null, a missing key) makes that allow false.
class RulesEvaluator
{
public:
    static RulesVerdict evaluate(const RulesSet& rules, const RulesRequest& request);
};

} // namespace atlas
