#include "postgres/ServerAddress.h"

#include <QCoreApplication>
#include <QUrl>

namespace atlas {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("Classroom", text);
}

} // namespace

std::optional<ServerAddress> ServerAddress::parse(const QString& url, QString* why, User user)
{
    const auto refuse = [why](const QString& reason) -> std::optional<ServerAddress> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    const QUrl parsed(url.trimmed(), QUrl::StrictMode);
    if (!parsed.isValid() || (parsed.scheme() != QLatin1String("postgresql") &&
                              parsed.scheme() != QLatin1String("postgres")))
        return refuse(tr("The server address must look like postgresql://user@host:5432/database."));
    ServerAddress address;
    address.user = parsed.userName();
    address.password = parsed.password();
    address.host = parsed.host();
    address.port = parsed.port(5432);
    address.database = parsed.path().mid(1);
    if (address.host.isEmpty())
        return refuse(tr("The server address names no host (postgresql://user@HOST:5432/database)."));
    if (address.user.isEmpty() && user == User::Required)
        return refuse(tr("The server address names no user (postgresql://USER@host:5432/database)."));
    if (address.database.isEmpty() || address.database.contains(QLatin1Char('/')))
        return refuse(tr("The server address names no database (postgresql://user@host:5432/DATABASE)."));
    if (address.port <= 0 || address.port > 65535)
        return refuse(tr("The server's port must be between 1 and 65535."));
    // libpq's options (?sslmode=…) would be dropped here without a word.
    if (parsed.hasQuery() || parsed.hasFragment())
        return refuse(tr("The server address takes no options after the database (?…); set them "
                         "in the environment instead (PGSSLMODE, for example)."));
    return address;
}

QString ServerAddress::display() const
{
    const QString who = user.isEmpty() ? QString() : user + QLatin1Char('@');
    return QStringLiteral("postgresql://%1%2:%3/%4").arg(who, host).arg(port).arg(database);
}

} // namespace atlas
