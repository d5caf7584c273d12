#pragma once

#include "store/json/Json.h"

#include <QString>

namespace atlas {

// One line of a grade: what was checked, the points it earned and why.
struct GradeItem
{
    enum class Kind { Invariant, Outcome, Cost };

    Kind kind = Kind::Invariant;
    QString name;   // "single-completion", an outcome's claim, "providerCalls ≤ 1"
    int points = 0; // 0 or maxPoints: an item is met or not
    int maxPoints = 0;
    QString reason; // in a learner's words: what the world holds

    bool passed() const { return points == maxPoints; }
    Json toJson() const;
    static QString kindName(Kind kind); // "invariant", "outcome", "cost"
};

} // namespace atlas
