#pragma once

#include "explore/ExploreResult.h"
#include "lesson/reader/LessonLoader.h"

#include <QtTest>

#include <string>
#include <vector>

using namespace Qt::StringLiterals;

namespace atlas::test {

inline const Lesson& chapter10()
{
    static const LoadResult loaded = LessonLoader::load(
        qEnvironmentVariable("ATLASLAB_SOURCE_DIR") +
        QStringLiteral("/lessons/chapter10-idempotency.json"));
    return loaded.lesson;
}

inline const Scenario& chapter10Scenario(const char* id)
{
    const Scenario* s = chapter10().scenario(QString::fromLatin1(id));
    if (!s)
        qFatal("chapter 10 has no scenario %s", id);
    return *s;
}

// The steps of a result's trace by their labels, to compare two traces.
inline std::vector<std::string> traceLabels(const ExploreResult& r)
{
    std::vector<std::string> out;
    for (const auto& step : r.trace)
        out.push_back(step.label);
    return out;
}

} // namespace atlas::test
