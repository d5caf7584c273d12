#include "LessonError.h"

namespace atlas {

QString LessonError::toString() const
{
    QString out = file;
    if (line > 0)
        out += u':' + QString::number(line) + u':' + QString::number(column);
    out += QStringLiteral(": ");
    if (!jsonPath.isEmpty())
        out += jsonPath + QStringLiteral(": ");
    return out + message;
}

} // namespace atlas
