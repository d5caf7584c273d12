// Snapshots and the change feed: one description per commit, silence when nothing changed.
#include "StoreTestSupport.h"

using namespace atlas;
using namespace atlas::storetest;

class TestChangeFeed : public QObject
{
    Q_OBJECT
private slots:

    void changeFeedDescribesEachCommit()
    {
        SimClock clock;
        DocumentStore store(clock);
        Feed feed(store);
        store.commit(WriteBatch()
                         .create("orders/a", Json{{"state", "CREATED"}, {"n", 1}})
                         .create("orders/b", Json{{"state", "CREATED"}, {"gone", true}}));
        QCOMPARE(feed.commits.size(), 1u);
        QCOMPARE(feed.commits[0].sequence, 1u);
        QCOMPARE(feed.commits[0].changes.size(), 2u);
        QCOMPARE(feed.commits[0].changes[0].kind, ChangeKind::Added);
        QCOMPARE(feed.commits[0].changes[0].id(), std::string("a"));
        QCOMPARE(feed.commits[0].changes[0].oldData(), Json());
        QCOMPARE(toQStringList(feed.commits[0].changes[0].changedFields()),
                 QStringList({QStringLiteral("state"), QStringLiteral("n")}));

        clock.advance(5000);
        store.runTransaction([](Transaction& tx) {
            tx.update("orders/b", Json{{"state", "PAID"}, {"gone", FieldValue::deleteField()}});
            tx.create("orders/c", Json{{"state", "CREATED"}});
            tx.remove("orders/a");
            tx.update("orders/b", Json{{"paidAt", FieldValue::serverTimestamp()}});
        });
        QCOMPARE(feed.commits.size(), 2u);
        const CommitInfo& info = feed.commits[1];
        QCOMPARE(info.sequence, 2u);
        QCOMPARE(info.time, SimClock::kDefaultEpoch + 5000);
        QCOMPARE(store.commitSequence(), 2u);
        QCOMPARE(info.changes.size(), 3u); // first-touch order: b, c, a

        const DocumentChange& b = info.changes[0];
        QCOMPARE(b.kind, ChangeKind::Modified);
        QCOMPARE(b.collection(), std::string("orders"));
        QCOMPARE(b.id(), std::string("b"));
        QCOMPARE(b.oldData(), Json({{"state", "CREATED"}, {"gone", true}}));
        QCOMPARE(b.newData(), Json({{"state", "PAID"}, {"paidAt", "2026-09-16T18:30:05.000Z"}}));
        QCOMPARE(toQStringList(b.changedFields()),
                 QStringList(
                     {QStringLiteral("state"), QStringLiteral("paidAt"), QStringLiteral("gone")}));
        QCOMPARE(b.after->updateTime, info.time);
        QCOMPARE(b.before->updateTime, SimClock::kDefaultEpoch);

        const DocumentChange& c = info.changes[1];
        QCOMPARE(c.kind, ChangeKind::Added);
        QCOMPARE(c.id(), std::string("c"));
        QVERIFY(!c.before);
        QCOMPARE(c.newData(), Json({{"state", "CREATED"}}));

        const DocumentChange& a = info.changes[2];
        QCOMPARE(a.kind, ChangeKind::Removed);
        QCOMPARE(a.id(), std::string("a"));
        QVERIFY(!a.after);
        QCOMPARE(a.oldData(), Json({{"state", "CREATED"}, {"n", 1}}));
        QCOMPARE(a.newData(), Json());
        QCOMPARE(toQStringList(a.changedFields()),
                 QStringList({QStringLiteral("state"), QStringLiteral("n")}));
    }

    void silentWhenNothingChanges_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addRow("rollback") << 0;
        QTest::addRow("set with the same data") << 1;
        QTest::addRow("set with the same data in another key order") << 2;
        QTest::addRow("update to the same value") << 3;
        QTest::addRow("merge of a subset") << 4;
        QTest::addRow("delete of a missing field") << 5;
        QTest::addRow("remove of a missing document") << 6;
        QTest::addRow("create then remove") << 7;
        QTest::addRow("empty batch") << 8;
        QTest::addRow("read-only transaction") << 9;
    }

    void silentWhenNothingChanges()
    {
        QFETCH(int, variant);
        SimClock clock;
        DocumentStore store(clock);
        const Json data = {{"a", 1}, {"m", {{"x", 1}, {"y", 2}}}};
        store.commit(WriteBatch().create("d/1", data));
        const DocumentPtr before = store.find("d", "1");
        Feed feed(store);
        clock.advance(1000);
        WriteBatch batch;
        switch (variant) {
        case 0:
            QVERIFY_THROWS_EXCEPTION(std::runtime_error, store.runTransaction([](Transaction& tx) {
                tx.set("d/1", Json{{"b", 2}});
                throw std::runtime_error("rolled back");
            }));
            break;
        case 1:
            batch.set("d/1", data);
            break;
        case 2:
            batch.set("d/1", Json{{"m", {{"y", 2}, {"x", 1}}}, {"a", 1}});
            break;
        case 3:
            batch.update("d/1", Json{{"m.x", 1}});
            break;
        case 4:
            batch.set("d/1", Json{{"m", {{"y", 2}}}}, true);
            break;
        case 5:
            batch.update("d/1", Json{{"zz", FieldValue::deleteField()}});
            break;
        case 6:
            batch.remove("d/2");
            break;
        case 7:
            batch.create("d/2", data).remove("d/2");
            break;
        case 8:
            break;
        case 9:
            store.runTransaction([](Transaction& tx) { tx.get("d/1"); });
            break;
        }
        store.commit(batch);
        QVERIFY(feed.commits.empty());
        QCOMPARE(store.commitSequence(), 1u);
        QCOMPARE(store.find("d", "1"), before); // not even the update time moved
        QVERIFY(!store.get("d/2").exists());
    }

    void batchCommitsAtomically()
    {
        SimClock clock;
        DocumentStore store(clock);
        Feed feed(store);
        WriteBatch batch;
        for (int i = 0; i < 250; ++i)
            batch.create("counters/revenue/shards/" + std::to_string(i), Json{{"n", i}});
        QCOMPARE(batch.size(), 250u);
        store.commit(batch);
        QCOMPARE(store.count("counters/revenue/shards"), 250u);
        QCOMPARE(feed.commits.size(), 1u);
        QCOMPARE(feed.commits[0].changes.size(), 250u);

        WriteBatch failing;
        failing.update("counters/revenue/shards/0", Json{{"n", FieldValue::increment(1)}});
        failing.create("counters/revenue/shards/1", Json{{"n", 0}});
        QCOMPARE(codeOf(storeErrorOf([&] { store.commit(failing); })),
                 std::string("ALREADY_EXISTS"));
        QCOMPARE(store.get("counters/revenue/shards/0").get("n"), Json(0));
        QCOMPARE(feed.commits.size(), 1u);
    }
};

QTEST_GUILESS_MAIN(TestChangeFeed)
#include "tst_changefeed.moc"
