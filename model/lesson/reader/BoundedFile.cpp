#include "BoundedFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

namespace atlas {

BoundedFile BoundedFile::read(const QString& path, qint64 maxBytes)
{
    BoundedFile out;
    const QFileInfo info(path);
    if (!info.exists()) {
        out.status_ = Status::Missing;
        return out;
    }
    if (info.isDir()) {
        out.status_ = Status::Folder;
        return out;
    }
    if (!info.isFile()) {
        out.status_ = Status::NotRegular;
        return out;
    }
    out.size_ = info.size();
    if (out.size_ > maxBytes) {
        out.status_ = Status::TooLarge;
        return out;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.status_ = Status::Unreadable;
        out.errorString_ = file.errorString();
        return out;
    }
    out.bytes_ = file.read(maxBytes + 1);
    if (out.bytes_.size() > maxBytes) {
        out.status_ = Status::TooLarge;
        out.size_ = std::max(out.size_, qint64(out.bytes_.size()));
        out.bytes_.clear();
    } else if (file.error() != QFileDevice::NoError) {
        out.status_ = Status::Unreadable;
        out.errorString_ = file.errorString();
        out.bytes_.clear();
    }
    return out;
}

QString BoundedFile::sizeText(qint64 bytes)
{
    constexpr qint64 kMiB = 1024 * 1024;
    if (bytes >= kMiB && bytes % kMiB == 0)
        return QStringLiteral("%1 MiB").arg(bytes / kMiB);
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
}

QString BoundedFile::problem(qint64 maxBytes) const
{
    switch (status_) {
    case Status::Ok:
        return {};
    case Status::Missing:
        return QCoreApplication::translate("atlas::BoundedFile", "there is no such file");
    case Status::Folder:
        return QCoreApplication::translate("atlas::BoundedFile", "it is a folder, not a file");
    case Status::NotRegular:
        return QCoreApplication::translate(
            "atlas::BoundedFile",
            "it is not a regular file but a pipe, socket or device, which might never end");
    case Status::TooLarge:
        return QCoreApplication::translate("atlas::BoundedFile",
                                           "it is %1, more than the %2 allowed")
            .arg(sizeText(size_), sizeText(maxBytes));
    case Status::Unreadable:
        return errorString_;
    }
    return {};
}

} // namespace atlas
