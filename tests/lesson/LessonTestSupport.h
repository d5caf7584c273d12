#pragma once

// What the lesson tests share: where an anchor lands in a lesson's text, and
// the errors a load reported, as the learner reads them.
#include "lesson/reader/LoadResult.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace atlas::lessontest {

// 1-based "line:column" of byte `at` (ASCII text).
inline QString positionAt(const QByteArray& text, qsizetype at)
{
    const qsizetype lineStart = text.lastIndexOf('\n', at - 1) + 1;
    return QString::number(text.left(at).count('\n') + 1) + u':' +
           QString::number(at - lineStart + 1);
}

inline QStringList messages(const LoadResult& result)
{
    QStringList out;
    for (const LessonError& e : result.errors)
        out << e.toString();
    return out;
}

} // namespace atlas::lessontest
