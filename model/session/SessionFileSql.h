#pragma once

// What SessionFile's reading and writing halves share: its prepared
// statements and the SQL helpers. Private to model/session.
#include "SessionFile.h"
#include "store/sqlite/SqliteStatement.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace atlas::sessionsql {

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

// How many entries a journal row holds (see SessionFile::kJournalRowBytes):
// in schema 3 its newlines plus one, found with memchr (opening counts every
// row of a journal that may be hundreds of megabytes).
inline std::uint64_t linesIn(std::string_view row, bool packed)
{
    std::uint64_t lines = 1;
    if (!packed)
        return lines;
    for (std::size_t at = 0; (at = row.find('\n', at)) != std::string_view::npos; ++at)
        ++lines;
    return lines;
}

// Where a packed row's first `lines` lines end (it holds more than that).
inline std::size_t lineEnd(std::string_view row, std::uint64_t lines)
{
    std::size_t end = 0;
    for (std::uint64_t i = 0; i < lines; ++i)
        end = row.find('\n', end) + 1;
    return end - 1;
}

} // namespace atlas::sessionsql

namespace atlas {

struct SessionFile::Statements
{
    // A group's writes go through SQLite's handle alone, never Qt SQL, so
    // that they may run on another thread than the one that opened the
    // file (SessionRecorder's write-behind); and a row at a time is cheaper so.
    sqlite3* db = nullptr;
    SqliteStatement begin, commit, rollback, putDoc, removeDoc, putJournal, lastJournalRow,
        dropJournal, trimJournalRow, putCommand, dropCommands;
    // The run of journal lines waiting for its row: consecutive entries from
    // `runFirst`, their text joined in one buffer reused from row to row.
    std::uint64_t runFirst = 0, runLines = 0;
    std::string runText;
    // The last entry the file's journal holds, as this connection wrote it;
    // unknown after a rollback until asked again.
    std::optional<std::uint64_t> journalEnd;

    void clearRun()
    {
        runLines = 0;
        runText.clear();
    }
};

} // namespace atlas
