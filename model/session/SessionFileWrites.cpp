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

namespace atlas {

using namespace sessionsql;
using Kind = SessionError::Kind;

// The writing half: transactions and the rows of a group.
void SessionFile::ensureWritable()
{
    if (writable_)
        return;
    if (!isWritable())
        throw SessionError(Kind::WriteFailed, filled(SessionError::tr("cannot write to '%1': %2"),
                                                     name(), readOnlyReason_));
    connect(true, false);
}

// Prepared on first use: a file being created has no tables before then.
SqliteStatement& SessionFile::prepared(SqliteStatement& q, std::string_view sql)
{
    if (!q.isPrepared() && !q.prepare(st_->db, sql))
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "preparing a statement failed"),
                  q.error());
    return q;
}

void SessionFile::prepareWrites()
{
    ensureWritable();
}

void SessionFile::begin()
{
    if (inTransaction_)
        return;
    ensureWritable();
    if (!st_->begin.run())
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "BEGIN failed"), st_->begin.error());
    inTransaction_ = true;
}

void SessionFile::commit()
{
    if (!inTransaction_)
        return;
    flushPending();
    if (!st_->commit.run()) {
        const std::string error = st_->commit.error();
        rollback();
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "COMMIT failed"), error);
    }
    inTransaction_ = false;
}

void SessionFile::rollback()
{
    if (!inTransaction_)
        return;
    st_->clearJournal();
    st_->rollback.run(); // an error is already being reported
    inTransaction_ = false;
}

void SessionFile::clear()
{
    begin();
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    st_->clearJournal();
    for (const char* table : {"documents", "commands", "journal"})
        if (!q.exec(QStringLiteral("DELETE FROM %1").arg(QLatin1String(table))))
            failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "clearing the session failed"),
                      q.lastError());
}

void SessionFile::putDocument(const std::string& collection, const std::string& id,
                              const SharedText* data, std::int64_t createTime,
                              std::int64_t updateTime)
{
    begin();
    SqliteStatement& q =
        data ? prepared(st_->putDoc,
                        // An upsert changes a row in place; OR REPLACE deleted
                        // it and inserted it again, two b-tree edits for one.
                        "INSERT INTO documents (collection, id, data, create_time, update_time) "
                        "VALUES (?, ?, ?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET "
                        "data = excluded.data, create_time = excluded.create_time, "
                        "update_time = excluded.update_time")
             : prepared(st_->removeDoc, "DELETE FROM documents WHERE collection = ? AND id = ?");
    q.bind(1, collection);
    q.bind(2, id);
    if (data) {
        q.bind(3, data->view());
        q.bind(4, createTime);
        q.bind(5, updateTime);
    }
    if (!q.run())
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "writing a document failed"), q.error());
}

void SessionFile::putMeta(const QString& key, const QString& value)
{
    begin();
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO session (key, value) VALUES (?, ?)"));
    q.addBindValue(key);
    q.addBindValue(value);
    if (!q.exec())
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "writing the session's details failed"),
                  q.lastError());
}

void SessionFile::putTimeline(const std::string* json)
{
    begin();
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (json) {
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO session (key, value) VALUES (?, CAST(? AS "
                                 "TEXT))"));
        q.addBindValue(QStringLiteral("timeline"));
        q.addBindValue(utf8(*json));
    } else {
        q.prepare(QStringLiteral("DELETE FROM session WHERE key = ?"));
        q.addBindValue(QStringLiteral("timeline"));
    }
    if (!q.exec())
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "writing the branches failed"),
                  q.lastError());
}

void SessionFile::putJournal(std::uint64_t seq, std::string_view line)
{
    begin();
    st_->journal.push_back({seq, st_->journalText.size(), line.size()});
    st_->journalText.append(line);
    if (st_->journal.size() < static_cast<std::size_t>(kJournalRowsPerInsert))
        return;
    writeJournal(st_->putJournalMany, kJournalRowsPerInsert, 0);
    st_->clearJournal();
}

void SessionFile::flushPending()
{
    for (std::size_t i = 0; i < st_->journal.size(); ++i)
        writeJournal(st_->putJournalOne, 1, i);
    st_->clearJournal();
}

// `rows` waiting lines from `first`, in one INSERT.
void SessionFile::writeJournal(SqliteStatement& q, int rows, std::size_t first)
{
    if (!q.isPrepared())
        prepared(q, journalInsertSql(rows));
    for (int i = 0; i < rows; ++i) {
        const Statements::PendingLine& line = st_->journal[first + static_cast<std::size_t>(i)];
        q.bind(2 * i + 1, static_cast<std::int64_t>(line.seq));
        q.bind(2 * i + 2, st_->lineText(line));
    }
    if (!q.run())
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "writing the journal failed"), q.error());
}

void SessionFile::dropJournalAfter(std::uint64_t seq)
{
    begin();
    flushPending();
    SqliteStatement& q = prepared(st_->dropJournal, "DELETE FROM journal WHERE seq > ?");
    q.bind(1, static_cast<std::int64_t>(seq));
    if (!q.run())
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "trimming the journal failed"),
                  q.error());
}

void SessionFile::putCommand(std::uint64_t seq, const LabCommand& command, bool complete)
{
    begin();
    SqliteStatement& q = prepared(st_->putCommand,
                                  "INSERT OR REPLACE INTO commands (seq, name, args, complete) "
                                  "VALUES (?, ?, ?, ?)");
    const std::string args = command.args.dump(); // bound, not copied: alive until run()
    q.bind(1, static_cast<std::int64_t>(seq));
    q.bind(2, command.name);
    q.bind(3, args);
    q.bind(4, std::int64_t{complete ? 1 : 0});
    if (!q.run())
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "writing the command log failed"),
                  q.error());
}

void SessionFile::dropCommandsAfter(std::uint64_t seq)
{
    begin();
    SqliteStatement& q = prepared(st_->dropCommands, "DELETE FROM commands WHERE seq > ?");
    q.bind(1, static_cast<std::int64_t>(seq));
    if (!q.run())
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "trimming the command log failed"),
                  q.error());
}

void SessionFile::saveCopy(const QString& target)
{
    const QString absolute = QFileInfo(target).absoluteFilePath();
    if (QFileInfo::exists(absolute))
        throw SessionError(
            Kind::WriteFailed,
            filled(SessionError::tr("'%1' already exists; nothing was written"), target));
    if (inTransaction_)
        commit();
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    // VACUUM INTO reads its target as a URI when URIs are enabled, which the
    // connection has: hand it one built from the plain path.
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.addBindValue(QUrl::fromLocalFile(absolute).toString(QUrl::FullyEncoded));
    if (!q.exec())
        throw SessionError(Kind::WriteFailed,
                           filled(SessionError::tr("could not save a copy to '%1': %2"), target,
                                  describe(q.lastError())));
}

} // namespace atlas
