#pragma once

#include <QString>

#include <optional>

namespace atlas {

// A PostgreSQL store as the command line names it:
// postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE.
struct PgStoreUrl
{
    QString user;
    QString password;
    QString host;
    int port = 5432;
    QString database;

    // Nothing, with `error` saying what is wrong, for anything else.
    static std::optional<PgStoreUrl> parse(const QString& text, QString& error);
    // The URL without its password, for summaries and messages.
    QString display() const;
};

} // namespace atlas
