#include "BriefConnection.h"

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

BriefConnection::BriefConnection(const ServerAddress& address) : name_(nextConnectionName())
{
    db_ = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name_);
    if (!db_.isValid()) {
        error_ = db_.lastError().text();
        return;
    }
    db_.setHostName(address.host);
    db_.setPort(address.port);
    db_.setUserName(address.user);
    db_.setPassword(address.password);
    db_.setDatabaseName(address.database);
    db_.setConnectOptions(
        QStringLiteral("connect_timeout=%1;application_name=atlasmart-lab").arg(kConnectTimeoutSeconds));
    if (!db_.open())
        error_ = db_.lastError().text();
}

BriefConnection::~BriefConnection()
{
    db_.close();
    db_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(name_);
}

} // namespace atlas
