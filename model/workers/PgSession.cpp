#include "PgSession.h"

#include "PgError.h"

#include <QCoreApplication>
#include <QSqlError>

namespace atlas {

bool PgSession::driverAvailable()
{
    return QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"));
}

PgSession::PgSession(const ServerAddress& url, const QString& name)
    : name_(name), display_(url.display())
{
    if (!driverAvailable())
        throw PgError(PgError::Kind::Unreachable,
                      QCoreApplication::translate(
                          "PgSession", "Qt's PostgreSQL driver (QPSQL) is not installed: on "
                                       "Debian it is the package libqt6sql6-psql"));
    db_ = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name_);
    db_.setHostName(url.host);
    db_.setPort(url.port);
    db_.setUserName(url.user);
    db_.setPassword(url.password);
    db_.setDatabaseName(url.database);
    db_.setConnectOptions(QStringLiteral("connect_timeout=5"));
    if (!db_.open())
        throw PgError(PgError::Kind::Unreachable,
                      QCoreApplication::translate("PgSession",
                                                  "cannot connect to the PostgreSQL server at "
                                                  "%1: %2")
                          .arg(display_, db_.lastError().text().trimmed()));
}

PgSession::~PgSession()
{
    db_.close();
    db_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(name_);
}

void PgSession::fail(const QSqlError& error, const QString& sql) const
{
    // A broken connection is the server going away, not a bad statement.
    const bool gone = !db_.isOpen() || error.type() == QSqlError::ConnectionError ||
                      error.nativeErrorCode().startsWith(QLatin1String("08")) ||
                      error.nativeErrorCode().startsWith(QLatin1String("57P"));
    throw PgError(gone ? PgError::Kind::Unreachable : PgError::Kind::Statement,
                  QCoreApplication::translate("PgSession", "PostgreSQL at %1 refused %2: %3")
                      .arg(display_, sql.section(QLatin1Char(' '), 0, 2), error.text().trimmed()));
}

void PgSession::useSchema(const QString& schema)
{
    // An identifier cannot be a bound parameter; set_config takes it as one.
    exec(QStringLiteral("SELECT set_config('search_path', ?, false)"), {schema});
}

QSqlQuery PgSession::prepare(const QString& sql)
{
    QSqlQuery query(db_);
    if (!query.prepare(sql))
        fail(query.lastError(), sql);
    return query;
}

QSqlQuery PgSession::exec(const QString& sql, const QVariantList& values)
{
    QSqlQuery query(db_);
    if (values.isEmpty()) {
        if (!query.exec(sql))
            fail(query.lastError(), sql);
        return query;
    }
    query = prepare(sql);
    if (!tryExec(query, values))
        fail(query.lastError(), sql);
    return query;
}

bool PgSession::tryExec(QSqlQuery& query, const QVariantList& values)
{
    for (int i = 0; i < values.size(); ++i)
        query.bindValue(i, values[i]);
    if (query.exec())
        return true;
    if (PgError::isRetryable(query.lastError()))
        return false;
    fail(query.lastError(), query.lastQuery());
}

bool PgSession::tryRun(const QString& sql)
{
    QSqlQuery query(db_);
    if (query.exec(sql))
        return true;
    if (PgError::isRetryable(query.lastError()))
        return false;
    fail(query.lastError(), sql);
}

void PgSession::drop()
{
    db_.close();
}

} // namespace atlas
