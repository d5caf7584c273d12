#pragma once

// What the store tests share: a change-feed recorder, error helpers, raw SQL
// on lab files, a sample order.
#include "store/cache/ColdPrefetch.h"
#include "store/DocumentStore.h"
#include "store/FieldValue.h"
#include "store/json/JsonText.h"
#include "store/StoreError.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace QTest {
template <> inline char* toString(const std::string& text)
{
    return qstrdup(text.c_str());
}
template <> inline char* toString(const atlas::Json& value)
{
    return qstrdup(value.dump().c_str());
}
} // namespace QTest

namespace atlas::storetest {

// Every notification the store emits, kept for inspection.
struct Feed
{
    explicit Feed(DocumentStore& store)
    {
        QObject::connect(&store, &DocumentStore::committed,
                         [this](const CommitInfo& info) { commits.push_back(info); });
    }
    std::vector<CommitInfo> commits;
};

template <class Fn> std::optional<StoreError> storeErrorOf(Fn&& fn)
{
    try {
        fn();
    } catch (const StoreError& e) {
        return e;
    }
    return std::nullopt;
}

// The code's name, or "none": QCOMPARE cannot print a StoreErrorCode itself
// (ADL finds atlas::toString, which returns a string_view).
inline std::string codeOf(const std::optional<StoreError>& error)
{
    return error ? std::string(toString(error->code())) : std::string("none");
}

inline bool contains(const std::string& text, const char* fragment)
{
    return text.find(fragment) != std::string::npos;
}

inline QStringList toQStringList(const std::vector<std::string>& items)
{
    QStringList out;
    for (const auto& item : items)
        out << QString::fromStdString(item);
    return out;
}

inline QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Runs statements on a plain Qt SQL connection (not the store's), to craft
// files the store must refuse and to look inside files it wrote.
inline QStringList runSql(const QString& path, const QStringList& statements)
{
    const QString name = QStringLiteral("tst_store-raw");
    QStringList firstColumn;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open())
            qFatal("cannot open %s", qPrintable(path));
        QSqlQuery q(db);
        for (const auto& sql : statements) {
            if (!q.exec(sql))
                qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
            while (q.next())
                firstColumn << q.value(0).toString();
        }
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return firstColumn;
}

// A lab file as the store writes it, but in rollback-journal mode and with
// one row whose data is `dataLiteral` (an SQL literal).
inline QStringList labFileSql(const QString& dataLiteral)
{
    return {
        QStringLiteral("CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, "
                       "data TEXT NOT NULL, create_time INTEGER NOT NULL, update_time INTEGER "
                       "NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID"),
        QStringLiteral("INSERT INTO documents VALUES ('orders', 'o1', %1, 0, 0)").arg(dataLiteral),
        QStringLiteral("PRAGMA application_id = 1096043586"),
        QStringLiteral("PRAGMA user_version = 1")};
}

inline const Json kOrder = {{"orderId", "o1"}, {"state", "CREATED"}, {"amountCents", 4200}};

} // namespace atlas::storetest

Q_DECLARE_METATYPE(atlas::Json)
