#include "BriefConnection.h"

#include <QCoreApplication>
#include <QSqlError>

#include <atomic>

namespace atlas {

namespace {

QString nextConnectionName()
{
    static std::atomic<quint64> counter{0};
    return QStringLiteral("atlaslab-class-%1").arg(++counter);
}

} // namespace

QString BriefConnection::configure(QSqlDatabase& db, const ServerAddress& address,
                                   const QString& application)
{
    if (!db.isValid())
        return QCoreApplication::translate(
            "Classroom", "This lab has no PostgreSQL driver: install the Debian package "
                         "libqt6sql6-psql to use a class server.");
    db.setHostName(address.host);
    db.setPort(address.port);
    db.setUserName(address.user);
    db.setPassword(address.password);
    db.setDatabaseName(address.database);
    db.setConnectOptions(QStringLiteral("connect_timeout=%1;application_name=%2;keepalives_idle=5;"
                                        "keepalives_interval=2;keepalives_count=3;"
                                        "tcp_user_timeout=%3;options='-c statement_timeout=%4'")
                             .arg(kConnectTimeoutSeconds)
                             .arg(application)
                             .arg(kStatementTimeoutSeconds * 1000)
                             .arg(kStatementTimeoutSeconds * 1000));
    return {};
}

BriefConnection::BriefConnection(const ServerAddress& address) : name_(nextConnectionName())
{
    db_ = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name_);
    error_ = configure(db_, address, QStringLiteral("atlasmart-lab"));
    if (error_.isEmpty() && !db_.open())
        error_ = db_.lastError().text();
}

BriefConnection::~BriefConnection()
{
    db_.close();
    db_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(name_);
}

} // namespace atlas
