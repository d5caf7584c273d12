#pragma once

#include <QString>

namespace atlas {

class PgSession;

// The tables of one workers' run, in a schema of its own so that runs
// sharing a database never see each other's rows: orders, the inbox
// (workflow_events), the outbox, the revenue counter's shards and the
// parked events. Created idempotently (IF NOT EXISTS throughout).
class PgSchema
{
public:
    // atlas_run_<tag>: the tag is the caller's (letters, digits, _).
    static QString nameFor(const QString& tag);
    static void create(PgSession& session, const QString& schema);
};

} // namespace atlas
