#pragma once

#include "ExploreResult.h"
#include "store/json/Json.h"

#include <QString>

namespace atlas {

class Explorer;

// A violating trace as a lesson file with one scenario: the explored world's
// setup and world-building steps, then one step per command of the trace,
// narrated with what the lab did, the last expecting the broken invariant to
// be broken. The lesson player plays it unchanged.
struct TraceLesson
{
    static Json lesson(const Explorer& explorer, const ExploreResult& result,
                       const QString& lessonId, const QString& title);
    static Json scenario(const Explorer& explorer, const ExploreResult& result,
                         const QString& scenarioId, const QString& title);
};

} // namespace atlas
