#pragma once

#include "classroom/ProgressRecord.h"
#include "postgres/ServerAddress.h"
#include "classroom/UploadQueue.h"

#include <QObject>

#include <memory>
#include <optional>

class QTimer;

namespace atlas {

// The learner's uploads, on a thread of their own (UploadService moves it
// there): the queue's SQLite connection and every brief server connection
// are made and used on that thread, so a server that takes its connect
// timeout to answer never freezes the window.
class UploadWorker : public QObject
{
    Q_OBJECT
public:
    enum class State { Idle, Sending, Sent, Offline, Failed };
    Q_ENUM(State)

    explicit UploadWorker(QString queuePath);
    ~UploadWorker() override;

public slots:
    void setServer(const QString& serverUrl, const QString& classCode);
    void enqueue(const atlas::ProgressRecord& record);
    void flush();

signals:
    void statusChanged(int pending, int sent, atlas::UploadWorker::State state, const QString& detail);

private:
    UploadQueue& queue();
    void report(State state, const QString& detail);

    QString queuePath_;
    std::unique_ptr<UploadQueue> queue_;
    std::optional<ServerAddress> server_;
    QString classCode_;
    // Real time, not the lab's SimClock: uploads are not part of the
    // simulated world (a replay or a step back must not resend or unsend
    // anything), and the network's outage happens in the learner's time.
    QTimer* retry_ = nullptr;
    int failures_ = 0;
};

} // namespace atlas
