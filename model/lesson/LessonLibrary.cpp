#include "LessonLibrary.h"

#include "lesson/reader/LessonLoader.h"

#include <QDir>
#include <QSet>
#include <QStandardPaths>

namespace atlas {

QString LessonLibrary::userFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/lessons");
}

QStringList LessonLibrary::folders()
{
    QStringList out{QStringLiteral(":/lessons")};
    const QString fromEnvironment = qEnvironmentVariable("ATLASLAB_LESSONS_DIR");
    if (!fromEnvironment.isEmpty())
        out << fromEnvironment;
    out << userFolder();
    return out;
}

std::vector<LoadResult> LessonLibrary::loadAll()
{
    std::vector<LoadResult> out;
    QSet<QString> ids;
    for (const QString& folder : folders()) {
        if (!QDir(folder).exists())
            continue;
        for (LoadResult& r : LessonLoader::loadDirectory(folder)) {
            if (r.ok() && ids.contains(r.lesson.id))
                continue;
            ids.insert(r.lesson.id);
            out.push_back(std::move(r));
        }
    }
    return out;
}

} // namespace atlas
