#include "classroom/UploadService.h"

#include <QDir>
#include <QStandardPaths>

namespace atlas {

QString UploadService::defaultQueuePath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                           QStringLiteral("/classroom");
    QDir().mkpath(folder);
    return folder + QStringLiteral("/outbox.sqlite");
}

UploadService::UploadService(const QString& queuePath, QObject* parent)
    : QObject(parent), worker_(new UploadWorker(queuePath))
{
    qRegisterMetaType<atlas::UploadWorker::State>();
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(worker_, &UploadWorker::statusChanged, this,
            [this](int pending, int sent, UploadWorker::State state, const QString& detail) {
                pending_ = pending;
                sent_ = sent;
                state_ = state;
                detail_ = detail;
                emit statusChanged();
            });
    thread_.setObjectName(QStringLiteral("class uploads"));
    thread_.start();
}

UploadService::~UploadService()
{
    thread_.quit();
    thread_.wait();
}

void UploadService::setServer(const QString& serverUrl, const QString& classCode)
{
    QMetaObject::invokeMethod(
        worker_, [w = worker_, serverUrl, classCode] { w->setServer(serverUrl, classCode); });
}

void UploadService::enqueue(const ProgressRecord& record)
{
    QMetaObject::invokeMethod(worker_, [w = worker_, record] { w->enqueue(record); });
}

void UploadService::flush()
{
    QMetaObject::invokeMethod(worker_, [w = worker_] { w->flush(); });
}

} // namespace atlas
