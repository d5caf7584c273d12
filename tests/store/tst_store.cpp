// Transactions, field semantics, the change feed and reads.
#include "StoreTestSupport.h"

using namespace atlas;
using namespace atlas::storetest;

class TestStore : public QObject
{
    Q_OBJECT
private slots:
    // --- atomicity -------------------------------------------------------

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

    // --- field semantics -------------------------------------------------

    void serverTimestampIsSimClockTimeAtCommit()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.runTransaction([](Transaction& tx) {
            tx.create("orders/o1", Json{{"state", "CREATED"},
                                        {"createdAt", FieldValue::serverTimestamp()},
                                        {"audit", {{"at", FieldValue::serverTimestamp()}}}});
        });
        auto doc = store.get("orders/o1");
        QCOMPARE(doc.get("createdAt"), Json("2026-09-16T18:30:00.000Z"));
        QCOMPARE(doc.get("audit.at"), Json("2026-09-16T18:30:00.000Z"));
        QCOMPARE(doc.document()->createTime, SimClock::kDefaultEpoch);

        clock.advance(1500);
        store.runTransaction([&](Transaction& tx) {
            tx.update("orders/o1", Json{{"updatedAt", FieldValue::serverTimestamp()}});
            clock.advance(250); // the function ran for a while: the stamp is the commit's time
        });
        doc = store.get("orders/o1");
        QCOMPARE(doc.get("createdAt"), Json("2026-09-16T18:30:00.000Z"));
        QCOMPARE(doc.get("updatedAt"), Json("2026-09-16T18:30:01.750Z"));
        QCOMPARE(doc.document()->createTime, SimClock::kDefaultEpoch);
        QCOMPARE(doc.document()->updateTime, SimClock::kDefaultEpoch + 1750);
    }

    void increment_data()
    {
        QTest::addColumn<Json>("before");
        QTest::addColumn<QString>("field");
        QTest::addColumn<Json>("by");
        QTest::addColumn<Json>("expected");
        QTest::addRow("integer") << Json{{"n", 40}} << "n" << Json(2) << Json(42);
        QTest::addRow("negative") << Json{{"n", 40}} << "n" << Json(-50) << Json(-10);
        QTest::addRow("double") << Json{{"n", 1.5}} << "n" << Json(0.25) << Json(1.75);
        QTest::addRow("integer by double") << Json{{"n", 1}} << "n" << Json(0.5) << Json(1.5);
        QTest::addRow("missing field") << Json::object() << "n" << Json(3) << Json(3);
        QTest::addRow("non-number") << Json{{"n", "x"}} << "n" << Json(3) << Json(3);
        QTest::addRow("nested") << Json{{"totals", {{"eur", 10}}}} << "totals.eur" << Json(5)
                                << Json(15);
        QTest::addRow("nested missing map") << Json::object() << "totals.eur" << Json(5) << Json(5);
    }

    void increment()
    {
        QFETCH(Json, before);
        QFETCH(QString, field);
        QFETCH(Json, by);
        QFETCH(Json, expected);
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("counters/c", before));
        const Json sentinel = by.is_number_integer() ? FieldValue::increment(by.get<std::int64_t>())
                                                     : FieldValue::increment(by.get<double>());
        store.commit(WriteBatch().update("counters/c", Json{{field.toStdString(), sentinel}}));
        const Json value = store.get("counters/c").get(field.toStdString());
        QCOMPARE(value, expected);
        QCOMPARE(value.is_number_integer(), expected.is_number_integer());
    }

    void incrementInMergeAndCreate()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("counters/c", Json{{"n", FieldValue::increment(4)}}));
        QCOMPARE(store.get("counters/c").get("n"), Json(4));
        store.commit(WriteBatch().set("counters/c", Json{{"n", FieldValue::increment(6)}}, true));
        QCOMPARE(store.get("counters/c").get("n"), Json(10));
    }

    void deleteField_data()
    {
        QTest::addColumn<Json>("before");
        QTest::addColumn<Json>("update");
        QTest::addColumn<Json>("expected");
        const Json del = FieldValue::deleteField();
        QTest::addRow("top level")
            << Json{{"a", 1}, {"b", 2}} << Json{{"a", del}} << Json{{"b", 2}};
        QTest::addRow("nested") << Json{{"m", {{"x", 1}, {"y", 2}}}} << Json{{"m.x", del}}
                                << Json{{"m", {{"y", 2}}}};
        QTest::addRow("with another write")
            << Json{{"a", 1}, {"b", 2}} << Json{{"a", del}, {"c", 3}} << Json{{"b", 2}, {"c", 3}};
        QTest::addRow("below a missing map")
            << Json{{"a", 1}} << Json{{"m.x", del}, {"b", 2}} << Json{{"a", 1}, {"b", 2}};
    }

    void deleteField()
    {
        QFETCH(Json, before);
        QFETCH(Json, update);
        QFETCH(Json, expected);
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("d/1", before));
        store.commit(WriteBatch().update("d/1", update));
        QCOMPARE(store.get("d/1").data(), expected);
    }

    void deleteFieldOutsideUpdateOrMergeIsRefused_data()
    {
        QTest::addColumn<bool>("merge");
        QTest::addColumn<Json>("data");
        QTest::addColumn<bool>("accepted");
        const Json del = FieldValue::deleteField();
        QTest::addRow("set") << false << Json{{"a", del}} << false;
        QTest::addRow("set, nested") << false << Json{{"m", {{"a", del}}}} << false;
        QTest::addRow("merge") << true << Json{{"a", del}} << true;
        QTest::addRow("merge, in an array") << true << Json{{"a", Json::array({del})}} << false;
    }

    void deleteFieldOutsideUpdateOrMergeIsRefused()
    {
        QFETCH(bool, merge);
        QFETCH(Json, data);
        QFETCH(bool, accepted);
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("d/1", Json{{"a", 1}, {"b", 2}}));
        const auto error =
            storeErrorOf([&] { store.commit(WriteBatch().set("d/1", data, merge)); });
        QCOMPARE(!error, accepted);
        if (accepted) {
            QCOMPARE(store.get("d/1").data(), Json({{"b", 2}}));
        } else {
            QCOMPARE(codeOf(error), std::string("INVALID_ARGUMENT"));
            QVERIFY2(contains(error->message(), "deleteField()"), error->what());
            QCOMPARE(store.get("d/1").data(), Json({{"a", 1}, {"b", 2}}));
        }
    }

    void merge_data()
    {
        QTest::addColumn<Json>("before"); // null: the document does not exist
        QTest::addColumn<Json>("patch");
        QTest::addColumn<Json>("expected");
        QTest::addRow("adds fields")
            << Json{{"a", 1}} << Json{{"b", 2}} << Json{{"a", 1}, {"b", 2}};
        QTest::addRow("maps merge deeply")
            << Json{{"m", {{"x", 1}, {"n", {{"p", 1}, {"q", 2}}}}}}
            << Json{{"m", {{"y", 2}, {"n", {{"q", 3}}}}}}
            << Json{{"m", {{"x", 1}, {"n", {{"p", 1}, {"q", 3}}}, {"y", 2}}}};
        QTest::addRow("non-map replaces map")
            << Json{{"m", {{"x", 1}}}} << Json{{"m", 5}} << Json{{"m", 5}};
        QTest::addRow("map replaces non-map")
            << Json{{"m", 5}} << Json{{"m", {{"x", 1}}}} << Json{{"m", {{"x", 1}}}};
        QTest::addRow("arrays replace")
            << Json{{"a", {1, 2, 3}}} << Json{{"a", {4}}} << Json{{"a", {4}}};
        QTest::addRow("creates a missing document") << Json() << Json{{"a", 1}} << Json{{"a", 1}};
        QTest::addRow("dots are literal keys")
            << Json{{"m", {{"x", 1}}}} << Json{{"m.x", 2}} << Json{{"m", {{"x", 1}}}, {"m.x", 2}};
    }

    void merge()
    {
        QFETCH(Json, before);
        QFETCH(Json, patch);
        QFETCH(Json, expected);
        SimClock clock;
        DocumentStore store(clock);
        if (!before.is_null())
            store.commit(WriteBatch().create("d/1", before));
        store.commit(WriteBatch().set("d/1", patch, true));
        QCOMPARE(store.get("d/1").data(), expected);
    }

    void updateWithDottedPaths_data()
    {
        QTest::addColumn<Json>("before");
        QTest::addColumn<Json>("update");
        QTest::addColumn<Json>("expected");
        QTest::addRow("nested field")
            << Json{{"ship", {{"city", "Oslo"}, {"zip", "0150"}}}} << Json{{"ship.city", "Bergen"}}
            << Json{{"ship", {{"city", "Bergen"}, {"zip", "0150"}}}};
        QTest::addRow("creates intermediates")
            << Json{{"a", 1}} << Json{{"ship.address.city", "Oslo"}}
            << Json{{"a", 1}, {"ship", {{"address", {{"city", "Oslo"}}}}}};
        QTest::addRow("replaces a non-map parent")
            << Json{{"ship", "none"}} << Json{{"ship.city", "Oslo"}}
            << Json{{"ship", {{"city", "Oslo"}}}};
        QTest::addRow("a map value replaces the whole map")
            << Json{{"ship", {{"city", "Oslo"}, {"zip", "0150"}}}}
            << Json{{"ship", {{"city", "Bergen"}}}} << Json{{"ship", {{"city", "Bergen"}}}};
        QTest::addRow("several paths")
            << Json{{"m", {{"x", 1}}}} << Json{{"m.y", 2}, {"m.z.w", 3}, {"top", true}}
            << Json{{"m", {{"x", 1}, {"y", 2}, {"z", {{"w", 3}}}}}, {"top", true}};
    }

    void updateWithDottedPaths()
    {
        QFETCH(Json, before);
        QFETCH(Json, update);
        QFETCH(Json, expected);
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("d/1", before));
        store.runTransaction([&](Transaction& tx) { tx.update("d/1", update); });
        QCOMPARE(store.get("d/1").data(), expected);
    }

    void setWithoutMergeReplaces()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("d/1", Json{{"a", 1}, {"m", {{"x", 1}}}}));
        clock.advance(10);
        store.commit(WriteBatch().set("d/1", Json{{"m", {{"y", 2}}}}));
        const auto doc = store.get("d/1");
        QCOMPARE(doc.data(), Json({{"m", {{"y", 2}}}}));
        QCOMPARE(doc.document()->createTime, SimClock::kDefaultEpoch);
        QCOMPARE(doc.document()->updateTime, SimClock::kDefaultEpoch + 10);
        store.commit(WriteBatch().set("d/2", Json{{"new", true}}));
        QCOMPARE(store.get("d/2").data(), Json({{"new", true}}));
    }

    void snapshotReads()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("d/1", Json{{"m", {{"x", 1}}}}));
        const auto missing = store.get("d/2");
        QVERIFY(!missing.exists());
        QCOMPARE(missing.data(), Json::object());
        QCOMPARE(missing.get("m"), Json());
        QCOMPARE(missing.path(), std::string("d/2"));
        const auto doc = store.get("d/1");
        QCOMPARE(doc.get("m.x"), Json(1));
        QCOMPARE(doc.get("m.y"), Json());
        QCOMPARE(doc.get("m.x.z"), Json());
        QCOMPARE(store.find("d", "1"), doc.document());
        QCOMPARE(store.find("d", "2"), DocumentPtr());
    }

    // --- change feed -----------------------------------------------------

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
        QCOMPARE(toQStringList(feed.commits[0].changes[0].changedFields),
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
        QCOMPARE(toQStringList(b.changedFields),
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
        QCOMPARE(toQStringList(a.changedFields),
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

    // --- reading collections ---------------------------------------------

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
    // absent paths from a filter, and (in memory) sends commits to SQLite in
    // batches: whatever mix of those a read takes, it sees the last commit.
    void readsSeeEveryCommitThroughCacheAndSql_data()
    {
        QTest::addColumn<bool>("onFile");
        QTest::addRow("memory") << false;
        QTest::addRow("file") << true;
    }

    void readsSeeEveryCommitThroughCacheAndSql()
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

    // In-memory stores hold their SQLite databases in one process under
    // generated names: each must still see only its own documents, including
    // those it has already flushed to SQL and dropped from its cache.
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

    // A small in-memory world (a lesson, a world the explorer rebuilds) never
    // opens SQLite: its documents are all still queued for the first flush,
    // and reads, counts and lists answer from there. The first flush opens
    // the database, and from then on the store reads as before.
    void smallInMemoryStoreOpensSqlOnlyWhenItFlushes()
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
        store.runTransaction(
            [](Transaction& tx) { tx.update("orders/a", Json{{"state", "PAID"}}); });

        QCOMPARE(connections(), before);
        QVERIFY(!store.get("orders/b").exists());
        QCOMPARE(store.get("orders/a").data(), Json({{"id", "a"}, {"state", "PAID"}}));
        QCOMPARE(store.count("orders"), 2u);
        QStringList ids;
        for (const auto& doc : store.list("orders"))
            ids << QString::fromStdString(doc->id);
        QCOMPARE(ids, QStringList({QStringLiteral("a"), QStringLiteral("c")}));
        QCOMPARE(store.list("customers").size(), 1u);
        QVERIFY(store.list("nothing").empty());
        QCOMPARE(connections(), before);

        // Past one batch of queued documents the store flushes, opening SQLite.
        for (int n = 0; n < 300; ++n)
            store.commit(WriteBatch().set("items/i" + std::to_string(n), Json{{"n", n}}));
        QCOMPARE(connections(), before + 1);
        store.commit(WriteBatch().remove("orders/c"));
        QVERIFY(!store.get("orders/b").exists());
        QVERIFY(!store.get("orders/c").exists());
        QCOMPARE(store.get("orders/a").data(), Json({{"id", "a"}, {"state", "PAID"}}));
        QCOMPARE(store.get("items/i0").data(), Json({{"n", 0}}));
        QCOMPARE(store.list("items").size(), 300u);
        QCOMPARE(store.list("orders").size(), 1u);
        QCOMPARE(store.list("customers").front()->data, Json({{"name", "Ada"}}));
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

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"
