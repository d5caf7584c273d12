// WorldDiff names exactly the documents and fields that differ, and says
// when a large world's comparison was cut.
#include "compare/WorldDiff.h"
#include "store/DocumentStore.h"
#include "store/clock/SimClock.h"
#include "store/WriteBatch.h"

#include <QtTest>

using namespace atlas;

namespace {

void put(DocumentStore& store, const std::string& path, const Json& data)
{
    WriteBatch batch;
    batch.set(path, data);
    store.commit(std::move(batch));
}

} // namespace

class TestWorldDiff : public QObject
{
    Q_OBJECT
private slots:
    void namesTheDocumentsAndFieldsThatDiffer()
    {
        SimClock clock;
        DocumentStore left(clock);
        DocumentStore right(clock);
        put(left, "orders/a", Json{{"state", "COMPLETED"}, {"n", 1}, {"m", Json{{"x", 1}, {"y", 2}}}});
        put(right, "orders/a",
            Json{{"state", "PAYMENT_PENDING"}, {"n", 1}, {"m", Json{{"x", 1}, {"y", 3}}},
                 {"extra", true}});
        put(left, "orders/b", Json{{"state", "CREATED"}});
        put(right, "orders/c", Json{{"state", "CREATED"}});
        // The same fields in another order are the same document.
        put(left, "orders/d", Json{{"p", 1}, {"q", 2}});
        put(right, "orders/d", Json{{"q", 2}, {"p", 1}});
        put(left, "providerEmails/m1", Json{{"to", "x"}});
        put(right, "providerEmails/m1", Json{{"to", "x"}});

        const WorldDiff diff = WorldDiff::compute(left, right);
        QCOMPARE(diff.differenceCount(), std::size_t(3));
        QVERIFY(!diff.isCut());
        QVERIFY(!diff.identical());
        const CollectionDiff* orders = diff.collection(QStringLiteral("orders"));
        QVERIFY(orders);
        QCOMPARE(orders->leftCount, std::size_t(3));
        QCOMPARE(orders->rightCount, std::size_t(3));
        QCOMPARE(orders->documents.size(), std::size_t(3));
        const DocumentDiff* a = diff.find(QStringLiteral("orders"), QStringLiteral("a"));
        QVERIFY(a);
        QCOMPARE(a->presence, DocumentDiff::Presence::Differs);
        QCOMPARE(a->fields, (QStringList{QStringLiteral("state"), QStringLiteral("m.y"),
                                         QStringLiteral("extra")}));
        QCOMPARE(diff.find(QStringLiteral("orders"), QStringLiteral("b"))->presence,
                 DocumentDiff::Presence::LeftOnly);
        QCOMPARE(diff.find(QStringLiteral("orders"), QStringLiteral("c"))->presence,
                 DocumentDiff::Presence::RightOnly);
        QVERIFY(!diff.find(QStringLiteral("orders"), QStringLiteral("d")));
        QVERIFY(diff.collection(QStringLiteral("providerEmails"))->documents.empty());
    }

    void identicalWorldsHaveNoDifferences()
    {
        SimClock clock;
        DocumentStore left(clock);
        DocumentStore right(clock);
        put(left, "orders/a", Json{{"state", "CREATED"}});
        put(right, "orders/a", Json{{"state", "CREATED"}});
        const WorldDiff diff = WorldDiff::compute(left, right);
        QVERIFY(diff.identical());
        QCOMPARE(diff.cutNote(), QString());
    }

    void aLargeCollectionIsSkippedAndSaysSo()
    {
        SimClock clock;
        DocumentStore left(clock);
        DocumentStore right(clock);
        for (const char* id : {"a", "b", "c"})
            put(left, std::string("orders/") + id, Json{{"v", 1}});
        put(right, "orders/a", Json{{"v", 2}});
        put(left, "providerEmails/m1", Json{{"to", "x"}});
        const WorldDiff diff = WorldDiff::compute(left, right, {2, 500});
        const CollectionDiff* orders = diff.collection(QStringLiteral("orders"));
        QVERIFY(orders->skipped);
        QVERIFY(orders->documents.empty());
        QCOMPARE(diff.differenceCount(), std::size_t(1)); // the email, still compared
        QVERIFY(diff.isCut());
        QVERIFY(!diff.identical());
        QVERIFY2(diff.cutNote().contains(QStringLiteral("more than 2 documents): orders")),
                 qPrintable(diff.cutNote()));
    }

    void theListStopsAtItsCapButCountsEverything()
    {
        SimClock clock;
        DocumentStore left(clock);
        DocumentStore right(clock);
        for (const char* id : {"a", "b", "c", "d"})
            put(left, std::string("orders/") + id, Json{{"v", 1}});
        const WorldDiff diff = WorldDiff::compute(left, right, {5'000, 2});
        QCOMPARE(diff.differenceCount(), std::size_t(4));
        QCOMPARE(diff.collection(QStringLiteral("orders"))->documents.size(), std::size_t(2));
        QVERIFY(diff.isCut());
        QCOMPARE(diff.cutNote(), QStringLiteral("4 documents differ; the first 2 are marked"));
    }
};

QTEST_GUILESS_MAIN(TestWorldDiff)
#include "tst_worlddiff.moc"
