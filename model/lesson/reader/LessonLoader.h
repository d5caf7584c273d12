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
    // Larger files are refused unread: the longest shipped lesson is a
    // small fraction of this, and the limit keeps a mistaken pick (a video,
    // a database) from filling memory.
    static constexpr qint64 kMaxFileBytes = 4 * 1024 * 1024;

    static LoadResult load(const QString& filePath);
    // `text` is the file's UTF-8 content; `displayName` names it in messages.
    // The size limit, the nesting limit (JsonParser::kMaxDepth) and the
    // range of numbers apply here too.
    static LoadResult loadFromText(const QByteArray& text, const QString& displayName);
    // Every *.json file directly in `directory`, in file-name order. A lesson
    // id used by an earlier file is an error in the later one.
    static std::vector<LoadResult> loadDirectory(const QString& directory);
};

} // namespace atlas
