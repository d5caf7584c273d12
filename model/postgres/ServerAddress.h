#pragma once

#include <QString>

#include <optional>

namespace atlas {

// Where a PostgreSQL server is, for the class server and the concurrent
// workers' store alike: postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE,
// the form psql and libpq take (PORT defaults to 5432). A password in the URL
// is accepted but never shown back (display()); ~/.pgpass is the better home
// for one.
struct ServerAddress
{
    // A class names its users (teacher, learner); libpq can take the
    // operating system's user name for a store.
    enum class User { Required, Optional };

    QString user;
    QString password;
    QString host;
    int port = 5432;
    QString database;

    // Empty with a sentence in *why when the text is not such a URL.
    static std::optional<ServerAddress> parse(const QString& url, QString* why = nullptr,
                                              User user = User::Required);
    // The URL without its password.
    QString display() const;
};

} // namespace atlas
