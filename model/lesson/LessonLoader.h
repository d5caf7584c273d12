#pragma once

#include "LoadResult.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace atlas {

// Reads lesson files (docs/lesson-format.md) and reports every problem in
// them, each with file:line:column, the JSON pointer of the bad value, what
// was found and what was expected. Nothing throws: a broken lesson is a
// LoadResult with errors, so one bad file never hides the others.
class LessonLoader
{
public:
    static LoadResult load(const QString& filePath);
    // `text` is the file's UTF-8 content; `displayName` names it in messages.
    static LoadResult loadFromText(const QByteArray& text, const QString& displayName);
    // Every *.json file directly in `directory`, in file-name order. A lesson
    // id used by an earlier file is an error in the later one.
    static std::vector<LoadResult> loadDirectory(const QString& directory);
};

} // namespace atlas
