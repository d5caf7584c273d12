#pragma once

#include "GradeItem.h"
#include "store/json/Json.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace atlas {

// An exercise's grade, computed from the world when the learner submits.
struct Grade
{
    std::vector<GradeItem> items;
    // Every invariant of the Lab that is violated, graded or not.
    QStringList failingInvariants;

    int score() const;
    int maxScore() const;

    // {score, maxScore, items: [{kind, name, points, maxPoints, passed,
    // reason}], failingInvariants}
    Json toJson() const;
    // nullopt when `json` is not a grade of that shape.
    static std::optional<Grade> fromJson(const Json& json);
    bool operator==(const Grade& other) const;
};

} // namespace atlas
