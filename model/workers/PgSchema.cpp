#include "PgSchema.h"

#include "PgSession.h"
#include "workflow/order/RevenueCounter.h"

#include <QStringList>

namespace atlas {

QString PgSchema::nameFor(const QString& tag)
{
    QString clean;
    for (const QChar c : tag.toLower())
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
            (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('_'))
            clean += c;
    return QStringLiteral("atlas_run_") + clean;
}

void PgSchema::create(PgSession& session, const QString& schema)
{
    // CREATE SCHEMA takes no parameters; the name is nameFor()'s, made only
    // of [a-z0-9_], and quoted all the same.
    session.exec(QStringLiteral("CREATE SCHEMA IF NOT EXISTS \"%1\"").arg(schema));
    session.useSchema(schema);
    const QStringList tables = {
        QStringLiteral("CREATE TABLE IF NOT EXISTS orders ("
                       "order_id text PRIMARY KEY, state text NOT NULL, total bigint, "
                       "customer_id text, payment_key text, last_event_id text NOT NULL)"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS workflow_events ("
                       "event_key text PRIMARY KEY, order_id text NOT NULL, "
                       "result_state text NOT NULL, duplicate_business_outcome boolean NOT NULL, "
                       "worker integer NOT NULL)"),
        // No unique key on the receipt: the outbox keeps whatever the
        // handlers wrote, so a strategy that writes a receipt twice shows.
        QStringLiteral("CREATE TABLE IF NOT EXISTS outbox ("
                       "id bigserial PRIMARY KEY, order_id text NOT NULL, "
                       "receipt_key text NOT NULL, event_key text NOT NULL)"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS revenue_shards ("
                       "shard integer PRIMARY KEY, value bigint NOT NULL)"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS dead_letters ("
                       "event_key text PRIMARY KEY, order_id text NOT NULL, code text NOT NULL)"),
    };
    for (const QString& sql : tables)
        session.exec(sql);
    for (int shard = 0; shard < RevenueCounter::kShards; ++shard)
        session.exec(QStringLiteral("INSERT INTO revenue_shards (shard, value) VALUES (?, 0) "
                                    "ON CONFLICT (shard) DO NOTHING"),
                     {shard});
}

} // namespace atlas
