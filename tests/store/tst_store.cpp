#include "store/DocumentStore.h"
#include "store/FieldValue.h"
#include "store/StoreError.h"

#include <QtTest>

using namespace atlas;

class TestStore : public QObject
{
    Q_OBJECT
private slots:
    void commitIsAtomic()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.runTransaction([](Transaction& tx) {
            tx.create("orders/o1", Json{{"state", "CREATED"}});
        });
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, store.runTransaction([](Transaction& tx) {
            tx.update("orders/o1", Json{{"state", "COMPLETED"}});
            tx.create("workflowEvents/e1", Json{{"eventId", "e1"}});
            throw std::runtime_error("crash before commit");
        }));
        QCOMPARE(store.get("orders/o1").get("state"), Json("CREATED"));
        QVERIFY(!store.get("workflowEvents/e1").exists());
    }
};

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"
