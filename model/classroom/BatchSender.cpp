#include "BatchSender.h"

#include "BriefConnection.h"
#include "RecordBinding.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

#include <set>
#include <utility>

namespace atlas {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("Classroom", text);
}

} // namespace

UploadOutcome BatchSender::send(const ServerAddress& server, const std::vector<ProgressRecord>& batch)
{
    UploadOutcome outcome;
    if (batch.empty())
        return outcome;
    BriefConnection connection(server);
    if (!connection.isOpen()) {
        outcome.unreachable = true;
        outcome.error = tr("The class server %1 cannot be reached: %2")
                            .arg(server.display(), connection.error());
        return outcome;
    }
    QSqlDatabase& db = connection.database();
    QSqlQuery query(db);
    const auto fail = [&](const QString& why) {
        db.rollback();
        outcome.error = why;
        return outcome;
    };
    if (!db.transaction())
        return fail(db.lastError().text());

    std::set<std::pair<QString, QString>> learners;
    for (const ProgressRecord& record : batch)
        learners.emplace(record.classCode, record.learner);
    for (const auto& [classCode, learner] : learners) {
        query.prepare(QStringLiteral("SELECT 1 FROM atlaslab.classes WHERE code = ?"));
        query.addBindValue(classCode);
        if (!query.exec())
            return fail(query.lastError().text());
        if (!query.next())
            return fail(tr("The class server has no class %1: ask your teacher for the code.")
                            .arg(classCode));
        query.prepare(QStringLiteral("INSERT INTO atlaslab.learners (class_code, name) VALUES (?, ?) "
                                     "ON CONFLICT DO NOTHING"));
        query.addBindValue(classCode);
        query.addBindValue(learner);
        if (!query.exec())
            return fail(query.lastError().text());
    }

    // An empty QString binds as NULL: COALESCE keeps "no failure" as ''.
    query.prepare(QStringLiteral("INSERT INTO atlaslab.records (") +
                  QLatin1String(kRecordColumns) +
                  QStringLiteral(") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, COALESCE(?, ''),"
                                 " CAST(? AS jsonb))"
                                 " ON CONFLICT (class_code, learner, attempt_id, seq) DO NOTHING"));
    int inserted = 0;
    for (const ProgressRecord& record : batch) {
        bindRecord(query, record);
        if (!query.exec())
            return fail(query.lastError().text());
        inserted += query.numRowsAffected() > 0 ? 1 : 0;
    }
    if (!db.commit())
        return fail(db.lastError().text());
    outcome.sent = static_cast<int>(batch.size());
    outcome.inserted = inserted;
    outcome.batches = 1;
    return outcome;
}

} // namespace atlas
