#pragma once

#include "AttemptRead.h"

#include <QByteArray>
#include <QString>

namespace atlas {

// Reads and writes attempt files (docs/lesson-format.md, "Handing in").
class AttemptFile
{
public:
    static constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;

    static AttemptRead read(const QString& path);
    static AttemptRead fromText(const QByteArray& text, const QString& displayName);
    // Written whole or not at all (QSaveFile); false with `error` set on failure.
    static bool write(const QString& path, const Attempt& attempt, QString* error);
};

} // namespace atlas
