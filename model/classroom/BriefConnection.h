#pragma once

#include "postgres/ServerAddress.h"

#include <QSqlDatabase>
#include <QString>

namespace atlas {

// One QPSQL connection for one piece of work (a batch of uploads, creating a
// class), closed and unregistered when it goes out of scope. A class of a
// hundred learners holding a connection each for a whole lesson would meet
// the server's max_connections (100 by default); connecting for a second per
// batch keeps a class far below it.
//
// Used only on the thread that made it, as Qt's SQL connections require.
class BriefConnection
{
public:
    // How long a connection attempt may take before the server counts as
    // unreachable: an unplugged cable must not hold an upload for minutes.
    static constexpr int kConnectTimeoutSeconds = 5;
    // How long one statement may run: a network that drops in the middle of
    // a query, or a lock that is never released, ends in an error the window
    // shows instead of a frozen window. Keepalives find a dead peer as soon.
    static constexpr int kStatementTimeoutSeconds = 15;

    // Points `db` (a QPSQL connection, not yet open) at `address` with the
    // timeouts above, `application` naming it in pg_stat_activity. The
    // sentence for the learner when the lab has no PostgreSQL driver, else
    // empty.
    static QString configure(QSqlDatabase& db, const ServerAddress& address,
                             const QString& application);

    explicit BriefConnection(const ServerAddress& address);
    ~BriefConnection();
    BriefConnection(const BriefConnection&) = delete;
    BriefConnection& operator=(const BriefConnection&) = delete;

    bool isOpen() const { return db_.isOpen(); }
    // The driver's words when the connection could not be opened.
    QString error() const { return error_; }
    QSqlDatabase& database() { return db_; }

private:
    QString name_;
    QSqlDatabase db_;
    QString error_;
};

} // namespace atlas
