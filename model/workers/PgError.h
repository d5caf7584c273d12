#pragma once

#include <QSqlError>
#include <QString>

#include <stdexcept>

namespace atlas {

// A PostgreSQL failure the workers cannot handle themselves: the server is
// unreachable (or went away), or a statement failed for a reason no retry
// fixes. Serialization failures never get here: the handler retries them.
class PgError : public std::runtime_error
{
public:
    enum class Kind { Unreachable, Statement };

    PgError(Kind kind, const QString& message)
        : std::runtime_error(message.toStdString()), kind_(kind)
    {
    }
    Kind kind() const { return kind_; }

    // SQLSTATE 40001 (serialization_failure) and 40P01 (deadlock_detected):
    // the transaction may simply run again.
    static bool isRetryable(const QSqlError& error)
    {
        const QString state = error.nativeErrorCode();
        return state == QLatin1String("40001") || state == QLatin1String("40P01");
    }

private:
    Kind kind_;
};

} // namespace atlas
