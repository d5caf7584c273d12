#pragma once

#include "postgres/ServerAddress.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

namespace atlas {

// One QPSQL connection, used only by the thread that opened it (Qt's rule
// for QSqlDatabase), with its search_path on the run's schema. Opening
// throws PgError(Unreachable); a failed statement throws PgError(Statement)
// unless it is a serialization failure, which the caller retries.
class PgSession
{
public:
    // `name` must be unique in the process.
    PgSession(const ServerAddress& url, const QString& name);
    ~PgSession();
    PgSession(const PgSession&) = delete;
    PgSession& operator=(const PgSession&) = delete;

    // Sets search_path; the schema must exist.
    void useSchema(const QString& schema);
    // Runs `sql` with `values` bound in order; returns the query to read.
    QSqlQuery exec(const QString& sql, const QVariantList& values = {});
    // As exec, but a serialization failure comes back as false (the
    // transaction is then aborted and must be rolled back).
    bool tryExec(QSqlQuery& query, const QVariantList& values);
    // A statement without parameters (BEGIN, COMMIT, ROLLBACK), same rule.
    bool tryRun(const QString& sql);
    QSqlQuery prepare(const QString& sql);
    // Drops the connection without ending its transaction: the server
    // rolls it back, as it does for a worker that died.
    void drop();
    QSqlDatabase& database() { return db_; }

    static bool driverAvailable();

private:
    [[noreturn]] void fail(const QSqlError& error, const QString& sql) const;

    QString name_;
    QString display_;
    QSqlDatabase db_;
};

} // namespace atlas
