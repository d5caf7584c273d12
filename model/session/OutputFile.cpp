#include "session/OutputFile.h"

#include <QFileInfo>

namespace atlas::OutputFile {

bool mayReplace(const QString& path, const std::function<bool(const QString&)>& writtenByTheLab)
{
    const QFileInfo info(path);
    return !info.exists() || !info.isFile() || info.size() == 0 || writtenByTheLab(path);
}

} // namespace atlas::OutputFile
