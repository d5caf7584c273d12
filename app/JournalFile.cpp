#include "JournalFile.h"

#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace atlas {
namespace {

// Large enough that a million-entry run makes few system calls, small
// enough that a tail keeps up.
constexpr std::size_t kFlushAt = 64 * 1024;

} // namespace

JournalFile::~JournalFile()
{
    if (fd_ >= 0)
        ::close(fd_);
    if (!created_.isEmpty())
        QFile::remove(created_);
}

bool JournalFile::open(const QString& path)
{
    const QByteArray name = QFile::encodeName(path);
    fd_ = ::open(name.constData(), O_WRONLY | O_CLOEXEC);
    if (fd_ < 0 && errno == ENOENT) {
        fd_ = ::open(name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd_ >= 0)
            created_ = path;
    }
    if (fd_ < 0)
        error_ = errno;
    return fd_ >= 0;
}

void JournalFile::begin()
{
    created_.clear();
    // A device or a pipe (/dev/stdout) has nothing to empty.
    struct stat info = {};
    if (fd_ >= 0 && ::fstat(fd_, &info) == 0 && S_ISREG(info.st_mode) && ::ftruncate(fd_, 0) != 0)
        error_ = errno;
}

void JournalFile::append(const std::string& line)
{
    ++given_;
    if (failed())
        return;
    buffer_ += line;
    buffer_ += '\n';
    if (buffer_.size() >= kFlushAt)
        flush();
}

void JournalFile::flush()
{
    std::size_t done = 0;
    while (!failed() && done < buffer_.size()) {
        const ssize_t n = ::write(fd_, buffer_.data() + done, buffer_.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            error_ = n < 0 ? errno : EIO;
        else
            done += static_cast<std::size_t>(n);
    }
    written_ += static_cast<std::uint64_t>(
        std::count(buffer_.begin(), buffer_.begin() + static_cast<std::ptrdiff_t>(done), '\n'));
    buffer_.clear();
}

bool JournalFile::close()
{
    flush();
    if (fd_ >= 0 && ::close(fd_) != 0 && !failed())
        error_ = errno;
    fd_ = -1;
    return !failed();
}

QString JournalFile::reason() const
{
    return QString::fromLocal8Bit(std::strerror(error_));
}

} // namespace atlas
