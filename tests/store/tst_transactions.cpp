// Transactions: all or nothing, their errors, their values and batches.
#include "StoreTestSupport.h"

using namespace atlas;
using namespace atlas::storetest;

class TestTransactions : public QObject
{
    Q_OBJECT
private slots:

    void exceptionInTransactionWritesNothing()
    {
        struct Crash
        {
            int point;
        };
        SimClock clock;
        DocumentStore store(clock);
        store.runTransaction([](Transaction& tx) { tx.create("orders/o1", kOrder); });
        Feed feed(store);
        try {
            store.runTransaction([](Transaction& tx) {
                tx.update("orders/o1", Json{{"state", "COMPLETED"}});
                tx.create("workflowEvents/e1", Json{{"eventId", "e1"}});
                throw Crash{7};
            });
            QFAIL("the transaction function's exception was swallowed");
        } catch (const Crash& crash) {
            QCOMPARE(crash.point, 7); // propagates unchanged
        }
        QCOMPARE(store.get("orders/o1").data(), kOrder);
        QVERIFY(!store.get("workflowEvents/e1").exists());
        QVERIFY(feed.commits.empty());
        QCOMPARE(store.commitSequence(), 1u);
    }

    void failingWriteInMultiWriteTransactionWritesNothing_data()
    {
        QTest::addColumn<QString>("failingPath");
        QTest::addColumn<bool>("failingIsCreate");
        QTest::addColumn<QString>("code");
        QTest::addRow("create of an existing document") << "orders/o1" << true << "ALREADY_EXISTS";
        QTest::addRow("update of a missing document") << "orders/missing" << false << "NOT_FOUND";
    }

    void failingWriteInMultiWriteTransactionWritesNothing()
    {
        QFETCH(QString, failingPath);
        QFETCH(bool, failingIsCreate);
        QFETCH(QString, code);
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("orders/o1", kOrder).create("orders/o2", kOrder));
        Feed feed(store);
        const auto error = storeErrorOf([&] {
            store.runTransaction([&](Transaction& tx) {
                tx.update("orders/o1", Json{{"state", "PAID"}});
                tx.create("workflowEvents/e1", Json{{"eventId", "e1"}});
                tx.remove("orders/o2");
                tx.create("orders/o3", kOrder);
                if (failingIsCreate)
                    tx.create(failingPath.toStdString(), kOrder);
                else
                    tx.update(failingPath.toStdString(), Json{{"state", "PAID"}});
            });
        });
        QVERIFY(error);
        QCOMPARE(codeOf(error), code.toStdString());
        QVERIFY2(contains(error->message(), failingPath.toUtf8().constData()), error->what());
        QCOMPARE(store.get("orders/o1").get("state"), Json("CREATED"));
        QVERIFY(store.get("orders/o2").exists());
        QVERIFY(!store.get("orders/o3").exists());
        QVERIFY(!store.get("workflowEvents/e1").exists());
        QCOMPARE(store.count("orders"), 2u);
        QVERIFY(feed.commits.empty());
    }

    void errorCodesAndMessages()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("orders/o1", kOrder));

        const auto exists =
            storeErrorOf([&] { store.commit(WriteBatch().create("orders/o1", {})); });
        QVERIFY(exists);
        QCOMPARE(codeOf(exists), std::string("ALREADY_EXISTS"));
        QCOMPARE(exists->message(), std::string("document 'orders/o1' already exists"));
        QCOMPARE(std::string(exists->what()),
                 std::string("ALREADY_EXISTS: document 'orders/o1' already exists"));

        const auto missing = storeErrorOf([&] {
            store.runTransaction([](Transaction& tx) { tx.update("orders/o9", Json{{"a", 1}}); });
        });
        QVERIFY(missing);
        QCOMPARE(codeOf(missing), std::string("NOT_FOUND"));
        QVERIFY2(contains(missing->message(), "'orders/o9' does not exist"), missing->what());

        const auto emptyUpdate =
            storeErrorOf([&] { WriteBatch().update("orders/o1", Json::object()); });
        QVERIFY(emptyUpdate);
        QCOMPARE(codeOf(emptyUpdate), std::string("INVALID_ARGUMENT"));
    }

    void readAfterWriteIsRefused()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("orders/o1", kOrder));
        Feed feed(store);
        const auto error = storeErrorOf([&] {
            store.runTransaction([](Transaction& tx) {
                tx.get("orders/o1");
                tx.update("orders/o1", Json{{"state", "PAID"}});
                tx.get("workflowEvents/e1");
            });
        });
        QVERIFY(error);
        QCOMPARE(codeOf(error), std::string("FAILED_PRECONDITION"));
        QVERIFY2(contains(error->message(), "'workflowEvents/e1' after a write"), error->what());
        QCOMPARE(store.get("orders/o1").get("state"), Json("CREATED"));
        QVERIFY(feed.commits.empty());
    }

    void transactionReturnsItsValueAndCounts()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("orders/o1", kOrder));
        const auto counts = store.runTransaction([](Transaction& tx) {
            const bool existed = tx.get("orders/o1").exists() && !tx.get("orders/o2").exists();
            tx.update("orders/o1", Json{{"state", "PAID"}}).create("orders/o2", kOrder);
            return std::make_tuple(existed, tx.readCount(), tx.writeCount());
        });
        QCOMPARE(counts, std::make_tuple(true, std::size_t(2), std::size_t(2)));
        QCOMPARE(store.count("orders"), 2u);
    }
};

QTEST_GUILESS_MAIN(TestTransactions)
#include "tst_transactions.moc"
