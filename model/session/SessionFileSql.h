#pragma once

// What SessionFile's reading and writing halves share: its prepared
// statements and the SQL helpers. Private to model/session.
#include "SessionFile.h"
#include "store/sqlite/SqliteStatement.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <map>
#include <string>
#include <vector>

namespace atlas::sessionsql {

// Journal rows per INSERT: one statement per 256 entries instead of one each
// (a chaos run writes about six entries per event). An INSERT of several rows
// keeps a statement journal, a copy of each page it changes, to undo itself
// alone should a row fail; fewer, larger INSERTs copy fewer pages (at 32 rows
// each, a chaos run copied 20 KB an event).
inline constexpr int kJournalRowsPerInsert = 256;

inline std::string describe(const QSqlError& error)
{
    const QString text = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return text.toStdString();
}

inline QVariant utf8(const std::string& text)
{
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

inline std::string toStd(const QVariant& value)
{
    const QByteArray bytes = value.toByteArray();
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

// The tables a session holds and their columns, in order. Anything else in
// the file (a view, a trigger, another table) makes it a file the lab did
// not write, refused before any of it runs.
inline const std::map<QString, QStringList>& expectedTables()
{
    static const std::map<QString, QStringList> tables{
        {QStringLiteral("documents"),
         {QStringLiteral("collection"), QStringLiteral("id"), QStringLiteral("data"),
          QStringLiteral("create_time"), QStringLiteral("update_time")}},
        {QStringLiteral("session"), {QStringLiteral("key"), QStringLiteral("value")}},
        {QStringLiteral("commands"),
         {QStringLiteral("seq"), QStringLiteral("name"), QStringLiteral("args"),
          QStringLiteral("complete")}},
        {QStringLiteral("journal"), {QStringLiteral("seq"), QStringLiteral("entry")}},
    };
    return tables;
}

inline std::string journalInsertSql(int rows)
{
    std::string sql = "INSERT OR REPLACE INTO journal (seq, entry) VALUES ";
    for (int i = 0; i < rows; ++i)
        sql += i ? ",(?,?)" : "(?,?)";
    return sql;
}

} // namespace atlas::sessionsql

namespace atlas {

struct SessionFile::Statements
{
    // A group's writes go through SQLite's handle alone, never Qt SQL, so
    // that they may run on another thread than the one that opened the
    // file (SessionRecorder's write-behind); and a row at a time is cheaper so.
    sqlite3* db = nullptr;
    SqliteStatement begin, commit, rollback, putDoc, removeDoc, putJournalOne, putJournalMany,
        dropJournal, putCommand, dropCommands;
    // Journal lines waiting for a full INSERT: their text end to end in one
    // buffer reused from group to group, so a line costs no allocation.
    struct PendingLine
    {
        std::uint64_t seq;
        std::size_t offset, size;
    };
    std::vector<PendingLine> journal;
    std::string journalText;

    std::string_view lineText(const PendingLine& line) const
    {
        return std::string_view(journalText).substr(line.offset, line.size);
    }
    void clearJournal()
    {
        journal.clear();
        journalText.clear();
    }
};

} // namespace atlas
