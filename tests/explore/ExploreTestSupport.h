#pragma once

#include "lesson/reader/LessonLoader.h"

#include <QtTest>

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

} // namespace atlas::test
