// releaseJson empties a tree from the leaves up before nlohmann destroys it,
// without ever recursing past kMaxReleaseDepth; the store's documents go
// through it when their last owner lets them go, and not before.
#include "store/DocumentAllocator.h"
#include "store/DocumentStore.h"
#include "store/WriteBatch.h"
#include "store/clock/SimClock.h"
#include "store/json/JsonRelease.h"

#include <QTest>

#include <string>

using namespace atlas;

namespace {

// `levels` nested containers, objects and arrays in turn, built without
// recursion: deeper than any stack would survive a recursive walk.
Json nested(int levels)
{
    Json root = Json::object();
    Json* inner = &root;
    for (int i = 0; i < levels; ++i) {
        Json child = i % 2 ? Json::object() : Json::array();
        if (inner->is_object()) {
            (*inner)["next"] = std::move(child);
            (*inner)["level"] = i;
            inner = &(*inner)["next"];
        } else {
            inner->push_back(std::move(child));
            inner->push_back("at " + std::to_string(i));
            inner = &(*inner)[0];
        }
    }
    return root;
}

} // namespace

class TestJsonRelease : public QObject
{
    Q_OBJECT
private slots:
    void emptiesContainersAndLeavesScalars()
    {
        Json order = {{"customerId", "cust-139"},
                      {"items", Json::array({{{"sku", "sku-25"}, {"qty", 1}, {"price", 95}}})},
                      {"fingerprint", {{"amount", nullptr}, {"tags", Json::array({"a", "b"})}}},
                      {"total", 95}};
        releaseJson(order);
        QVERIFY(order == Json::object());
        Json list = Json::array({Json::array({1, 2}), Json::object({{"k", "v"}}), "text"});
        releaseJson(list);
        QVERIFY(list == Json::array());
        Json text = "a string of more than fifteen bytes";
        releaseJson(text);
        QVERIFY(text == Json("a string of more than fifteen bytes"));
    }

    // Past kMaxReleaseDepth the rest is nlohmann's own, which survives any
    // depth; a recursive walk of 200,000 levels would not.
    void aDeepTreeIsReleasedWithoutRecursingDeep()
    {
        Json deep = nested(200'000);
        releaseJson(deep);
        QVERIFY(deep == Json::object());
        Json justPastTheLimit = nested(kMaxReleaseDepth + 3);
        releaseJson(justPastTheLimit);
        QVERIFY(justPastTheLimit == Json::object());
    }

    // A document made with the store's allocator keeps its tree while any
    // owner holds it: an evicted or replaced version a snapshot still holds
    // reads as it was committed.
    void aDocumentIsReleasedOnlyByItsLastOwner()
    {
        SimClock clock;
        DocumentStore store(clock, QString());
        store.setCacheCapacity(2);
        const Json first = {{"state", "RESERVED"}, {"items", Json::array({{{"sku", "s-1"}}})}};
        store.commit(WriteBatch().create("orders/o1", first));
        const DocumentSnapshot held = store.get("orders/o1");
        store.commit(WriteBatch().set("orders/o1", Json{{"state", "COMPLETED"}}));
        for (int i = 0; i < 10; ++i) // evicts o1's entries from the cache
            store.commit(WriteBatch().create("orders/x" + std::to_string(i), Json{{"n", i}}));
        QVERIFY(held.data() == first);
        QVERIFY(store.get("orders/o1").data() == Json({{"state", "COMPLETED"}}));
    }
};

QTEST_GUILESS_MAIN(TestJsonRelease)
#include "tst_jsonrelease.moc"
