#pragma once

#include "classroom/ProgressRecord.h"
#include "classroom/UploadWorker.h"

#include <QObject>
#include <QThread>

namespace atlas {

// The window's handle on the uploads: hands records and the server to the
// UploadWorker on its own thread (queued calls only) and reports back what
// the status bar shows.
class UploadService : public QObject
{
    Q_OBJECT
public:
    // <AppDataLocation>/classroom/outbox.sqlite
    static QString defaultQueuePath();

    explicit UploadService(const QString& queuePath = defaultQueuePath(), QObject* parent = nullptr);
    ~UploadService() override;

    // Where the queue's records of `classCode` go; an empty URL stops sending
    // (the learner left the class).
    void setServer(const QString& serverUrl, const QString& classCode);
    void enqueue(const ProgressRecord& record);
    void flush();

    int pending() const { return pending_; }
    int sent() const { return sent_; }
    UploadWorker::State state() const { return state_; }
    const QString& detail() const { return detail_; }

signals:
    void statusChanged();

private:
    QThread thread_;
    UploadWorker* worker_;
    int pending_ = 0;
    int sent_ = 0;
    UploadWorker::State state_ = UploadWorker::State::Idle;
    QString detail_;
};

} // namespace atlas
