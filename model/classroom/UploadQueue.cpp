#include "UploadQueue.h"

#include "RecordBinding.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

#include <atomic>

namespace atlas {

namespace {

QString nextConnectionName()
{
    static std::atomic<quint64> counter{0};
    return QStringLiteral("atlaslab-upload-queue-%1").arg(++counter);
}

const char* const kSchema =
    "CREATE TABLE IF NOT EXISTS outbox ("
    " row_id INTEGER PRIMARY KEY,"
    " class_code TEXT NOT NULL,"
    " learner TEXT NOT NULL,"
    " attempt_id TEXT NOT NULL,"
    " seq INTEGER NOT NULL,"
    " kind TEXT NOT NULL,"
    " item_id TEXT NOT NULL,"
    " passed INTEGER NOT NULL,"
    " points REAL NOT NULL,"
    " max_points REAL NOT NULL,"
    " failing_invariant TEXT NOT NULL,"
    " payload TEXT NOT NULL,"
    " sent INTEGER NOT NULL DEFAULT 0,"
    " UNIQUE (class_code, learner, attempt_id, seq))";

} // namespace

UploadQueue::UploadQueue(const QString& path) : name_(nextConnectionName())
{
    db_ = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name_);
    db_.setDatabaseName(path);
    if (!db_.open()) {
        fail(QStringLiteral("open"), db_.lastError());
        return;
    }
    QSqlQuery query(db_);
    if (!query.exec(QLatin1String(kSchema)))
        fail(QStringLiteral("create"), query.lastError());
}

UploadQueue::~UploadQueue()
{
    db_.close();
    db_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(name_);
}

bool UploadQueue::fail(const QString& what, const QSqlError& error)
{
    lastError_ = QCoreApplication::translate("Classroom", "The local upload queue (%1) failed: %2")
                     .arg(what, error.text());
    return false;
}

std::optional<ProgressRecord> UploadQueue::enqueue(ProgressRecord record)
{
    if (!db_.isOpen())
        return std::nullopt;
    if (!db_.transaction()) {
        fail(QStringLiteral("begin"), db_.lastError());
        return std::nullopt;
    }
    QSqlQuery query(db_);
    const auto abort = [&](const char* what) -> std::optional<ProgressRecord> {
        fail(QLatin1String(what), query.lastError());
        db_.rollback();
        return std::nullopt;
    };
    // Only a repeated key is skipped (ON CONFLICT, not OR IGNORE, which would
    // also swallow a missing learner); an empty QString binds as NULL.
    if (record.seq <= 0) {
        query.prepare(QStringLiteral("SELECT COALESCE(MAX(seq), 0) + 1 FROM outbox "
                                     "WHERE class_code = ? AND learner = ? AND item_id = ?"));
        query.addBindValue(record.classCode);
        query.addBindValue(record.learner);
        query.addBindValue(record.itemId);
        if (!query.exec() || !query.next())
            return abort("seq");
        record.seq = query.value(0).toInt();
    }
    query.prepare(QStringLiteral("INSERT INTO outbox (") + QLatin1String(kRecordColumns) +
                  QStringLiteral(") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, COALESCE(?, ''), ?)"
                                 " ON CONFLICT (class_code, learner, attempt_id, seq) DO NOTHING"));
    bindRecord(query, record);
    if (!query.exec())
        return abort("insert");
    if (!db_.commit()) {
        fail(QStringLiteral("commit"), db_.lastError());
        db_.rollback();
        return std::nullopt;
    }
    return record;
}

std::vector<QueuedRecord> UploadQueue::pending(int limit, const QString& classCode)
{
    std::vector<QueuedRecord> records;
    lastError_.clear();
    QSqlQuery query(db_);
    query.prepare(
        QStringLiteral(
            "SELECT row_id, class_code, learner, attempt_id, seq, kind, item_id, passed, points,"
            " max_points, failing_invariant, payload FROM outbox WHERE sent = 0") +
        (classCode.isEmpty() ? QString() : QStringLiteral(" AND class_code = ?")) +
        QStringLiteral(" ORDER BY row_id LIMIT ?"));
    if (!classCode.isEmpty())
        query.addBindValue(classCode);
    query.addBindValue(limit);
    if (!query.exec()) {
        fail(QStringLiteral("read"), query.lastError());
        return records;
    }
    while (query.next()) {
        QueuedRecord queued;
        queued.rowId = query.value(0).toLongLong();
        ProgressRecord& r = queued.record;
        r.classCode = query.value(1).toString();
        r.learner = query.value(2).toString();
        r.attemptId = query.value(3).toString();
        r.seq = query.value(4).toInt();
        r.kind = ProgressRecord::kindFromName(query.value(5).toString())
                     .value_or(ProgressRecord::Kind::Scenario);
        r.itemId = query.value(6).toString();
        r.passed = query.value(7).toBool();
        r.points = query.value(8).toDouble();
        r.maxPoints = query.value(9).toDouble();
        r.failingInvariant = query.value(10).toString();
        r.payload = Json::parse(query.value(11).toString().toStdString(), nullptr, false);
        if (r.payload.is_discarded())
            r.payload = Json::object();
        records.push_back(std::move(queued));
    }
    return records;
}

bool UploadQueue::markSent(const std::vector<qint64>& rowIds)
{
    if (!db_.transaction())
        return fail(QStringLiteral("begin"), db_.lastError());
    QSqlQuery query(db_);
    query.prepare(QStringLiteral("UPDATE outbox SET sent = 1 WHERE row_id = ?"));
    for (qint64 id : rowIds) {
        query.addBindValue(id);
        if (!query.exec()) {
            fail(QStringLiteral("mark sent"), query.lastError());
            db_.rollback();
            return false;
        }
    }
    if (!db_.commit()) {
        fail(QStringLiteral("commit"), db_.lastError());
        db_.rollback();
        return false;
    }
    return true;
}

int UploadQueue::pendingCount(const QString& classCode)
{
    return count(false, classCode);
}

int UploadQueue::sentCount(const QString& classCode)
{
    return count(true, classCode);
}

int UploadQueue::count(bool sent, const QString& classCode)
{
    QSqlQuery query(db_);
    query.prepare(QStringLiteral("SELECT count(*) FROM outbox WHERE sent = ?") +
                  (classCode.isEmpty() ? QString() : QStringLiteral(" AND class_code = ?")));
    query.addBindValue(sent ? 1 : 0);
    if (!classCode.isEmpty())
        query.addBindValue(classCode);
    if (!query.exec() || !query.next()) {
        fail(QStringLiteral("count"), query.lastError());
        return 0;
    }
    return query.value(0).toInt();
}

} // namespace atlas
