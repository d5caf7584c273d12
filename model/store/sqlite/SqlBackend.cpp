#include "store/sqlite/SqlBackend.h"

#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "store/StoreError.h"
#include "store/sqlite/SqliteStatement.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <tuple>

namespace atlas {
namespace {

std::string describe(const QSqlError& error)
{
    const QString text = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return text.toStdString();
}

// `what` is translated here, on the way out; callers mark it for lupdate.
[[noreturn]] void fail(const char* what, const std::string& why)
{
    throw StoreError(StoreErrorCode::Internal,
                     filled(Translated::translate("atlas::StoreError", "%1: %2"),
                            Translated::translate("atlas::StoreError", what), why));
}

[[noreturn]] void fail(const char* what, const QSqlError& error)
{
    fail(what, describe(error));
}

void check(bool ok, const SqliteStatement& q, const char* what)
{
    if (!ok)
        fail(what, q.error());
}

void run(SqliteStatement& q, const char* what)
{
    check(q.run(), q, what);
}

// The next row of a query, or false at its end.
bool next(SqliteStatement& q, const char* what)
{
    const auto step = q.next();
    check(step != SqliteStatement::Step::Failed, q, what);
    return step == SqliteStatement::Step::Row;
}

void prepare(SqliteStatement& q, sqlite3* db, std::string_view sql)
{
    check(q.prepare(db, sql), q,
          QT_TRANSLATE_NOOP("atlas::StoreError", "preparing a store statement failed"));
}

// Rows per multi-row upsert statement: a commit of up to this many document
// writes is one statement, which SQLite applies atomically on its own.
constexpr int kMaxRowsPerUpsert = 16;

std::string upsertSql(int rows)
{
    std::string sql =
        "INSERT INTO documents (collection, id, data, create_time, update_time) VALUES ";
    for (int i = 0; i < rows; ++i)
        sql += i > 0 ? ",(?,?,?,?,?)" : "(?,?,?,?,?)";
    sql += " ON CONFLICT (collection, id) DO UPDATE SET "
           "data = excluded.data, create_time = excluded.create_time, "
           "update_time = excluded.update_time";
    return sql;
}

} // namespace

// Run through SQLite directly (see SqliteStatement); text goes in and out as
// the UTF-8 bytes it is stored as.
struct SqlBackend::Statements
{
    sqlite3* db = nullptr;
    SqliteStatement begin, commit, rollback, remove, fetch, fetchCollection, scanAll;
    // upsert[n - 1] writes n rows; prepared when first needed.
    std::vector<SqliteStatement> upsert = std::vector<SqliteStatement>(kMaxRowsPerUpsert);
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
                         Translated::translate("atlas::StoreError",
                                               "the Qt SQLite driver (QSQLITE) is not "
                                               "available; install libqt6sql6-sqlite"));
    db.setDatabaseName(filePath_);
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
    sqlite3* raw = st_->db = SqliteStatement::handleOf(db);
    prepare(st_->begin, raw, "BEGIN");
    prepare(st_->commit, raw, "COMMIT");
    prepare(st_->rollback, raw, "ROLLBACK");
    prepare(st_->remove, raw, "DELETE FROM documents WHERE collection = ? AND id = ?");
    prepare(st_->fetch, raw,
            "SELECT data, create_time, update_time FROM documents WHERE collection = ? AND id = ?");
    prepare(st_->fetchCollection, raw,
            "SELECT id, data, create_time, update_time FROM documents WHERE collection = ? "
            "ORDER BY id");
    prepare(st_->scanAll, raw,
            "SELECT collection, id, data FROM documents ORDER BY collection, id");
}

void SqlBackend::scanAll(const ScanVisitor& visit)
{
    SqliteStatement& q = st_->scanAll;
    const char* what =
        QT_TRANSLATE_NOOP("atlas::StoreError", "reading the stored documents failed");
    try {
        while (next(q, what)) {
            const std::string_view data = q.text(2);
            visit(std::string(q.text(0)), std::string(q.text(1)), data.data(), data.size());
        }
    } catch (...) {
        q.reset(); // a visitor that refuses a document ends the scan
        throw;
    }
}

bool SqlBackend::fetch(const std::string& collection, const std::string& id, Row& row)
{
    SqliteStatement& q = st_->fetch;
    q.bind(1, collection);
    q.bind(2, id);
    if (!next(q, QT_TRANSLATE_NOOP("atlas::StoreError", "reading a document failed")))
        return false;
    row.data = SharedText(q.text(0));
    row.createTime = q.integer(1);
    row.updateTime = q.integer(2);
    q.reset();
    return true;
}

void SqlBackend::fetchCollection(const std::string& collection, const RowVisitor& visit)
{
    SqliteStatement& q = st_->fetchCollection;
    q.bind(1, collection);
    const char* what = QT_TRANSLATE_NOOP("atlas::StoreError", "listing a collection failed");
    try {
        while (next(q, what))
            visit(std::string(q.text(0)), Row{SharedText(q.text(1)), q.integer(2), q.integer(3)});
    } catch (...) {
        q.reset();
        throw;
    }
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
    // In key order a batch walks the b-tree's leaves once, left to right,
    // instead of seeking a random leaf per row.
    std::sort(upserts.begin(), upserts.end(), [](const Write* a, const Write* b) {
        return std::tie(*a->collection, *a->id) < std::tie(*b->collection, *b->id);
    });
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
        st_->rollback.run();
        throw;
    }
}

void SqlBackend::upsert(const std::vector<const Write*>& rows)
{
    SqliteStatement& q = st_->upsert.at(rows.size() - 1);
    if (!q.isPrepared())
        prepare(q, st_->db, upsertSql(static_cast<int>(rows.size())));
    int column = 0;
    for (const Write* w : rows) {
        q.bind(++column, *w->collection);
        q.bind(++column, *w->id);
        q.bind(++column, w->data->view());
        q.bind(++column, w->createTime);
        q.bind(++column, w->updateTime);
    }
    run(q, QT_TRANSLATE_NOOP("atlas::StoreError", "writing a document failed"));
}

void SqlBackend::remove(const Write& w)
{
    SqliteStatement& q = st_->remove;
    q.bind(1, *w.collection);
    q.bind(2, *w.id);
    run(q, QT_TRANSLATE_NOOP("atlas::StoreError", "deleting a document failed"));
}

} // namespace atlas
