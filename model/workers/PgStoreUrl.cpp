#include "PgStoreUrl.h"

#include <QCoreApplication>
#include <QUrl>

namespace atlas {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("PgStoreUrl", text);
}

} // namespace

std::optional<PgStoreUrl> PgStoreUrl::parse(const QString& text, QString& error)
{
    const QString form = tr("postgresql://USER@HOST:PORT/DATABASE");
    if (!text.startsWith(QStringLiteral("postgresql://"))) {
        error = tr("--store '%1' is not a PostgreSQL URL: expected %2 (the embedded SQLite "
                   "store is the default and needs no --store)")
                    .arg(text, form);
        return std::nullopt;
    }
    const QUrl url(text, QUrl::StrictMode);
    const QString database = url.path().mid(1);
    if (!url.isValid() || url.host().isEmpty() || database.isEmpty() ||
        database.contains(QLatin1Char('/')) || url.hasQuery() || url.hasFragment()) {
        error = tr("--store '%1' is not a usable PostgreSQL URL: expected %2").arg(text, form);
        return std::nullopt;
    }
    if (url.port() == 0) {
        error = tr("--store '%1': the port must be from 1 to 65535").arg(text);
        return std::nullopt;
    }
    PgStoreUrl out;
    out.user = url.userName();
    out.password = url.password();
    out.host = url.host();
    out.port = url.port(5432);
    out.database = database;
    return out;
}

QString PgStoreUrl::display() const
{
    const QString who = user.isEmpty() ? QString() : user + QLatin1Char('@');
    return QStringLiteral("postgresql://%1%2:%3/%4").arg(who, host).arg(port).arg(database);
}

} // namespace atlas
