#include "classroom/UploadWorker.h"

#include "classroom/Uploader.h"

#include <QTimer>

namespace atlas {

UploadWorker::UploadWorker(QString queuePath) : queuePath_(std::move(queuePath))
{
    retry_ = new QTimer(this);
    retry_->setSingleShot(true);
    connect(retry_, &QTimer::timeout, this, &UploadWorker::flush);
}

UploadWorker::~UploadWorker() = default;

UploadQueue& UploadWorker::queue()
{
    if (!queue_)
        queue_ = std::make_unique<UploadQueue>(queuePath_);
    return *queue_;
}

void UploadWorker::setServer(const QString& serverUrl, const QString& classCode)
{
    failures_ = 0;
    retry_->stop();
    classCode_ = classCode;
    if (serverUrl.isEmpty()) {
        server_.reset();
        report(State::Idle, {});
        return;
    }
    QString why;
    server_ = ServerAddress::parse(serverUrl, &why);
    if (!server_) {
        report(State::Failed, why);
        return;
    }
    flush();
}

void UploadWorker::enqueue(const ProgressRecord& record)
{
    if (!queue().enqueue(record)) {
        report(State::Failed, queue().lastError());
        return;
    }
    // A record that arrives while a retry waits goes with that retry.
    if (!retry_->isActive())
        flush();
    else
        report(State::Offline, {});
}

void UploadWorker::flush()
{
    if (!server_) {
        report(State::Idle, {});
        return;
    }
    report(State::Sending, {});
    Uploader uploader(queue(), *server_, classCode_);
    const UploadOutcome outcome = uploader.flush();
    if (outcome.ok()) {
        failures_ = 0;
        report(State::Sent, {});
        return;
    }
    ++failures_;
    retry_->start(Uploader::backoffMs(failures_));
    report(outcome.unreachable ? State::Offline : State::Failed, outcome.error);
}

void UploadWorker::report(State state, const QString& detail)
{
    // Counts of the joined class only: another class's records wait for it.
    emit statusChanged(queue().pendingCount(classCode_), queue().sentCount(classCode_), state,
                       detail);
}

} // namespace atlas
