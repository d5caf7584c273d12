#pragma once

#include <QString>

#include <functional>

namespace atlas {

// The files the command line writes (--journal, --results, --screenshot)
// replace only what the lab wrote itself: a file named by mistake is
// someone's work. Nothing is lost by writing a path that does not exist, an
// empty file, or a device or pipe such as /dev/stdout; any other file must
// pass `writtenByTheLab`, which reads it.
namespace OutputFile {

bool mayReplace(const QString& path, const std::function<bool(const QString&)>& writtenByTheLab);

} // namespace OutputFile
} // namespace atlas
