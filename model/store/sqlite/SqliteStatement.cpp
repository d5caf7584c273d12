#include "store/sqlite/SqliteStatement.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

#include <cstring>
#include <limits>
#include <utility>

namespace atlas {

sqlite3* SqliteStatement::handleOf(const QSqlDatabase& db)
{
    // Qt documents QSQLITE's handle as a QVariant holding sqlite3*.
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!db.isOpen() || !handle.isValid() || std::strcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3* const*>(handle.constData());
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(stmt_);
}

SqliteStatement::SqliteStatement(SqliteStatement&& other) noexcept
    : stmt_(std::exchange(other.stmt_, nullptr)), bindError_(std::exchange(other.bindError_, 0)),
      error_(std::move(other.error_))
{
}

SqliteStatement& SqliteStatement::operator=(SqliteStatement&& other) noexcept
{
    if (this != &other) {
        sqlite3_finalize(stmt_);
        stmt_ = std::exchange(other.stmt_, nullptr);
        bindError_ = std::exchange(other.bindError_, 0);
        error_ = std::move(other.error_);
    }
    return *this;
}

bool SqliteStatement::prepare(sqlite3* db, std::string_view sql)
{
    sqlite3_finalize(stmt_);
    stmt_ = nullptr;
    if (!db) {
        error_ = "no open SQLite connection";
        return false;
    }
    if (sqlite3_prepare_v3(db, sql.data(), static_cast<int>(sql.size()), SQLITE_PREPARE_PERSISTENT,
                           &stmt_, nullptr) != SQLITE_OK) {
        error_ = sqlite3_errmsg(db);
        sqlite3_finalize(stmt_);
        stmt_ = nullptr;
        return false;
    }
    return true;
}

void SqliteStatement::bind(int parameter, std::string_view text)
{
    if (text.size() > static_cast<std::size_t>(std::numeric_limits<int>::max())) {
        bindError_ = bindError_ ? bindError_ : SQLITE_TOOBIG;
        return;
    }
    // A null pointer would bind NULL, not an empty text.
    const int rc = sqlite3_bind_text(stmt_, parameter, text.empty() ? "" : text.data(),
                                     static_cast<int>(text.size()), SQLITE_STATIC);
    if (rc != SQLITE_OK && !bindError_)
        bindError_ = rc;
}

void SqliteStatement::bind(int parameter, std::int64_t value)
{
    const int rc = sqlite3_bind_int64(stmt_, parameter, value);
    if (rc != SQLITE_OK && !bindError_)
        bindError_ = rc;
}

bool SqliteStatement::run()
{
    switch (next()) {
    case Step::Row:
        reset();
        return true;
    case Step::Done:
        return true;
    case Step::Failed:
        break;
    }
    return false;
}

SqliteStatement::Step SqliteStatement::next()
{
    if (bindError_) {
        error_ = sqlite3_errstr(bindError_);
        reset();
        return Step::Failed;
    }
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW)
        return Step::Row;
    if (rc == SQLITE_DONE) {
        reset();
        return Step::Done;
    }
    error_ = sqlite3_errmsg(sqlite3_db_handle(stmt_));
    reset();
    return Step::Failed;
}

void SqliteStatement::reset()
{
    sqlite3_reset(stmt_);
    // The bound text is the caller's and may go once the statement is reset.
    sqlite3_clear_bindings(stmt_);
    bindError_ = 0;
}

std::string_view SqliteStatement::text(int column) const
{
    const auto* bytes = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, column));
    if (!bytes)
        return {};
    return {bytes, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column))};
}

std::int64_t SqliteStatement::integer(int column) const
{
    return sqlite3_column_int64(stmt_, column);
}

} // namespace atlas
