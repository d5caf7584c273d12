#include "ClassRegistry.h"

#include "BriefConnection.h"
#include "ClassSchema.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>

#include <cstring>

namespace atlas {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("Classroom", text);
}

template <class T>
std::optional<T> refuse(QString* why, const QString& reason)
{
    if (why)
        *why = reason;
    return std::nullopt;
}

} // namespace

QString ClassRegistry::newCode()
{
    const int letters = static_cast<int>(std::strlen(kCodeAlphabet));
    QString code;
    for (int i = 0; i < kCodeLength; ++i)
        code += QLatin1Char(kCodeAlphabet[QRandomGenerator::system()->bounded(letters)]);
    return code;
}

QString ClassRegistry::normalisedCode(const QString& typed)
{
    return typed.trimmed().toUpper();
}

std::optional<QString> ClassRegistry::createClass(const ServerAddress& server, const QString& name,
                                                  QString* why)
{
    const QString title = name.trimmed();
    if (title.isEmpty())
        return refuse<QString>(why, tr("A class needs a name."));
    BriefConnection connection(server);
    if (!connection.isOpen())
        return refuse<QString>(why, tr("The class server %1 cannot be reached: %2")
                                        .arg(server.display(), connection.error()));
    if (const QString error = ClassSchema::ensure(connection.database()); !error.isEmpty())
        return refuse<QString>(why, tr("The class tables could not be created: %1").arg(error));
    QSqlQuery query(connection.database());
    // 31^6 codes: a clash is rare, and a few tries make it vanishingly so.
    for (int attempt = 0; attempt < 8; ++attempt) {
        const QString code = newCode();
        query.prepare(QStringLiteral("INSERT INTO atlaslab.classes (code, name) VALUES (?, ?) "
                                     "ON CONFLICT (code) DO NOTHING"));
        query.addBindValue(code);
        query.addBindValue(title);
        if (!query.exec())
            return refuse<QString>(why, query.lastError().text());
        if (query.numRowsAffected() == 1)
            return code;
    }
    return refuse<QString>(why, tr("No free class code was found; try again."));
}

std::optional<QString> ClassRegistry::className(const ServerAddress& server, const QString& code,
                                                QString* why)
{
    BriefConnection connection(server);
    if (!connection.isOpen())
        return refuse<QString>(why, tr("The class server %1 cannot be reached: %2")
                                        .arg(server.display(), connection.error()));
    QSqlQuery query(connection.database());
    query.prepare(QStringLiteral("SELECT name FROM atlaslab.classes WHERE code = ?"));
    query.addBindValue(normalisedCode(code));
    if (!query.exec()) {
        // No schema yet means no teacher has created a class on this server.
        if (query.lastError().nativeErrorCode() == QLatin1String("42P01"))
            return refuse<QString>(why, tr("No class has been created on this server yet."));
        return refuse<QString>(why, query.lastError().text());
    }
    if (!query.next())
        return refuse<QString>(why, tr("The server has no class %1.").arg(normalisedCode(code)));
    return query.value(0).toString();
}

} // namespace atlas
