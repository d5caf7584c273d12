#include "SqlBackend.h"

#include "SqliteMemory.h"
#include "StoreError.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <atomic>

namespace atlas {
namespace {

std::string describe(const QSqlError& error)
{
    const QString text = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return text.toStdString();
}

// `what` is translated here, on the way out; callers mark it for lupdate.
[[noreturn]] void fail(const char* what, const QSqlError& error)
{
    throw StoreError(StoreErrorCode::Internal,
                     filled(Translated::translate("atlas::StoreError", "%1: %2"),
                            Translated::translate("atlas::StoreError", what), describe(error)));
}

QSqlQuery prepared(const QSqlDatabase& db, const QString& sql)
{
    QSqlQuery q(db);
    if (!q.prepare(sql))
        fail(QT_TRANSLATE_NOOP("atlas::StoreError", "preparing a store statement failed"),
             q.lastError());
    return q;
}

void run(QSqlQuery& q, const char* what)
{
    if (!q.exec())
        fail(what, q.lastError());
}

// Rows per multi-row upsert statement: a commit of up to this many document
// writes is one statement, which SQLite applies atomically on its own.
constexpr int kMaxRowsPerUpsert = 16;

// UTF-8 bytes bound without a copy; the statement CASTs them to TEXT. The
// string must outlive the statement's execution, which it does: every
// execution happens inside the call that bound it, and every parameter is
// bound again before the next one.
QVariant utf8(const std::string& text)
{
    return QByteArray::fromRawData(text.data(), static_cast<qsizetype>(text.size()));
}

std::string toStd(const QVariant& value)
{
    const QByteArray bytes = value.toByteArray();
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

constexpr int kColumnsPerUpsert = 5;

// Parameters are named :p0, :p1, ...: Qt binds a named parameter with one hash
// lookup, where binding by position builds the name ":N" as a string first
// (that was most of the cost of a bind).
const QString& param(int i)
{
    static const std::vector<QString> names = [] {
        std::vector<QString> out;
        for (int n = 0; n < kMaxRowsPerUpsert * kColumnsPerUpsert; ++n)
            out.push_back(QStringLiteral(":p%1").arg(n));
        return out;
    }();
    return names.at(static_cast<std::size_t>(i));
}

QString upsertSql(int rows)
{
    QString sql = QStringLiteral(
        "INSERT INTO documents (collection, id, data, create_time, update_time) VALUES ");
    for (int i = 0; i < rows; ++i) {
        const int p = i * kColumnsPerUpsert;
        if (i > 0)
            sql += QLatin1Char(',');
        sql += QStringLiteral("(CAST(%1 AS TEXT), CAST(%2 AS TEXT), CAST(%3 AS TEXT), %4, %5)")
                   .arg(param(p), param(p + 1), param(p + 2), param(p + 3), param(p + 4));
    }
    sql += QStringLiteral(" ON CONFLICT (collection, id) DO UPDATE SET "
                          "data = excluded.data, update_time = excluded.update_time");
    return sql;
}

} // namespace

struct SqlBackend::Statements
{
    QSqlQuery begin, commit, rollback, remove, fetch, fetchCollection, scanAll;
    // upsert[n - 1] writes n rows; prepared when first needed.
    std::vector<std::unique_ptr<QSqlQuery>> upsert =
        std::vector<std::unique_ptr<QSqlQuery>>(kMaxRowsPerUpsert);
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
    useRemappingAllocatorForSqlite(); // a no-op once SqliteMemory.cpp has run it at start
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    if (!db.isValid())
        throw StoreError(StoreErrorCode::Internal,
                         Translated::translate("atlas::StoreError",
                                               "the Qt SQLite driver (QSQLITE) is not "
                                               "available; install libqt6sql6-sqlite"));
    if (filePath_.isEmpty()) {
        // Not ":memory:": SQLite keeps such a database in its page cache and
        // walks that whole cache at every commit, so each commit of a growing
        // store cost more (a 100,000-event chaos run slowed down by a third).
        // The memdb VFS holds the pages in one buffer behind a bounded cache,
        // and a name without a leading '/' keeps it private to this connection.
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_URI"));
        db.setDatabaseName(QStringLiteral("file:%1?vfs=memdb").arg(connection_));
    } else {
        db.setDatabaseName(filePath_);
    }
    if (!db.open())
        throw StoreError(StoreErrorCode::Internal,
                         filled(Translated::translate("atlas::StoreError", "cannot open '%1': %2"),
                                filePath_, describe(db.lastError())));
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
                         filled(Translated::translate("atlas::StoreError",
                                                      "'%1' is not an AtlasMart lab file (%2); it "
                                                      "was left untouched"),
                                name, describe(q.lastError())));
    const int appId = q.value(0).toInt();
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        fail(QT_TRANSLATE_NOOP("atlas::StoreError", "reading the schema version failed"),
             q.lastError());
    const int version = q.value(0).toInt();
    if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !q.next())
        fail(QT_TRANSLATE_NOOP("atlas::StoreError", "reading the file's tables failed"),
             q.lastError());
    const int objects = q.value(0).toInt();
    q.finish();

    if (appId == 0 && objects == 0)
        return true; // a new, empty file: ours to initialise
    if (appId != kApplicationId)
        throw StoreError(StoreErrorCode::Incompatible,
                         filled(Translated::translate("atlas::StoreError",
                                                      "'%1' is an SQLite database but not an "
                                                      "AtlasMart lab file; it was left untouched"),
                                name));
    if (version > kSchemaVersion)
        throw StoreError(StoreErrorCode::Incompatible,
                         filled(Translated::translate("atlas::StoreError",
                                                      "'%1' was written by a newer AtlasMart Lab "
                                                      "(schema version %2); this version reads "
                                                      "schema versions up to %3. Update the lab "
                                                      "to open it."),
                                name, version, kSchemaVersion));
    return version < kSchemaVersion;
}

void SqlBackend::prepareSchema(bool setUp)
{
    const QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery q(db);
    const auto exec = [&](const QString& sql) {
        if (!q.exec(sql))
            fail(QT_TRANSLATE_NOOP("atlas::StoreError", "setting up the store failed"),
                 q.lastError());
    };
    if (filePath_.isEmpty()) {
        // No rollback journal: SQLite's default for memdb copies every page a
        // transaction changes into an in-memory journal first, 6% of a chaos
        // run's instructions. Nothing needs it: an in-memory store keeps each
        // flush's rows queued until the write succeeds (reads look there
        // first) and writes them again at the next flush, each an upsert or a
        // delete of the row's latest state, so a write that fails halfway is
        // completed, not undone; and a crash loses the database either way.
        exec(QStringLiteral("PRAGMA journal_mode=OFF"));
        q.finish();
    } else {
        // NORMAL sync is the documented safe pairing for WAL and far faster
        // than FULL. It is a connection setting: the file is not written.
        exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
        // With NORMAL, the only syncs are the checkpoints' (the WAL before
        // it is copied back, the file after). SQLite's default checkpoints
        // every 1,000 pages, which on a busy lab (8 pages per event) means
        // hundreds of fsyncs a minute and most of the time spent waiting on
        // the disk. Every 10,000 pages (about 40 MB of WAL) cuts them tenfold;
        // an application crash still loses nothing committed, and the WAL
        // file is trimmed back to 64 MB after each checkpoint. Connection
        // settings: opening a file writes nothing.
        exec(QStringLiteral("PRAGMA wal_autocheckpoint = 10000"));
        exec(QStringLiteral("PRAGMA journal_size_limit = 67108864"));
        q.finish();
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
    st_->remove = prepared(db, QStringLiteral("DELETE FROM documents WHERE collection = "
                                              "CAST(:p0 AS TEXT) AND id = CAST(:p1 AS TEXT)"));
    st_->fetch = prepared(db, QStringLiteral("SELECT CAST(data AS BLOB), create_time, update_time "
                                             "FROM documents WHERE collection = CAST(:p0 AS TEXT) "
                                             "AND id = CAST(:p1 AS TEXT)"));
    st_->fetch.setForwardOnly(true);
    st_->fetchCollection = prepared(
        db, QStringLiteral("SELECT CAST(id AS BLOB), CAST(data AS BLOB), create_time, update_time "
                           "FROM documents WHERE collection = CAST(:p0 AS TEXT) ORDER BY id"));
    st_->fetchCollection.setForwardOnly(true);
    st_->scanAll = prepared(db, QStringLiteral("SELECT CAST(collection AS BLOB), CAST(id AS BLOB), "
                                               "CAST(data AS BLOB) FROM documents "
                                               "ORDER BY collection, id"));
    st_->scanAll.setForwardOnly(true);
}

void SqlBackend::scanAll(const ScanVisitor& visit)
{
    QSqlQuery& q = st_->scanAll;
    run(q, QT_TRANSLATE_NOOP("atlas::StoreError", "reading the stored documents failed"));
    while (q.next()) {
        const QByteArray data = q.value(2).toByteArray();
        visit(toStd(q.value(0)), toStd(q.value(1)), data.constData(),
              static_cast<std::size_t>(data.size()));
    }
    if (q.lastError().isValid())
        fail(QT_TRANSLATE_NOOP("atlas::StoreError", "reading the stored documents failed"),
             q.lastError());
    q.finish();
}

bool SqlBackend::fetch(const std::string& collection, const std::string& id, Row& row)
{
    QSqlQuery& q = st_->fetch;
    q.bindValue(param(0), utf8(collection));
    q.bindValue(param(1), utf8(id));
    run(q, QT_TRANSLATE_NOOP("atlas::StoreError", "reading a document failed"));
    const bool found = q.next();
    if (found) {
        row.data = toStd(q.value(0));
        row.createTime = q.value(1).toLongLong();
        row.updateTime = q.value(2).toLongLong();
    } else if (q.lastError().isValid()) {
        fail(QT_TRANSLATE_NOOP("atlas::StoreError", "reading a document failed"), q.lastError());
    }
    q.finish();
    return found;
}

void SqlBackend::fetchCollection(const std::string& collection, const RowVisitor& visit)
{
    QSqlQuery& q = st_->fetchCollection;
    q.bindValue(param(0), utf8(collection));
    run(q, QT_TRANSLATE_NOOP("atlas::StoreError", "listing a collection failed"));
    while (q.next())
        visit(toStd(q.value(0)),
              Row{toStd(q.value(1)), q.value(2).toLongLong(), q.value(3).toLongLong()});
    if (q.lastError().isValid())
        fail(QT_TRANSLATE_NOOP("atlas::StoreError", "listing a collection failed"), q.lastError());
    q.finish();
}

// WAL keeps every committed transaction after a crash. A lab file that is not
// in WAL mode yet (copied, or written by another tool) is switched at its first
// write, so merely opening or refusing a file never changes a byte of it.
void SqlBackend::switchToWal()
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !q.next())
        fail(QT_TRANSLATE_NOOP("atlas::StoreError", "switching the file to WAL mode failed"),
             q.lastError());
    walPending_ = false;
}

void SqlBackend::write(const std::vector<Write>& writes)
{
    if (writes.empty())
        return;
    if (walPending_)
        switchToWal();
    std::vector<const Write*> upserts;
    upserts.reserve(writes.size());
    for (const Write& w : writes)
        if (w.data)
            upserts.push_back(&w);
    const bool oneStatement =
        upserts.size() == writes.size() ? writes.size() <= kMaxRowsPerUpsert : writes.size() == 1;
    if (oneStatement) {
        if (upserts.empty())
            remove(writes.front());
        else
            upsert(upserts);
        return;
    }
    run(st_->begin, QT_TRANSLATE_NOOP("atlas::StoreError", "BEGIN failed"));
    try {
        for (std::size_t first = 0; first < upserts.size(); first += kMaxRowsPerUpsert)
            upsert({upserts.begin() + static_cast<std::ptrdiff_t>(first),
                    upserts.begin() + static_cast<std::ptrdiff_t>(
                                          std::min(upserts.size(), first + kMaxRowsPerUpsert))});
        for (const Write& w : writes)
            if (!w.data)
                remove(w);
        run(st_->commit, QT_TRANSLATE_NOOP("atlas::StoreError", "COMMIT failed"));
    } catch (...) {
        // An error is already propagating: report nothing new.
        st_->rollback.exec();
        throw;
    }
}

void SqlBackend::upsert(const std::vector<const Write*>& rows)
{
    auto& slot = st_->upsert.at(rows.size() - 1);
    if (!slot)
        slot = std::make_unique<QSqlQuery>(prepared(QSqlDatabase::database(connection_, false),
                                                    upsertSql(static_cast<int>(rows.size()))));
    QSqlQuery& q = *slot;
    int column = 0;
    for (const Write* w : rows) {
        q.bindValue(param(column++), utf8(*w->collection));
        q.bindValue(param(column++), utf8(*w->id));
        q.bindValue(param(column++), utf8(*w->data));
        q.bindValue(param(column++), static_cast<qlonglong>(w->createTime));
        q.bindValue(param(column++), static_cast<qlonglong>(w->updateTime));
    }
    run(q, QT_TRANSLATE_NOOP("atlas::StoreError", "writing a document failed"));
}

void SqlBackend::remove(const Write& w)
{
    QSqlQuery& q = st_->remove;
    q.bindValue(param(0), utf8(*w.collection));
    q.bindValue(param(1), utf8(*w.id));
    run(q, QT_TRANSLATE_NOOP("atlas::StoreError", "deleting a document failed"));
}

} // namespace atlas
