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
    st_->clearRun();
    st_->journalEnd.reset();
    st_->rollback.run(); // an error is already being reported
    inTransaction_ = false;
}

void SessionFile::clear()
{
    begin();
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    st_->clearRun();
    st_->journalEnd = 0;
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
    Statements& st = *st_;
    if (st.runLines != 0 && (seq != st.runFirst + st.runLines ||
                             st.runText.size() + 1 + line.size() > kJournalRowBytes))
        flushPending();
    if (st.runLines == 0)
        st.runFirst = seq;
    else
        st.runText += '\n';
    const std::size_t at = st.runText.size();
    st.runText.append(line);
    // The lab's lines are compact JSON, which has no newline outside its
    // strings and none raw inside them; were one there, a space in its place
    // is the same JSON and keeps the row's lines apart.
    if (packedJournal() && line.find('\n') != std::string_view::npos)
        std::replace(st.runText.begin() + static_cast<std::ptrdiff_t>(at), st.runText.end(), '\n',
                     ' ');
    ++st.runLines;
    if (!packedJournal())
        flushPending();
}

void SessionFile::flushPending()
{
    Statements& st = *st_;
    if (st.runLines == 0)
        return;
    // A number taken back and used again (a refused command's entry): what
    // the file holds from it on belongs to the past that was taken back.
    if (st.runFirst <= journalEnd())
        trimJournal(st.runFirst - 1);
    SqliteStatement& q = prepared(st.putJournal, "INSERT INTO journal (seq, entry) VALUES (?, ?)");
    q.bind(1, static_cast<std::int64_t>(st.runFirst));
    q.bind(2, st.runText);
    if (!q.run())
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "writing the journal failed"),
                  q.error());
    st.journalEnd = st.runFirst + st.runLines - 1;
    st.clearRun();
}

std::uint64_t SessionFile::lastJournalRow(std::uint64_t& first, std::string& text)
{
    SqliteStatement& q =
        prepared(st_->lastJournalRow, "SELECT seq, entry FROM journal ORDER BY seq DESC LIMIT 1");
    switch (q.next()) {
    case SqliteStatement::Step::Row:
        first = static_cast<std::uint64_t>(q.integer(0));
        text = q.text(1);
        q.reset();
        return first + linesIn(text, packedJournal()) - 1;
    case SqliteStatement::Step::Done:
        return 0;
    case SqliteStatement::Step::Failed:
        break;
    }
    failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "reading the journal failed"), q.error());
}

std::uint64_t SessionFile::journalEnd()
{
    if (!st_->journalEnd) {
        std::uint64_t first = 0;
        std::string text;
        st_->journalEnd = lastJournalRow(first, text);
    }
    return *st_->journalEnd;
}

void SessionFile::dropJournalAfter(std::uint64_t seq)
{
    begin();
    // Lines waiting past `seq` go unwritten; those up to it are written.
    Statements& st = *st_;
    if (st.runLines != 0 && st.runFirst + st.runLines - 1 > seq) {
        if (st.runFirst > seq) {
            st.clearRun();
        } else {
            st.runLines = seq - st.runFirst + 1;
            st.runText.resize(lineEnd(st.runText, st.runLines));
        }
    }
    flushPending();
    trimJournal(seq);
}

void SessionFile::trimJournal(std::uint64_t seq)
{
    if (journalEnd() <= seq)
        return;
    Statements& st = *st_;
    SqliteStatement& q = prepared(st.dropJournal, "DELETE FROM journal WHERE seq > ?");
    q.bind(1, static_cast<std::int64_t>(seq));
    if (!q.run())
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "trimming the journal failed"),
                  q.error());
    // The row that holds `seq` may run on past it: it keeps its lines up to it.
    std::uint64_t first = 0;
    std::string text;
    st.journalEnd = lastJournalRow(first, text);
    if (*st.journalEnd <= seq)
        return;
    text.resize(lineEnd(text, seq - first + 1));
    SqliteStatement& trim =
        prepared(st.trimJournalRow, "UPDATE journal SET entry = ? WHERE seq = ?");
    trim.bind(1, text);
    trim.bind(2, static_cast<std::int64_t>(first));
    if (!trim.run())
        failWrite(QT_TRANSLATE_NOOP("atlas::SessionError", "trimming the journal failed"),
                  trim.error());
    st.journalEnd = seq;
}

void SessionFile::putCommand(std::uint64_t seq, const LabCommand& command, bool complete)
{
    begin();
    SqliteStatement& q =
        prepared(st_->putCommand, "INSERT OR REPLACE INTO commands (seq, name, args, complete) "
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
