#pragma once

#include "lesson/Lesson.h"
#include "LessonError.h"

#include <QString>

#include <vector>

namespace atlas {

// A lesson with every problem found in its file. When errors is not empty the
// lesson holds whatever could be read and must not be played.
struct LoadResult
{
    QString file;
    Lesson lesson;
    std::vector<LessonError> errors;

    bool ok() const { return errors.empty(); }
};

} // namespace atlas
