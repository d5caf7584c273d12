#pragma once

#include "lesson/reader/LoadResult.h"

#include <QStringList>

#include <vector>

namespace atlas {

// Where lessons come from: the ones shipped inside the application (Qt
// resource :/lessons), a folder named by ATLASLAB_LESSONS_DIR, and the
// learner's own folder (<app data>/lessons) for lessons a teacher hands out.
class LessonLibrary
{
public:
    static QStringList folders();
    static QString userFolder();
    // Every lesson from every folder; a bad file is returned with its errors
    // and never stops the others. A lesson id seen twice keeps the first.
    static std::vector<LoadResult> loadAll();
};

} // namespace atlas
