#pragma once

#include "ServerAddress.h"

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
