// Reading collections: ordering, the cache against the rows, separate in-memory stores, rows
// made at the first flush.
#include "StoreTestSupport.h"

using namespace atlas;
using namespace atlas::storetest;

namespace {

// The rows of a test that runs on an in-memory store and on a file.
void memoryAndFileRows()
{
    QTest::addColumn<bool>("onFile");
    QTest::addRow("memory") << false;
    QTest::addRow("file") << true;
}

} // namespace

class TestStoreReads : public QObject
{
    Q_OBJECT
private slots:

    void listIsOrderedByIdAndCollectionsNest()
    {
        SimClock clock;
        DocumentStore store(clock);
        WriteBatch batch;
        for (const char* id : {"b", "a", "10", "2", "B"})
            batch.create(std::string("orders/") + id, Json{{"id", id}});
        for (const char* id : {"1", "0"})
            batch.create(std::string("counters/revenue/shards/") + id, Json{{"n", 1}});
        batch.create("customers/c1", Json::object());
        store.commit(batch);

        QStringList ids;
        for (const auto& doc : store.list("orders"))
            ids << QString::fromStdString(doc->id);
        QCOMPARE(ids, QStringList({QStringLiteral("10"), QStringLiteral("2"), QStringLiteral("B"),
                                   QStringLiteral("a"), QStringLiteral("b")}));
        QCOMPARE(store.count("orders"), 5u);
        QCOMPARE(store.count("counters/revenue/shards"), 2u);
        QCOMPARE(store.list("counters/revenue/shards").front()->id, std::string("0"));
        QCOMPARE(store.count("counters"), 0u); // a subcollection needs no parent document
        QCOMPARE(store.count("nothing"), 0u);
        QVERIFY(store.list("nothing").empty());
        QCOMPARE(toQStringList(store.collections()),
                 QStringList({QStringLiteral("counters/revenue/shards"),
                              QStringLiteral("customers"), QStringLiteral("orders")}));

        store.commit(WriteBatch().remove("customers/c1"));
        QCOMPARE(
            toQStringList(store.collections()),
            QStringList({QStringLiteral("counters/revenue/shards"), QStringLiteral("orders")}));
        QCOMPARE(codeOf(storeErrorOf([&] { store.list("orders/a"); })),
                 std::string("INVALID_ARGUMENT"));

        Feed feed(store);
        store.clear();
        QVERIFY(store.collections().empty());
        QCOMPARE(feed.commits.size(), 1u);
        QCOMPARE(feed.commits[0].changes.size(), 7u);
    }

    // The store keeps a bounded cache of parsed documents, answers reads of
    // absent paths from a filter, and (in memory) sends commits to its rows
    // in batches: whatever mix of those a read takes, it sees the last commit.
    void readsSeeEveryCommitThroughCacheAndRows_data() { memoryAndFileRows(); }

    void readsSeeEveryCommitThroughCacheAndRows()
    {
        QFETCH(bool, onFile);
        QTemporaryDir dir;
        SimClock clock;
        DocumentStore store(clock,
                            onFile ? dir.filePath(QStringLiteral("many.atlaslab")) : QString());
        store.setCacheCapacity(16);
        std::map<std::string, Json> expected; // path -> data; absent when removed
        const auto path = [](int n) { return "items/i" + std::to_string(n); };
        for (int round = 0; round < 6; ++round) {
            for (int n = 0; n < 400; ++n) {
                const int k = (n * 7 + round * 13) % 700;
                store.runTransaction([&](Transaction& tx) {
                    const auto current = tx.get(path(k));
                    QCOMPARE(current.exists(), expected.contains(path(k)));
                    if (current.exists())
                        QCOMPARE(current.data(), expected[path(k)]);
                    if (current.exists() && (k + round) % 5 == 0) {
                        tx.remove(path(k));
                        expected.erase(path(k));
                    } else {
                        const Json data = {{"n", k}, {"round", round}};
                        tx.set(path(k), data);
                        expected[path(k)] = data;
                    }
                });
                clock.advance(1);
            }
            QCOMPARE(store.count("items"), expected.size());
        }
        const auto listed = store.list("items");
        QCOMPARE(listed.size(), expected.size());
        auto want = expected.begin();
        for (const auto& doc : listed) { // both ordered by id
            QCOMPARE(doc->path(), want->first);
            QCOMPARE(doc->data, want->second);
            ++want;
        }
        for (int k = 0; k < 700; ++k)
            QCOMPARE(store.get(path(k)).exists(), expected.contains(path(k)));
    }

    // A document removed and created again has its new createTime wherever
    // it is read from: the queue, an in-memory store's rows (which get the
    // remove and the create as one write), a file (one commit doing both).
    void aDocumentCreatedAgainHasItsNewCreateTime_data() { memoryAndFileRows(); }

    void aDocumentCreatedAgainHasItsNewCreateTime()
    {
        QFETCH(bool, onFile);
        QTemporaryDir dir;
        SimClock clock;
        DocumentStore store(clock,
                            onFile ? dir.filePath(QStringLiteral("again.atlaslab")) : QString());
        store.setCacheCapacity(0); // every read past the cache
        int filled = 0;
        const auto fillPastAFlush = [&] {
            for (const int end = filled + 200; filled < end; ++filled)
                store.commit(
                    WriteBatch().set("items/i" + std::to_string(filled), Json{{"n", filled}}));
        };
        const auto createdAt = [&] { return store.find("orders", "x")->createTime; };
        store.commit(WriteBatch().create("orders/x", Json{{"v", 1}}));
        fillPastAFlush();
        QCOMPARE(createdAt(), clock.now());

        clock.advance(1000);
        store.commit(WriteBatch().remove("orders/x"));
        clock.advance(1000);
        store.commit(WriteBatch().create("orders/x", Json{{"v", 2}}));
        const Millis second = clock.now();
        QCOMPARE(createdAt(), second);
        fillPastAFlush();
        QCOMPARE(createdAt(), second);
        QCOMPARE(store.list("orders").front()->createTime, second);

        clock.advance(1000);
        store.commit(WriteBatch().remove("orders/x").create("orders/x", Json{{"v", 3}}));
        fillPastAFlush();
        QCOMPARE(createdAt(), clock.now());
        QCOMPARE(store.find("orders", "x")->data, Json({{"v", 3}}));
    }

    // A commit writes each document's JSON once: the document carries that
    // text (the stored row and a session recording reuse it), and it is the
    // text of the data as committed, sentinels resolved, in every write kind.
    void committedDocumentCarriesTheTextItsCommitWrote_data() { memoryAndFileRows(); }

    void committedDocumentCarriesTheTextItsCommitWrote()
    {
        QFETCH(bool, onFile);
        QTemporaryDir dir;
        const QString file = onFile ? dir.filePath(QStringLiteral("text.atlaslab")) : QString();
        SimClock clock;
        std::map<std::string, std::string> written; // path -> text, from the change feed
        {
            DocumentStore store(clock, file);
            Feed feed(store);
            const std::string createdAt = SimClock::toIso(clock.now());
            store.commit(WriteBatch()
                             .create("orders/a", Json{{"state", "NEW"}, {"total", 12}})
                             .set("orders/b", Json{{"at", FieldValue::serverTimestamp()}}));
            clock.advance(5);
            store.commit(WriteBatch().update("orders/a", Json{{"state", "PAID"}}));
            store.commit(WriteBatch().set("orders/b", Json{{"n", 2}}, true));
            store.commit(WriteBatch().remove("orders/a").create("orders/c", Json::object()));
            for (const CommitInfo& commit : feed.commits)
                for (const DocumentChange& change : commit.changes) {
                    if (!change.after)
                        continue;
                    QCOMPARE(std::string(change.after->json.view()),
                             toJsonText(change.after->data));
                    written[change.after->path()] = std::string(change.after->json.view());
                }
            QCOMPARE(written.size(), 3u);
            QCOMPARE(written["orders/b"], R"({"at":")" + createdAt + R"(","n":2})");
            QCOMPARE(std::string(store.find("orders", "b")->json.view()), written["orders/b"]);
            QVERIFY(!store.find("orders", "a"));
        }
        if (!onFile)
            return;
        // What the file holds is that text: a store opened anew reads it back.
        DocumentStore reopened(clock, file);
        QCOMPARE(toJsonText(reopened.get("orders/b").data()), written["orders/b"]);
        // and a document read back carries the text it was read from.
        QCOMPARE(std::string(reopened.find("orders", "b")->json.view()), written["orders/b"]);
        QCOMPARE(toJsonText(reopened.get("orders/c").data()), written["orders/c"]);
        QVERIFY(!reopened.get("orders/a").exists());
    }

    // Each in-memory store sees only its own documents, including those it
    // has already flushed to its rows and dropped from its cache.
    void inMemoryStoresAreSeparate()
    {
        SimClock clock;
        DocumentStore a(clock);
        DocumentStore b(clock);
        a.setCacheCapacity(0);
        b.setCacheCapacity(0);
        for (int n = 0; n < 300; ++n) {
            WriteBatch batch;
            batch.set("items/i" + std::to_string(n), Json{{"n", n}});
            a.commit(std::move(batch));
        }
        b.runTransaction([](Transaction& tx) { tx.set("items/i0", Json{{"n", -1}}); });
        QCOMPARE(a.count("items"), 300u);
        QCOMPARE(b.count("items"), 1u);
        QCOMPARE(a.list("items").size(), 300u);
        QCOMPARE(b.list("items").size(), 1u);
        QCOMPARE(a.get("items/i0").data(), Json({{"n", 0}}));
        QCOMPARE(b.get("items/i0").data(), Json({{"n", -1}}));
        QVERIFY(!b.get("items/i1").exists());
    }

    // An in-memory store never opens SQLite: a small world (a lesson, a world
    // the explorer rebuilds) keeps its documents queued for the first flush,
    // and reads, counts and lists answer from there; past one batch they are
    // flushed to the store's rows in memory, and it reads as before.
    void inMemoryStoreNeverOpensSqlite()
    {
        const auto connections = [] { return QSqlDatabase::connectionNames().size(); };
        const auto before = connections();
        SimClock clock;
        DocumentStore store(clock);
        store.setCacheCapacity(0); // every read past the cache
        QCOMPARE(connections(), before);

        WriteBatch batch;
        for (const char* id : {"b", "a", "c"})
            batch.create(std::string("orders/") + id, Json{{"id", id}});
        batch.create("customers/c1", Json{{"name", "Ada"}});
        store.commit(std::move(batch));
        store.commit(WriteBatch().remove("orders/b"));
        store.runTransaction([](Transaction& tx) {
            tx.update("orders/a", Json{{"state", "PAID"}});
        });

        QVERIFY(store.isClonable()); // nothing flushed yet
        QVERIFY(!store.get("orders/b").exists());
        QCOMPARE(store.get("orders/a").data(), Json({{"id", "a"}, {"state", "PAID"}}));
        QCOMPARE(store.count("orders"), 2u);
        QStringList ids;
        for (const auto& doc : store.list("orders"))
            ids << QString::fromStdString(doc->id);
        QCOMPARE(ids, QStringList({QStringLiteral("a"), QStringLiteral("c")}));
        QCOMPARE(store.list("customers").size(), 1u);
        QVERIFY(store.list("nothing").empty());

        // Past one batch of queued documents the store flushes to its rows.
        for (int n = 0; n < 300; ++n)
            store.commit(WriteBatch().set("items/i" + std::to_string(n), Json{{"n", n}}));
        QVERIFY(!store.isClonable());
        store.commit(WriteBatch().remove("orders/c"));
        QVERIFY(!store.get("orders/b").exists());
        QVERIFY(!store.get("orders/c").exists());
        QCOMPARE(store.get("orders/a").data(), Json({{"id", "a"}, {"state", "PAID"}}));
        QCOMPARE(store.get("items/i0").data(), Json({{"n", 0}}));
        QCOMPARE(store.list("items").size(), 300u);
        QCOMPARE(store.list("items")[2]->id, std::string("i10")); // by id, bytewise
        QCOMPARE(store.list("orders").size(), 1u);
        QCOMPARE(store.list("customers").front()->data, Json({{"name", "Ada"}}));
        QCOMPARE(connections(), before);
    }

    // Prefetching only reads: every kind of value, however nested, is left as it was.
    void coldPrefetchLeavesValuesUnchanged()
    {
        const Json value = Json::parse(
            R"({"a": 1, "long key beyond sixteen bytes": "a long string value, not a short one",
            "list": [1, "x", {"deep": [[], {}, null, true, 2.5, "y"]}], "empty": {}, "none": null})");
        const Json copy = value;
        const std::string text(100, 't');
        const Json binary = Json::binary({1, 2, 3});
        ColdPrefetch batch;
        ColdPrefetch::fetch(&value, sizeof value);
        batch.add(value);
        batch.add(text);
        batch.add(binary);
        batch.add(Json());
        batch.run();
        batch.run(); // nothing left to do
        QCOMPARE(value, copy);
        QCOMPARE(text, std::string(100, 't'));
        QCOMPARE(binary, Json::binary({1, 2, 3}));
    }
};

QTEST_GUILESS_MAIN(TestStoreReads)
#include "tst_storereads.moc"
