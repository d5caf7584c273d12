// Lab files on disk: round trips, and files the store must refuse untouched.
#include "StoreTestSupport.h"

using namespace atlas;
using namespace atlas::storetest;

class TestStoreFile : public QObject
{
    Q_OBJECT
private slots:
    // --- files -----------------------------------------------------------

    void fileRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("session.atlaslab"));
        const Json order = {{"orderId", "o1"},
                            {"zeta", 1},
                            {"alpha", {{"z", 2.5}, {"a", nullptr}}},
                            {"items", {{{"sku", "S1"}, {"qty", 2}}}},
                            {"customer", "Zoë 🚀"}};
        SimClock clock;
        {
            DocumentStore store(clock, path);
            QVERIFY(store.isPersistent());
            QCOMPARE(store.filePath(), path);
            store.commit(WriteBatch()
                             .create("orders/o1", order)
                             .create("orders/o2", Json{{"state", "CREATED"}})
                             .create("counters/revenue/shards/0", Json{{"n", 1}}));
            clock.advance(60000);
            store.commit(WriteBatch()
                             .update("orders/o2", Json{{"state", "PAID"}})
                             .remove("counters/revenue/shards/0")
                             .create("counters/revenue/shards/1", Json{{"n", 2}}));
        }
        DocumentStore reopened(clock, path);
        QCOMPARE(
            toQStringList(reopened.collections()),
            QStringList({QStringLiteral("counters/revenue/shards"), QStringLiteral("orders")}));
        QCOMPARE(reopened.count("orders"), 2u);
        const auto o1 = reopened.get("orders/o1");
        QCOMPARE(o1.data(), order);
        QCOMPARE(o1.data().begin().key(), std::string("orderId")); // field order kept
        QCOMPARE(o1.document()->createTime, SimClock::kDefaultEpoch);
        QCOMPARE(o1.document()->updateTime, SimClock::kDefaultEpoch);
        const auto o2 = reopened.get("orders/o2");
        QCOMPARE(o2.data(), Json({{"state", "PAID"}}));
        QCOMPARE(o2.document()->createTime, SimClock::kDefaultEpoch);
        QCOMPARE(o2.document()->updateTime, SimClock::kDefaultEpoch + 60000);
        QVERIFY(!reopened.get("counters/revenue/shards/0").exists());
        QCOMPARE(reopened.get("counters/revenue/shards/1").get("n"), Json(2));

        // Still writable after reopening, and readable TEXT for other tools.
        reopened.commit(WriteBatch().create("orders/o3", Json::object()));
        QCOMPARE(reopened.count("orders"), 3u);
        const QStringList facts =
            runSql(path, {QStringLiteral("SELECT DISTINCT typeof(data) FROM documents"),
                          QStringLiteral("PRAGMA journal_mode")});
        QCOMPARE(facts, QStringList({QStringLiteral("text"), QStringLiteral("wal")}));
    }

    void newerFileIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.atlaslab"));
        runSql(path, {QStringLiteral("CREATE TABLE documents (collection TEXT, id TEXT, "
                                     "data TEXT, create_time INTEGER, update_time INTEGER, "
                                     "shards INTEGER)"),
                      QStringLiteral("PRAGMA application_id = 1096043586"),
                      QStringLiteral("PRAGMA user_version = 99")});
        const QByteArray before = fileBytes(path);
        SimClock clock;
        const auto error = storeErrorOf([&] { DocumentStore store(clock, path); });
        QVERIFY(error);
        QCOMPARE(codeOf(error), std::string("INCOMPATIBLE_FILE"));
        QVERIFY2(contains(error->message(), "newer"), error->what());
        QVERIFY2(contains(error->message(), "schema version 99"), error->what());
        QCOMPARE(fileBytes(path), before);
    }

    void foreignDatabaseIsRefusedAndUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("crm.sqlite"));
        runSql(path, {QStringLiteral("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)"),
                      QStringLiteral("INSERT INTO customers (name) VALUES ('Ada'), ('Linus')")});
        const QByteArray before = fileBytes(path);
        QVERIFY(!before.isEmpty());
        SimClock clock;
        const auto error = storeErrorOf([&] { DocumentStore store(clock, path); });
        QVERIFY(error);
        QCOMPARE(codeOf(error), std::string("INCOMPATIBLE_FILE"));
        QVERIFY2(contains(error->message(), "not an AtlasMart lab file"), error->what());
        QVERIFY2(contains(error->message(), "untouched"), error->what());
        QCOMPARE(fileBytes(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
        QCOMPARE(runSql(path, {QStringLiteral("SELECT name FROM sqlite_master ORDER BY name"),
                               QStringLiteral("PRAGMA application_id"),
                               QStringLiteral("PRAGMA journal_mode")}),
                 QStringList(
                     {QStringLiteral("customers"), QStringLiteral("0"), QStringLiteral("delete")}));
    }

    void nonDatabaseFileIsRefusedAndUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.atlaslab"));
        QByteArray text;
        for (int i = 0; i < 100; ++i)
            text += "milk, eggs, flour, and a lab session that is not a database\n";
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text);
        }
        SimClock clock;
        const auto error = storeErrorOf([&] { DocumentStore store(clock, path); });
        QVERIFY(error);
        QCOMPARE(codeOf(error), std::string("INCOMPATIBLE_FILE"));
        QVERIFY2(contains(error->message(), "not an AtlasMart lab file"), error->what());
        QVERIFY2(contains(error->message(), "not a database"), error->what());
        QVERIFY2(contains(error->message(), "untouched"), error->what());
        QCOMPARE(fileBytes(path), text);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    void damagedLabFileIsRefusedAndUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("damaged.atlaslab"));
        runSql(path, labFileSql(QStringLiteral("'{\"state\":'")));
        const QByteArray before = fileBytes(path);
        SimClock clock;
        const auto error = storeErrorOf([&] { DocumentStore store(clock, path); });
        QCOMPARE(codeOf(error), std::string("INCOMPATIBLE_FILE"));
        QVERIFY2(contains(error->message(), "'orders/o1'"), error->what());
        QVERIFY2(contains(error->message(), "not valid JSON"), error->what());
        QCOMPARE(fileBytes(path), before);
    }

    void reopeningWithoutWritesLeavesTheFileAlone()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.atlaslab"));
        SimClock clock;
        {
            DocumentStore store(clock, path);
            store.commit(WriteBatch().create("orders/o1", kOrder));
        }
        const QByteArray before = fileBytes(path);
        {
            DocumentStore store(clock, path);
            QCOMPARE(store.count("orders"), 1u);
        }
        QCOMPARE(fileBytes(path), before);
    }

    void labFileSwitchesToWalAtFirstWrite()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("copied.atlaslab"));
        runSql(path, labFileSql(QStringLiteral("'{\"state\":\"CREATED\"}'")));
        const QByteArray before = fileBytes(path);
        SimClock clock;
        DocumentStore store(clock, path);
        QCOMPARE(store.get("orders/o1").get("state"), Json("CREATED"));
        QCOMPARE(fileBytes(path), before); // reading changed nothing
        store.commit(WriteBatch().update("orders/o1", Json{{"state", "PAID"}}));
        QCOMPARE(runSql(path, {QStringLiteral("PRAGMA journal_mode"),
                               QStringLiteral("SELECT data FROM documents")}),
                 QStringList({QStringLiteral("wal"), QStringLiteral("{\"state\":\"PAID\"}")}));
    }

    void unopenableFileIsReported()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("no/such/dir/session.atlaslab"));
        const QStringList connections = QSqlDatabase::connectionNames();
        SimClock clock;
        const auto error = storeErrorOf([&] { DocumentStore store(clock, path); });
        QVERIFY(error);
        QCOMPARE(codeOf(error), std::string("INTERNAL"));
        QVERIFY2(contains(error->message(), "no/such/dir/session.atlaslab"), error->what());
        QCOMPARE(QSqlDatabase::connectionNames(), connections); // nothing leaked
    }
};

QTEST_GUILESS_MAIN(TestStoreFile)
#include "tst_storefile.moc"
