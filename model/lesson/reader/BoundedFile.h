#pragma once

#include <QByteArray>
#include <QString>

namespace atlas {

// The whole content of a file a person put in place (a lesson, a progress
// file, a lesson's image), read only when that cannot hang or exhaust the
// lab. What the path names is checked before it is opened: opening a FIFO
// blocks until something writes to it, a device such as /dev/zero never
// ends, and a folder has no content. A file larger than the limit is refused
// by its size, unread, and never more than the limit is read (a file can grow
// between the check and the read).
class BoundedFile
{
public:
    enum class Status {
        Ok,
        Missing,
        Folder,
        NotRegular, // a FIFO, socket or device
        TooLarge,
        Unreadable, // e.g. no permission; errorString() says why
    };

    static BoundedFile read(const QString& path, qint64 maxBytes);

    Status status() const { return status_; }
    bool ok() const { return status_ == Status::Ok; }
    const QByteArray& bytes() const { return bytes_; }
    // The size on disk; for TooLarge, at least maxBytes + 1.
    qint64 size() const { return size_; }
    const QString& errorString() const { return errorString_; }
    // Why the file was not read, as the end of a sentence: "it is a folder".
    QString problem(qint64 maxBytes) const;

    // 4194304 -> "4 MiB", 5500000 -> "5.2 MiB".
    static QString sizeText(qint64 bytes);

private:
    Status status_ = Status::Ok;
    QByteArray bytes_;
    qint64 size_ = 0;
    QString errorString_;
};

} // namespace atlas
