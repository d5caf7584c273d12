#include "SqlBackend.h"

#include "StoreError.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>

namespace atlas {
namespace {

std::string describe(const QSqlError& error)
{
    const QString text = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return text.toStdString();
}

[[noreturn]] void fail(const char* what, const QSqlError& error)
{
    throw StoreError(StoreErrorCode::Internal, std::string(what) + ": " + describe(error));
}

QSqlQuery prepared(const QSqlDatabase& db, const QString& sql)
{
    QSqlQuery q(db);
    if (!q.prepare(sql))
        fail("preparing a store statement failed", q.lastError());
    return q;
}

void run(QSqlQuery& q, const char* what)
{
    if (!q.exec())
        fail(what, q.lastError());
}

} // namespace

struct SqlBackend::Statements
{
    QSqlQuery begin, commit, rollback, upsert, remove, removeAll, loadAll;
};

SqlBackend::SqlBackend(const QString& filePath) : filePath_(filePath)
{
    static std::atomic<int> counter{0};
    connection_ = QStringLiteral("atlaslab-store-%1").arg(++counter);
    try {
        open();
        prepareSchema(checkCompatible());
    } catch (...) {
        // The destructor does not run for a half-built backend: release the
        // connection here, or every refused file would leak one.
        close();
        throw;
    }
}

void SqlBackend::open()
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    if (!db.isValid())
        throw StoreError(StoreErrorCode::Internal,
                         "the Qt SQLite driver (QSQLITE) is not available; install "
                         "libqt6sql6-sqlite");
    db.setDatabaseName(filePath_.isEmpty() ? QStringLiteral(":memory:") : filePath_);
    if (!db.open())
        throw StoreError(StoreErrorCode::Internal, "cannot open '" + filePath_.toStdString() +
                                                       "': " + describe(db.lastError()));
}

void SqlBackend::close()
{
    st_.reset(); // queries must go before their connection
    QSqlDatabase::database(connection_, false).close();
    QSqlDatabase::removeDatabase(connection_);
}

SqlBackend::~SqlBackend()
{
    close();
}

bool SqlBackend::checkCompatible()
{
    if (filePath_.isEmpty())
        return true;
    const QSqlDatabase db = QSqlDatabase::database(connection_, false);
    const std::string name = filePath_.toStdString();
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next())
        throw StoreError(StoreErrorCode::Incompatible,
                         "'" + name + "' is not an AtlasMart lab file (" + describe(q.lastError()) +
                             "); it was left untouched");
    const int appId = q.value(0).toInt();
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        fail("reading the schema version failed", q.lastError());
    const int version = q.value(0).toInt();
    if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !q.next())
        fail("reading the file's tables failed", q.lastError());
    const int objects = q.value(0).toInt();
    q.finish();

    if (appId == 0 && objects == 0)
        return true; // a new, empty file: ours to initialise
    if (appId != kApplicationId)
        throw StoreError(StoreErrorCode::Incompatible,
                         "'" + name +
                             "' is an SQLite database but not an AtlasMart lab file; it was left "
                             "untouched");
    if (version > kSchemaVersion)
        throw StoreError(StoreErrorCode::Incompatible,
                         "'" + name + "' was written by a newer AtlasMart Lab (schema version " +
                             std::to_string(version) +
                             "); this version reads schema versions up to " +
                             std::to_string(kSchemaVersion) + ". Update the lab to open it.");
    return version < kSchemaVersion;
}

void SqlBackend::prepareSchema(bool setUp)
{
    const QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery q(db);
    const auto exec = [&](const QString& sql) {
        if (!q.exec(sql))
            fail("setting up the store failed", q.lastError());
    };
    if (!filePath_.isEmpty()) {
        // NORMAL sync is the documented safe pairing for WAL and far faster
        // than FULL. It is a connection setting: the file is not written.
        exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
        exec(QStringLiteral("PRAGMA journal_mode"));
        walPending_ = !q.next() || q.value(0).toString() != QStringLiteral("wal");
        q.finish(); // an unfinished statement would block the switch to WAL
    }
    if (setUp) {
        if (walPending_)
            switchToWal();
        exec(QStringLiteral("CREATE TABLE IF NOT EXISTS documents ("
                            " collection TEXT NOT NULL,"
                            " id TEXT NOT NULL,"
                            " data TEXT NOT NULL,"
                            " create_time INTEGER NOT NULL,"
                            " update_time INTEGER NOT NULL,"
                            " PRIMARY KEY (collection, id)) WITHOUT ROWID"));
        exec(QStringLiteral("PRAGMA application_id = 1096043586")); // kApplicationId
        exec(QStringLiteral("PRAGMA user_version = 1"));            // kSchemaVersion
        static_assert(kApplicationId == 1096043586 && kSchemaVersion == 1);
    }
    q.finish();

    st_ = std::make_unique<Statements>();
    st_->begin = prepared(db, QStringLiteral("BEGIN"));
    st_->commit = prepared(db, QStringLiteral("COMMIT"));
    st_->rollback = prepared(db, QStringLiteral("ROLLBACK"));
    st_->upsert =
        prepared(db, QStringLiteral("INSERT INTO documents (collection, id, data, create_time, "
                                    "update_time) VALUES (?, ?, ?, ?, ?) "
                                    "ON CONFLICT (collection, id) DO UPDATE SET "
                                    "data = excluded.data, update_time = excluded.update_time"));
    st_->remove =
        prepared(db, QStringLiteral("DELETE FROM documents WHERE collection = ? AND id = ?"));
    st_->removeAll = prepared(db, QStringLiteral("DELETE FROM documents"));
    st_->loadAll =
        prepared(db, QStringLiteral("SELECT collection, id, data, create_time, "
                                    "update_time FROM documents ORDER BY collection, id"));
}

void SqlBackend::loadAll(const RowVisitor& visit)
{
    QSqlQuery& q = st_->loadAll;
    q.setForwardOnly(true);
    run(q, "reading the stored documents failed");
    while (q.next())
        visit(q.value(0).toString().toStdString(), q.value(1).toString().toStdString(),
              q.value(2).toString().toStdString(), q.value(3).toLongLong(),
              q.value(4).toLongLong());
    if (q.lastError().isValid())
        fail("reading the stored documents failed", q.lastError());
    q.finish();
}

// WAL keeps every committed transaction after a crash. A lab file that is not
// in WAL mode yet (copied, or written by another tool) is switched at its first
// write, so merely opening or refusing a file never changes a byte of it.
void SqlBackend::switchToWal()
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !q.next())
        fail("switching the file to WAL mode failed", q.lastError());
    walPending_ = false;
}

void SqlBackend::begin()
{
    if (walPending_)
        switchToWal();
    run(st_->begin, "BEGIN failed");
}
void SqlBackend::commit()
{
    run(st_->commit, "COMMIT failed");
}

void SqlBackend::rollback()
{
    // Called while an error is already propagating: report nothing new.
    st_->rollback.exec();
}

void SqlBackend::upsert(const std::string& collection, const std::string& id,
                        const std::string& json, std::int64_t createTime, std::int64_t updateTime)
{
    QSqlQuery& q = st_->upsert;
    q.bindValue(0, QString::fromStdString(collection));
    q.bindValue(1, QString::fromStdString(id));
    q.bindValue(2, QString::fromStdString(json));
    q.bindValue(3, static_cast<qlonglong>(createTime));
    q.bindValue(4, static_cast<qlonglong>(updateTime));
    run(q, "writing a document failed");
}

void SqlBackend::remove(const std::string& collection, const std::string& id)
{
    QSqlQuery& q = st_->remove;
    q.bindValue(0, QString::fromStdString(collection));
    q.bindValue(1, QString::fromStdString(id));
    run(q, "deleting a document failed");
}

void SqlBackend::removeAll()
{
    run(st_->removeAll, "clearing the store failed");
}

} // namespace atlas
