#include "RecordBinding.h"

#include "ProgressRecord.h"

#include <QSqlQuery>

namespace atlas {

void bindRecord(QSqlQuery& query, const ProgressRecord& record)
{
    query.addBindValue(record.classCode);
    query.addBindValue(record.learner);
    query.addBindValue(record.attemptId);
    query.addBindValue(record.seq);
    query.addBindValue(ProgressRecord::kindName(record.kind));
    query.addBindValue(record.itemId);
    query.addBindValue(record.passed);
    query.addBindValue(record.points);
    query.addBindValue(record.maxPoints);
    query.addBindValue(record.failingInvariant);
    query.addBindValue(QString::fromStdString(record.payload.dump()));
}

} // namespace atlas
