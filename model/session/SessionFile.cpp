#include "SessionFile.h"

#include "SessionError.h"
#include "SessionLimits.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUrl>
#include <QVariant>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <set>

#include "SessionFileSql.h"
#include "i18n/Filled.h"
#include "i18n/Language.h"

#include <sqlite3.h>

namespace atlas {

using namespace sessionsql;
using Kind = SessionError::Kind;

namespace {

// entries(row): the journal entries a schema 3 row holds (linesIn). Opening
// counts every row twice (the limit, then the report); in SQL, replace()
// copied each row to count them, ten times the cost of count(*).
void countEntries(sqlite3_context* context, int, sqlite3_value** argv)
{
    const auto* text = static_cast<const char*>(sqlite3_value_blob(argv[0]));
    const auto size = static_cast<std::size_t>(sqlite3_value_bytes(argv[0]));
    sqlite3_result_int64(
        context, static_cast<sqlite3_int64>(
                     linesIn(text ? std::string_view(text, size) : std::string_view(), true)));
}

} // namespace

SessionFile::SessionFile(QString path) : path_(std::move(path))
{
    static std::atomic<int> counter{0};
    connection_ = QStringLiteral("atlaslab-session-%1").arg(++counter);
    absolutePath_ = QFileInfo(path_).absoluteFilePath();
}

SessionFile::~SessionFile()
{
    if (inTransaction_)
        rollback();
    disconnect();
}

std::unique_ptr<SessionFile> SessionFile::open(const QString& path)
{
    std::unique_ptr<SessionFile> file(new SessionFile(path));
    const QFileInfo info(file->absolutePath_);
    const std::string name = path.toStdString();
    if (!info.exists())
        throw SessionError(Kind::Unusable, filled(SessionError::tr("'%1' does not exist"), name));
    if (!info.isFile())
        throw SessionError(
            Kind::Unusable,
            filled(SessionError::tr("'%1' is not a regular file (a folder, device or pipe)"),
                   name));
    QFile raw(file->absolutePath_);
    if (!raw.open(QIODevice::ReadOnly))
        throw SessionError(Kind::Unusable, filled(SessionError::tr("'%1' cannot be read: %2"), name,
                                                  raw.errorString()));
    const QByteArray header = raw.read(100);
    raw.close();
    if (header.size() < 100 || !header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        throw SessionError(Kind::Unusable,
                           filled(SessionError::tr("'%1' is not an SQLite database, so not an "
                                                   "AtlasMart lab session; it was left untouched"),
                                  name));
    // Byte 18 is 2 for a file in WAL mode: reading one needs its -shm file,
    // which a read-only folder cannot hold.
    const bool wal = header.at(18) == 2;
    const QFileInfo folder(info.absolutePath());
    // The permission bits as well: root may write anything, but a file marked
    // read-only is one its owner does not want changed.
    if (!info.isWritable() || !(info.permissions() & QFileDevice::WriteOwner))
        file->readOnlyReason_ = SessionError::tr("the file is read-only");
    else if (!folder.isWritable())
        file->readOnlyReason_ = SessionError::tr("its folder is read-only");
    file->immutable_ = !folder.isWritable() && wal &&
                       !QFileInfo::exists(file->absolutePath_ + QStringLiteral("-wal"));
    // A -journal file is a transaction a crash interrupted; SQLite rolls it
    // back on the first read, which a read-only connection cannot do.
    const QFileInfo hot(file->absolutePath_ + QStringLiteral("-journal"));
    if (hot.exists() && hot.size() > 0 && file->isWritable()) {
        file->connect(true, false);
        QSqlQuery q(QSqlDatabase::database(file->connection_, false));
        q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"));
    }
    file->connect(false, false);
    file->checkSchema();
    return file;
}

std::unique_ptr<SessionFile> SessionFile::create(const QString& path, std::uint64_t seed)
{
    const QFileInfo info(QFileInfo(path).absoluteFilePath());
    if (info.exists() && info.size() > 0) {
        auto existing = open(path);
        if (!existing->commands().empty() || !existing->documentCounts().empty())
            throw SessionError(Kind::Occupied,
                               filled(SessionError::tr("'%1' already holds a lab session; nothing "
                                                       "was changed. Open it to go on, or choose a "
                                                       "new file."),
                                      path));
        if (!existing->isWritable())
            throw SessionError(Kind::Unusable,
                               filled(SessionError::tr("'%1' cannot be written: %2"), path,
                                      existing->readOnlyReason()));
        existing->begin();
        existing->putMeta(QStringLiteral("seed"), QString::number(seed));
        existing->commit();
        return existing;
    }
    if (info.exists() && !info.isFile())
        throw SessionError(Kind::Unusable,
                           filled(SessionError::tr("'%1' is not a regular file"), path));
    // An empty file becomes the session, but not one marked read-only: the
    // rename below would replace it whatever its mode (root may write it
    // anyway, so the mode is asked, not access()).
    if (info.exists() && !(info.permissions() & QFileDevice::WriteOwner))
        throw SessionError(Kind::Unusable,
                           filled(SessionError::tr("'%1' is read-only; nothing was changed. "
                                                   "Choose a new file."),
                                  path));
    if (!QFileInfo(info.absolutePath()).isDir())
        throw SessionError(
            Kind::Unusable,
            filled(SessionError::tr("cannot create '%1': the folder %2 does not exist"), path,
                   info.absolutePath()));
    // Made under a temporary name and renamed into place, so that a crash
    // while it is set up leaves no half-made session under the real name.
    const QString part = info.absoluteFilePath() + QStringLiteral(".part");
    for (const QString& suffix :
         {QString(), QStringLiteral("-journal"), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(part + suffix);
    {
        SessionFile draft(part);
        draft.connect(true, true);
        draft.setUpSchema(seed);
    }
    if (std::rename(QFile::encodeName(part).constData(),
                    QFile::encodeName(info.absoluteFilePath()).constData()) != 0)
        throw SessionError(Kind::WriteFailed, filled(SessionError::tr("cannot create '%1': %2"),
                                                     path, std::strerror(errno)));
    return open(path);
}

void SessionFile::connect(bool writable, bool create)
{
    disconnect();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    if (!db.isValid())
        throw SessionError(Kind::Unusable,
                           filled(SessionError::tr("the Qt SQLite driver (QSQLITE) is not "
                                                   "available; install libqt6sql6-sqlite")));
    // A URI of our own making: the path is percent-encoded into it, so no
    // name a learner types is ever read as a URI or its parameters.
    QString uri = QUrl::fromLocalFile(absolutePath_).toString(QUrl::FullyEncoded);
    uri += create     ? QStringLiteral("?mode=rwc")
           : writable ? QStringLiteral("?mode=rw")
                      : QStringLiteral("?mode=ro");
    if (immutable_ && !writable)
        uri += QStringLiteral("&immutable=1");
    db.setConnectOptions(writable ? QStringLiteral("QSQLITE_OPEN_URI")
                                  : QStringLiteral("QSQLITE_OPEN_URI;QSQLITE_OPEN_READONLY"));
    db.setDatabaseName(uri);
    if (!db.open()) {
        const std::string why = describe(db.lastError());
        disconnect();
        throw SessionError(Kind::Unusable,
                           filled(SessionError::tr("cannot open '%1': %2"), name(), why));
    }
    writable_ = writable;
    st_ = std::make_unique<Statements>();
    // A function of this connection's, not of the file: nothing is written.
    if (sqlite3* handle = SqliteStatement::handleOf(db))
        sqlite3_create_function_v2(handle, "entries", 1,
                                   SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY, nullptr,
                                   &countEntries, nullptr, nullptr, nullptr);
    if (!writable)
        return;
    st_->db = SqliteStatement::handleOf(db);
    const auto prepare = [&](SqliteStatement& q, std::string_view sql) {
        if (!q.prepare(st_->db, sql))
            failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "preparing a statement failed"),
                      q.error());
    };
    prepare(st_->begin, "BEGIN IMMEDIATE");
    prepare(st_->commit, "COMMIT");
    prepare(st_->rollback, "ROLLBACK");
    QSqlQuery setup(db);
    // NORMAL is the documented safe pairing with WAL: a crash of the lab
    // loses nothing committed. Connection settings: nothing is written.
    // Checkpoints are the only syncs then, one every kCheckpointBytes of log
    // (internals.md: what a checkpoint holds the writer for).
    // temp_store=MEMORY: the statement journal of a statement that changes
    // several rows (a journal trimmed) goes to a temporary file once it
    // outgrows 64 KiB, that is at its first page (with one INSERT of many
    // journal rows, 20 KB written an event). A failed write rolls the whole
    // group back, so that journal never outlives its statement.
    const std::uint64_t page = pageSize();
    const QString checkpoint = QStringLiteral("PRAGMA wal_autocheckpoint=%1")
                                   .arg(std::max<std::uint64_t>(1, kCheckpointBytes / page));
    for (const QString& pragma : {QStringLiteral("PRAGMA synchronous=NORMAL"),
                                  QStringLiteral("PRAGMA journal_size_limit=67108864"), checkpoint,
                                  QStringLiteral("PRAGMA temp_store=MEMORY")})
        if (!setup.exec(pragma))
            failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "setting up the connection failed"),
                      setup.lastError());
    // WAL while the lab writes: each command's commit appends to the log
    // instead of rewriting pages in place.
    if (!create && (!setup.exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !setup.next()))
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "switching to WAL failed"),
                  setup.lastError());
    setup.finish();
    applySizeLimit(page);
}

void SessionFile::setSizeLimit(std::uint64_t bytes)
{
    sizeLimit_ = bytes;
    if (writable_)
        applySizeLimit(pageSize());
}

std::uint64_t SessionFile::pageSize()
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec(QStringLiteral("PRAGMA page_size")) || !q.next())
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "reading the page size failed"),
                  q.lastError());
    return std::max<qulonglong>(q.value(0).toULongLong(), 512);
}

void SessionFile::applySizeLimit(std::uint64_t pageBytes)
{
    // SQLite's own default ceiling when there is no limit.
    const std::uint64_t pages =
        sizeLimit_ == 0 ? 4294967294ULL : std::max<std::uint64_t>(1, sizeLimit_ / pageBytes);
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages)))
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "setting the size limit failed"),
                  q.lastError());
}

void SessionFile::disconnect()
{
    st_.reset();
    if (writable_) {
        // At rest a session is in rollback-journal mode, so that a reader
        // (a read-only open, a check) leaves no -wal or -shm file beside it.
        // Failing here (another connection still reads) only keeps WAL on.
        QSqlQuery q(QSqlDatabase::database(connection_, false));
        q.exec(QStringLiteral("PRAGMA journal_mode=DELETE"));
    }
    if (QSqlDatabase::contains(connection_)) {
        QSqlDatabase::database(connection_, false).close();
        QSqlDatabase::removeDatabase(connection_);
    }
    writable_ = false;
}

void SessionFile::failRead(const char* what, const QSqlError& error) const
{
    throw SessionError(Kind::Unusable, filled(SessionError::tr("'%1': %2: %3"), name(),
                                              SessionError::tr(what), describe(error)));
}

void SessionFile::failWrite(const char* what, const QSqlError& error)
{
    failWrite(what, describe(error));
}

void SessionFile::failWrite(const char* what, const std::string& why)
{
    throw SessionError(Kind::WriteFailed,
                       filled(SessionError::tr("could not write to '%1' (%2): %3"), name(),
                              SessionError::tr(what), why));
}

void SessionFile::checkSchema()
{
    const QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery q(db);
    const auto scalar = [&](const QString& sql) {
        if (!q.exec(sql) || !q.next())
            throw SessionError(Kind::Unusable,
                               filled(SessionError::tr("'%1' is not a readable lab session (%2); "
                                                       "it was left untouched"),
                                      name(), describe(q.lastError())));
        const QVariant v = q.value(0);
        q.finish();
        return v;
    };
    const int appId = scalar(QStringLiteral("PRAGMA application_id")).toInt();
    const int version = scalar(QStringLiteral("PRAGMA user_version")).toInt();
    if (appId != kApplicationId)
        throw SessionError(Kind::Unusable,
                           filled(SessionError::tr("'%1' is an SQLite database but not an "
                                                   "AtlasMart lab session; it was left untouched"),
                                  name()));
    if (version > kSchemaVersion)
        throw SessionError(Kind::Newer,
                           filled(SessionError::tr("'%1' was written by a newer AtlasMart Lab "
                                                   "(schema %2); this lab reads up to %3. Update "
                                                   "the lab to open it."),
                                  name(), version, kSchemaVersion));
    if (version < 2)
        throw SessionError(Kind::Unusable,
                           filled(SessionError::tr("'%1' was written by an earlier AtlasMart Lab "
                                                   "(schema %2) that kept only documents, not the "
                                                   "command log, so it cannot be resumed; it was "
                                                   "left untouched"),
                                  name(), version));
    version_ = version;

    std::set<QString> seen;
    if (!q.exec(QStringLiteral("SELECT type, name FROM sqlite_master")))
        failRead(QT_TRANSLATE_NOOP("atlas::SessionError", "reading its tables failed"),
                 q.lastError());
    while (q.next()) {
        const QString type = q.value(0).toString();
        const QString table = q.value(1).toString();
        const bool ours = expectedTables().count(table) != 0;
        if (type == QStringLiteral("index") &&
            table.startsWith(QStringLiteral("sqlite_autoindex_")))
            continue;
        if (type != QStringLiteral("table") || !ours)
            throw SessionError(
                Kind::Unusable,
                filled(SessionError::tr("'%1' is not a session the lab wrote: it has "
                                        "a %2 named '%3' (a session holds only the "
                                        "tables documents, session, commands and "
                                        "journal); it was left untouched"),
                       name(), type, table));
        seen.insert(table);
    }
    q.finish();
    for (const auto& [table, columns] : expectedTables()) {
        if (!seen.count(table))
            throw SessionError(
                Kind::Unusable,
                filled(SessionError::tr("'%1' has no '%2' table, so it is not a complete session"),
                       name(), table));
        QStringList found;
        const QSqlRecord record = db.record(table);
        for (int i = 0; i < record.count(); ++i)
            found << record.fieldName(i);
        if (found != columns)
            throw SessionError(
                Kind::Unusable,
                filled(SessionError::tr("'%1': table '%2' has columns (%3), expected (%4)"), name(),
                       table, found.join(QStringLiteral(", ")),
                       columns.join(QStringLiteral(", "))));
    }

    // Limits, checked on the stored sizes before anything is parsed.
    const auto refuseIf = [&](const QString& sql, std::uint64_t limit, const char* what) {
        QSqlQuery c(db);
        c.prepare(sql);
        c.addBindValue(static_cast<qlonglong>(limit));
        if (!c.exec())
            failRead(QT_TRANSLATE_NOOP("atlas::SessionError", "checking its size failed"),
                     c.lastError());
        if (c.next())
            throw SessionError(Kind::Unusable,
                               filled(SessionError::tr("'%1': %2 (%3); it was left untouched"),
                                      name(), SessionError::tr(what), c.value(0).toString()));
    };
    refuseIf(
        QStringLiteral("SELECT collection || '/' || id FROM documents WHERE typeof(data) != "
                       "'text' OR length(data) > ? LIMIT 1"),
        SessionLimits::kMaxDocumentBytes,
        QT_TRANSLATE_NOOP("atlas::SessionError", "a document is not text or is larger than 1 MiB"));
    refuseIf(
        QStringLiteral("SELECT seq FROM commands WHERE typeof(args) != 'text' OR "
                       "length(args) > ? LIMIT 1"),
        SessionLimits::kMaxCommandBytes,
        QT_TRANSLATE_NOOP("atlas::SessionError", "a command is not text or is larger than 1 MiB"));
    refuseIf(QStringLiteral("SELECT key FROM session WHERE key = 'timeline' AND (typeof(value) != "
                            "'text' OR length(CAST(value AS BLOB)) > ?)"),
             SessionLimits::kMaxTimelineBytes,
             QT_TRANSLATE_NOOP("atlas::SessionError",
                               "its branches are not text or take more than 64 MiB"));
    refuseIf(QStringLiteral("SELECT seq FROM journal WHERE typeof(entry) != 'text' OR "
                            "length(entry) > ? LIMIT 1"),
             SessionLimits::kMaxJournalLineBytes,
             QT_TRANSLATE_NOOP("atlas::SessionError",
                               "a journal entry is not text or is larger than 4 MiB"));
    refuseIf(QStringLiteral("SELECT count(*) FROM commands HAVING count(*) > ?"),
             SessionLimits::kMaxCommands,
             QT_TRANSLATE_NOOP("atlas::SessionError", "it holds more than 1,000,000 commands"));
    refuseIf(
        QStringLiteral("SELECT %1 FROM journal HAVING %1 > ?").arg(journalCountSql()),
        SessionLimits::kMaxJournalEntries,
        QT_TRANSLATE_NOOP("atlas::SessionError", "it holds more than 50,000,000 journal entries"));
    seed(); // a session without a readable seed cannot be replayed
}

void SessionFile::setUpSchema(std::uint64_t seed)
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    const auto exec = [&](const QString& sql) {
        if (!q.exec(sql))
            failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "setting up the session failed"),
                      q.lastError());
    };
    // Set up in one transaction in rollback-journal mode, so the header
    // (application id, schema version) is in the main file before WAL starts.
    // Large pages: a group commit writes its log in a sixteenth of the
    // frames (and system calls) that SQLite's default 4 KiB pages take.
    exec(QStringLiteral("PRAGMA page_size = %1").arg(kPageSize));
    exec(QStringLiteral("BEGIN"));
    exec(QStringLiteral("CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, "
                        "data TEXT NOT NULL, create_time INTEGER NOT NULL, update_time INTEGER NOT "
                        "NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID"));
    exec(QStringLiteral("CREATE TABLE session (key TEXT PRIMARY KEY, value TEXT NOT NULL)"));
    exec(QStringLiteral("CREATE TABLE commands (seq INTEGER PRIMARY KEY, name TEXT NOT NULL, "
                        "args TEXT NOT NULL, complete INTEGER NOT NULL)"));
    exec(QStringLiteral("CREATE TABLE journal (seq INTEGER PRIMARY KEY, entry TEXT NOT NULL)"));
    exec(QStringLiteral("PRAGMA application_id = 1096043586")); // kApplicationId
    exec(QStringLiteral("PRAGMA user_version = 3"));            // kSchemaVersion
    static_assert(kApplicationId == 1096043586 && kSchemaVersion == 3);
    inTransaction_ = true; // putMeta joins the transaction begun above
    putMeta(QStringLiteral("format"), QStringLiteral("atlasmart-session"));
    putMeta(QStringLiteral("seed"), QString::number(seed));
    putMeta(QStringLiteral("writtenBy"),
            QStringLiteral("AtlasMart Idempotency Lab " ATLASLAB_VERSION));
    // The journal's sentences (and a few in documents) are in this language.
    putMeta(QStringLiteral("language"), Language::current());
    inTransaction_ = false;
    exec(QStringLiteral("COMMIT"));
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL")))
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "switching to WAL failed"),
                  q.lastError());
    q.finish();
}

std::uint64_t SessionFile::seed() const
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("SELECT value FROM session WHERE key = ?"));
    q.addBindValue(QStringLiteral("seed"));
    if (!q.exec())
        failRead(QT_TRANSLATE_NOOP("atlas::SessionError", "reading the seed failed"),
                 q.lastError());
    bool ok = false;
    const std::uint64_t value = q.next() ? q.value(0).toString().toULongLong(&ok) : 0;
    if (!ok)
        throw SessionError(Kind::Unusable,
                           filled(SessionError::tr("'%1' has no valid seed, so its commands cannot "
                                                   "be replayed; it was left untouched"),
                                  name()));
    return value;
}

QString SessionFile::writtenBy() const
{
    return meta(QStringLiteral("writtenBy"));
}

QString SessionFile::language() const
{
    // Files from before the model spoke German hold English sentences.
    const QString language = meta(QStringLiteral("language"));
    return language.isEmpty() ? QStringLiteral("en") : language;
}

QString SessionFile::meta(const QString& key) const
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("SELECT value FROM session WHERE key = ?"));
    q.addBindValue(key);
    if (!q.exec())
        failRead(QT_TRANSLATE_NOOP("atlas::SessionError", "reading the session's details failed"),
                 q.lastError());
    return q.next() ? q.value(0).toString() : QString();
}

std::optional<std::string> SessionFile::timeline() const
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("SELECT CAST(value AS BLOB) FROM session WHERE key = ?"));
    q.addBindValue(QStringLiteral("timeline"));
    if (!q.exec())
        failRead(QT_TRANSLATE_NOOP("atlas::SessionError", "reading the branches failed"),
                 q.lastError());
    if (!q.next())
        return std::nullopt;
    return toStd(q.value(0));
}

std::vector<LabCommand> SessionFile::commands() const
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT seq, name, CAST(args AS BLOB) FROM commands ORDER BY seq")))
        failRead(QT_TRANSLATE_NOOP("atlas::SessionError", "reading the command log failed"),
                 q.lastError());
    std::vector<LabCommand> out;
    std::uint64_t expected = 1;
    while (q.next()) {
        const std::uint64_t seq = q.value(0).toULongLong();
        if (seq != expected)
            throw SessionError(
                Kind::Unusable,
                filled(SessionError::tr("'%1': the command log has a gap (command %2 is missing)"),
                       name(), expected));
        ++expected;
        LabCommand c;
        c.name = q.value(1).toString().toStdString();
        const std::string args = toStd(q.value(2));
        c.args = Json::parse(args, nullptr, false);
        if (c.args.is_discarded() || !c.args.is_object())
            throw SessionError(Kind::Unusable,
                               filled(SessionError::tr("'%1': command %2 (%3) has arguments that "
                                                       "are not a JSON object"),
                                      name(), seq, c.name));
        out.push_back(std::move(c));
    }
    if (q.lastError().isValid())
        failRead(QT_TRANSLATE_NOOP("atlas::SessionError", "reading the command log failed"),
                 q.lastError());
    return out;
}

// The journal's entries: in schema 3 a row's lines (countEntries).
QString SessionFile::journalCountSql() const
{
    return packedJournal() ? QStringLiteral("coalesce(sum(entries(entry)), 0)")
                           : QStringLiteral("count(*)");
}

std::uint64_t SessionFile::journalCount() const
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec(QStringLiteral("SELECT %1 FROM journal").arg(journalCountSql())) || !q.next())
        failRead(QT_TRANSLATE_NOOP("atlas::SessionError", "counting the journal failed"),
                 q.lastError());
    return q.value(0).toULongLong();
}

void SessionFile::forEachJournalLine(const JournalVisitor& visit) const
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT seq, CAST(entry AS BLOB) FROM journal ORDER BY seq")))
        failRead(QT_TRANSLATE_NOOP("atlas::SessionError", "reading the journal failed"),
                 q.lastError());
    std::uint64_t next = 0; // the first entry the next row may hold
    while (q.next()) {
        std::uint64_t seq = q.value(0).toULongLong();
        // Rows that overlap were not written by the lab: an entry would count twice.
        if (seq < next)
            throw SessionError(
                Kind::Unusable,
                filled(SessionError::tr("'%1': journal entry %2 is in two rows; it was left "
                                        "untouched"),
                       name(), seq));
        const QByteArray row = q.value(1).toByteArray();
        std::string_view rest(row.constData(), static_cast<std::size_t>(row.size()));
        if (packedJournal())
            for (std::size_t end; (end = rest.find('\n')) != std::string_view::npos; ++seq) {
                visit(seq, rest.substr(0, end));
                rest.remove_prefix(end + 1);
            }
        visit(seq, rest);
        next = seq + 1;
    }
    if (q.lastError().isValid())
        failRead(QT_TRANSLATE_NOOP("atlas::SessionError", "reading the journal failed"),
                 q.lastError());
}

void SessionFile::forEachDocument(const DocumentVisitor& visit) const
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT CAST(collection AS BLOB), CAST(id AS BLOB), CAST(data AS "
                               "BLOB), create_time, update_time FROM documents ORDER BY "
                               "collection, id")))
        failRead(QT_TRANSLATE_NOOP("atlas::SessionError", "reading the documents failed"),
                 q.lastError());
    DocumentRow row;
    while (q.next()) {
        row.collection = toStd(q.value(0));
        row.id = toStd(q.value(1));
        row.data = toStd(q.value(2));
        row.createTime = q.value(3).toLongLong();
        row.updateTime = q.value(4).toLongLong();
        visit(row);
    }
    if (q.lastError().isValid())
        failRead(QT_TRANSLATE_NOOP("atlas::SessionError", "reading the documents failed"),
                 q.lastError());
}

std::map<std::string, std::uint64_t> SessionFile::documentCounts() const
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec(QStringLiteral("SELECT collection, count(*) FROM documents GROUP BY collection")))
        failRead(QT_TRANSLATE_NOOP("atlas::SessionError", "counting the documents failed"),
                 q.lastError());
    std::map<std::string, std::uint64_t> out;
    while (q.next())
        out[q.value(0).toString().toStdString()] = q.value(1).toULongLong();
    return out;
}

std::string SessionFile::integrityCheck() const
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec(QStringLiteral("PRAGMA integrity_check")))
        return describe(q.lastError());
    std::string out;
    while (q.next())
        out += (out.empty() ? "" : "; ") + q.value(0).toString().toStdString();
    return out;
}

} // namespace atlas
