#pragma once

#include "DashboardSnapshot.h"
#include "postgres/ServerAddress.h"

#include <QObject>
#include <QSqlDatabase>
#include <QString>
#include <QTimer>

#include <functional>

namespace atlas {

// The dashboard's connection to the class server, used only on the thread
// it was moved to: it LISTENs for ClassSchema::kChannel, and each burst of
// notifications naming its class becomes one read, handed to `onRead` (or
// the problem to `onFailed`) on that thread. A slow or vanished server then
// holds up this thread, never the teacher's window.
class DashboardReader : public QObject
{
    Q_OBJECT
public:
    using ReadHandler = std::function<void(DashboardSnapshot)>;
    using FailHandler = std::function<void(const QString& error)>;

    DashboardReader(ReadHandler onRead, FailHandler onFailed);
    ~DashboardReader() override;

    // Connects, LISTENs and reads the class into `first`. The problem in the
    // teacher's words, or empty.
    QString open(const ServerAddress& server, const QString& classCode, DashboardSnapshot& first);
    void close();
    // One read of the class now. The problem, or empty.
    QString read(DashboardSnapshot& snapshot);

private:
    void onNotification(const QString& name, const QVariant& payload);

    // A class uploading at once sends a notification per batch: one read per burst.
    static constexpr int kNotificationBurstMs = 300;
    ReadHandler onRead_;
    FailHandler onFailed_;
    QString connectionName_;
    QSqlDatabase db_;
    QString classCode_;
    QTimer readSoon_;
};

} // namespace atlas
