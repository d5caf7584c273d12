#pragma once

#include <cstdint>
#include <string>
#include <string_view>

class QSqlDatabase;
struct sqlite3;
struct sqlite3_stmt;

namespace atlas {

// A prepared statement run through SQLite's own interface on a connection
// Qt SQL opened (QSQLITE). For the statements run once per document or
// journal line: Qt's binding (a QVariant per value, named parameters looked
// up in a hash, result rows cached as QVariants) cost more than SQLite's own
// work on them. Failures are reported, not thrown, so that the store and the
// session file can each say what they were doing in their own error.
class SqliteStatement
{
public:
    // The connection under `db`: null unless it is an open QSQLITE database.
    static sqlite3* handleOf(const QSqlDatabase& db);

    SqliteStatement() = default;
    ~SqliteStatement();
    SqliteStatement(SqliteStatement&& other) noexcept;
    SqliteStatement& operator=(SqliteStatement&& other) noexcept;
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    // False (see error()) when SQLite refuses the statement.
    bool prepare(sqlite3* db, std::string_view sql);
    bool isPrepared() const { return stmt_ != nullptr; }

    // Parameters count from 1. Text is bound without a copy: it must stay
    // alive and unchanged until the statement is reset, which run() and the
    // end of a query do. A bind that fails makes the next run() fail.
    void bind(int parameter, std::string_view text);
    void bind(int parameter, std::int64_t value);

    // Runs a statement that returns no rows, then resets it.
    bool run();
    // The next row of a query. Row's columns (from 0) stay valid until the
    // next call; after Done or Failed the statement has been reset.
    enum class Step { Row, Done, Failed };
    Step next();
    // Ends a query before its last row.
    void reset();
    std::string_view text(int column) const;
    std::int64_t integer(int column) const;

    // SQLite's message for the last failure.
    const std::string& error() const { return error_; }

private:
    sqlite3_stmt* stmt_ = nullptr;
    int bindError_ = 0; // SQLite's code for the first bind that failed since the last reset
    std::string error_;
};

} // namespace atlas
