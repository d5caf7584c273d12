// --headless --chaos --store as a user meets it: exit codes 0/1/2/3, the
// summary's fields, and the SQLite store still the default.
#include "CliTestSupport.h"
#include "PgTestCluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTest>

using namespace clitest;

namespace {

// The chaos mode, over PostgreSQL when the arguments say --store.
Run headlessChaos(const QStringList& args)
{
    return run(QStringList{QStringLiteral("--headless"), QStringLiteral("--chaos")} + args);
}

} // namespace

class TestWorkersCli : public QObject
{
    Q_OBJECT

    PgTestCluster cluster_;

    QStringList small(const QStringList& extra) const
    {
        return QStringList{QStringLiteral("--store"),  cluster_.url(),
                           QStringLiteral("--orders"), QStringLiteral("30"),
                           QStringLiteral("--events"), QStringLiteral("200")} +
               extra;
    }

private slots:
    void initTestCase() { QVERIFY2(cluster_.ok(), qPrintable(cluster_.error())); }

    void correctStrategyExitsZeroWithTheSummary()
    {
        const Run r = headlessChaos(
            small({QStringLiteral("--workers"), QStringLiteral("4"), QStringLiteral("--json")}));
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        const QJsonObject out = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject setup = out[QStringLiteral("setup")].toObject();
        QCOMPARE(setup[QStringLiteral("workers")].toInt(), 4);
        QCOMPARE(setup[QStringLiteral("strategy")].toString(),
                 QStringLiteral("inbox-in-transaction"));
        QCOMPARE(setup[QStringLiteral("store")].toString(), cluster_.url());
        const QJsonObject m = out[QStringLiteral("metrics")].toObject();
        for (const char* field : {"deliveries", "duplicatesInjected", "attempts",
                                  "serializationRetries", "serializationRetriesPer1000Events",
                                  "markerDuplicates", "leaseExpiries", "eventsPerSecond"})
            QVERIFY2(m.contains(QLatin1String(field)), field);
        QVERIFY(m[QStringLiteral("duplicatesInjected")].toInt() > 0);
        QVERIFY(m[QStringLiteral("attempts")].toInt() >= m[QStringLiteral("deliveries")].toInt());
        const QJsonArray invariants = out[QStringLiteral("invariants")].toArray();
        QCOMPARE(invariants.size(), 3);
        for (const auto& v : invariants)
            QVERIFY(v.toObject()[QStringLiteral("holds")].toBool());

        // The run's tables are in a schema of its own, and hold its orders.
        const QString schema = setup[QStringLiteral("schema")].toString();
        QVERIFY(schema.startsWith(QStringLiteral("atlas_run_")));
        {
            QSqlDatabase db = cluster_.connect(QStringLiteral("check"));
            int tables = -1;
            {
                QSqlQuery q(db);
                QVERIFY(q.prepare(QStringLiteral("SELECT count(*) FROM information_schema.tables "
                                                 "WHERE table_schema = ?")));
                q.addBindValue(schema);
                QVERIFY(q.exec() && q.next());
                tables = q.value(0).toInt();
            }
            db.close();
            QCOMPARE(tables, 5);
        }
        QSqlDatabase::removeDatabase(QStringLiteral("check"));
    }

    void textSummaryCountsSerializationRetries()
    {
        const Run r = headlessChaos(small({}));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("4 workers, strategy inbox-in-transaction")));
        QVERIFY(r.out.contains(QStringLiteral("serialization retries")));
        QCOMPARE(r.out.count(QStringLiteral("[ok]")), 3);
    }

    void noDedupExitsOne()
    {
        const Run r = headlessChaos(small({QStringLiteral("--strategy"), QStringLiteral("no-dedup")}));
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains(QStringLiteral("[VIOLATED] one-receipt-email-per-order")));
    }

    void badArgumentsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("not postgresql://")
            << QStringList{QStringLiteral("--store"), QStringLiteral("lab.sqlite")}
            << QStringLiteral("--store 'lab.sqlite': The server address must look like");
        QTest::addRow("no database")
            << QStringList{QStringLiteral("--store"),
                           QStringLiteral("postgresql://lab@127.0.0.1:5432/")}
            << QStringLiteral("names no database");
        QTest::addRow("workers without store")
            << QStringList{QStringLiteral("--workers"), QStringLiteral("2")}
            << QStringLiteral("--workers needs --store");
        QTest::addRow("no workers")
            << QStringList{QStringLiteral("--store"), QStringLiteral("postgresql://lab@h/lab"),
                           QStringLiteral("--workers"), QStringLiteral("0")}
            << QStringLiteral("--workers must be a whole number from 1 to 64");
        QTest::addRow("two-commit strategy")
            << QStringList{QStringLiteral("--store"),
                           QStringLiteral("postgresql://lab@127.0.0.1:1/lab"),
                           QStringLiteral("--strategy"), QStringLiteral("marker-after-effect")}
            << QStringLiteral("the strategy must be");
        QTest::addRow("session file")
            << QStringList{QStringLiteral("--store"), QStringLiteral("postgresql://lab@h/lab"),
                           QStringLiteral("--db"), QStringLiteral("x.atlaslab")}
            << QStringLiteral("--db does not apply with --store");
    }
    void badArgumentsExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = headlessChaos(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void unreachableServerExitsThree()
    {
        const Run r =
            headlessChaos({QStringLiteral("--store"), QStringLiteral("postgresql://lab@127.0.0.1:1/lab")});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains(QStringLiteral("cannot connect to the PostgreSQL server at "
                                               "postgresql://lab@127.0.0.1:1/lab")),
                 qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void sqliteStaysTheDefault()
    {
        const Run r = headlessChaos({QStringLiteral("--orders"), QStringLiteral("20"),
                           QStringLiteral("--events"), QStringLiteral("50")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("AtlasMart chaos run: seed 1")));
        QVERIFY(!r.out.contains(QStringLiteral("PostgreSQL")));
    }
};

QTEST_GUILESS_MAIN(TestWorkersCli)
#include "tst_workerscli.moc"
