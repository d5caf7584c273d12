#include "ClassSchema.h"

#include <QSqlError>
#include <QSqlQuery>

namespace atlas {

namespace {

// Any constant both sides agree on: it only serialises schema creation.
constexpr qint64 kSchemaLock = 0x41544c4153434c53; // "ATLASCLS"

const char* const kStatements[] = {
    // "already exists, skipping" is the expected case, not news.
    "SET LOCAL client_min_messages = warning",
    "CREATE SCHEMA IF NOT EXISTS atlaslab",
    "CREATE TABLE IF NOT EXISTS atlaslab.classes ("
    " code text PRIMARY KEY,"
    " name text NOT NULL,"
    " created_at timestamptz NOT NULL DEFAULT now())",
    "CREATE TABLE IF NOT EXISTS atlaslab.learners ("
    " class_code text NOT NULL REFERENCES atlaslab.classes (code),"
    " name text NOT NULL,"
    " joined_at timestamptz NOT NULL DEFAULT now(),"
    " PRIMARY KEY (class_code, name))",
    "CREATE TABLE IF NOT EXISTS atlaslab.records ("
    " class_code text NOT NULL,"
    " learner text NOT NULL,"
    " attempt_id text NOT NULL,"
    " seq integer NOT NULL CHECK (seq >= 1),"
    " kind text NOT NULL CHECK (kind IN ('scenario', 'question', 'exercise')),"
    " item_id text NOT NULL,"
    " passed boolean NOT NULL,"
    " points double precision NOT NULL DEFAULT 0,"
    " max_points double precision NOT NULL DEFAULT 0,"
    " failing_invariant text NOT NULL DEFAULT '',"
    " payload jsonb NOT NULL DEFAULT '{}',"
    " received_at timestamptz NOT NULL DEFAULT clock_timestamp(),"
    " PRIMARY KEY (class_code, learner, attempt_id, seq),"
    " FOREIGN KEY (class_code, learner) REFERENCES atlaslab.learners (class_code, name))",
    "CREATE INDEX IF NOT EXISTS records_by_item ON atlaslab.records (class_code, item_id)",
    "CREATE OR REPLACE FUNCTION atlaslab.notify_record() RETURNS trigger LANGUAGE plpgsql AS $$"
    " BEGIN PERFORM pg_notify('atlaslab_class', NEW.class_code); RETURN NULL; END $$",
    "CREATE OR REPLACE TRIGGER records_notify AFTER INSERT ON atlaslab.records"
    " FOR EACH ROW EXECUTE FUNCTION atlaslab.notify_record()",
};

} // namespace

QString ClassSchema::ensure(QSqlDatabase& db)
{
    // Once made, the schema is left alone: its DDL needs the tables' owner
    // (a second teacher's role is not) and would lock the records table
    // while learners upload.
    {
        QSqlQuery made(db);
        if (made.exec(QStringLiteral(
                "SELECT to_regclass('atlaslab.records') IS NOT NULL AND EXISTS (SELECT 1 FROM "
                "pg_trigger WHERE tgname = 'records_notify' AND tgrelid = "
                "to_regclass('atlaslab.records'))")) &&
            made.next() && made.value(0).toBool())
            return {};
    }
    if (!db.transaction())
        return db.lastError().text();
    QSqlQuery query(db);
    const auto fail = [&db](const QSqlError& error) {
        db.rollback();
        return error.text();
    };
    if (!query.prepare(QStringLiteral("SELECT pg_advisory_xact_lock(?)")))
        return fail(query.lastError());
    query.addBindValue(kSchemaLock);
    if (!query.exec())
        return fail(query.lastError());
    for (const char* statement : kStatements)
        if (!query.exec(QLatin1String(statement)))
            return fail(query.lastError());
    if (!db.commit())
        return fail(db.lastError());
    return {};
}

} // namespace atlas
