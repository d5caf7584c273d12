#pragma once

#include "QueuedRecord.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <vector>

class QSqlError;

namespace atlas {

// The learner's outbox: every result is written here first, in a local
// SQLite file, and only later sent to the class server. A record keeps the
// key it was given here, (class, learner, attemptId, seq), through every
// resend, and it is marked sent only after the server's transaction
// committed, so nothing is lost when the network is gone and a resend after a
// lost acknowledgement is recognised as the same record.
//
// Use it on one thread (its SQLite connection belongs to that thread).
class UploadQueue
{
public:
    // A file path, or ":memory:" for a queue that lives as long as the object.
    explicit UploadQueue(const QString& path);
    ~UploadQueue();
    UploadQueue(const UploadQueue&) = delete;
    UploadQueue& operator=(const UploadQueue&) = delete;

    bool isOpen() const { return db_.isOpen(); }
    // The last problem with the local file, worded for the learner; empty when none.
    const QString& lastError() const { return lastError_; }

    // Writes the record. A record with seq 0 gets the next seq of its
    // (class, learner, item), which orders plays sent in one batch; one whose
    // key (class, learner, attemptId, seq) is already queued is kept
    // once (the same attempt handed in twice). The stored record (with its
    // seq) on success, else empty with lastError().
    std::optional<ProgressRecord> enqueue(ProgressRecord record);
    // The oldest records not yet sent, at most `limit`, of `classCode` (all
    // classes when empty).
    std::vector<QueuedRecord> pending(int limit, const QString& classCode = {});
    // After the server's commit.
    bool markSent(const std::vector<qint64>& rowIds);
    // Records of `classCode` (all classes when empty) not yet sent, and sent:
    // the same records pending() hands out.
    int pendingCount(const QString& classCode = {});
    int sentCount(const QString& classCode = {});

private:
    int count(bool sent, const QString& classCode);
    bool fail(const QString& what, const QSqlError& error);

    QString name_;
    QSqlDatabase db_;
    QString lastError_;
};

} // namespace atlas
