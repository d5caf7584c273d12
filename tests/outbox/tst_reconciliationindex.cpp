// The reconciliation index against Reconciliation::check: kept up to date
// commit by commit, it must report exactly what a full check reports, for
// every kind of finding, operator marks, deletions and a whole chaos run.
#include "OutboxTestSupport.h"

#include "lab/chaos/ChaosConfig.h"
#include "lab/chaos/ChaosRun.h"
#include "lab/Lab.h"
#include "outbox/ReceiptRepair.h"
#include "outbox/ReconciliationIndex.h"

using namespace atlas;
using namespace atlas::outboxtest;

namespace {

QString describe(const ReconciliationReport& report)
{
    QStringList lines;
    for (const ReceiptFinding& f : report.findings)
        lines << qs(f.orderId + " " + std::string(toString(f.kind)) + " [" + f.orderState + "/" +
                    f.outboxState + "] " + std::to_string(f.messageIds.size()) + " " + f.detail);
    return lines.join(u'\n');
}

// The index follows the store's commits from its construction on.
struct Followed
{
    explicit Followed(DocumentStore& store) : store_(store)
    {
        index.rebuild(store_);
        connection = QObject::connect(&store_, &DocumentStore::committed,
                                      [this](const CommitInfo& c) { index.note(c); });
    }
    ~Followed() { QObject::disconnect(connection); }

    // Empty when the index agrees with a full check, else both reports.
    QString disagreement()
    {
        index.refresh(store_);
        const QString fromIndex = describe(index.report(store_));
        const ReconciliationReport full = Reconciliation::check(store_);
        const QString fromCheck = describe(full);
        if (fromIndex != fromCheck)
            return u"index:\n"_s + fromIndex + u"\ncheck:\n"_s + fromCheck;
        std::map<std::string, int> counts;
        int attention = 0;
        for (const ReceiptFinding& f : full.findings) {
            ++counts[std::string(toString(f.kind))];
            attention += f.kind == ReceiptFinding::Kind::Ok ? 0 : 1;
        }
        if (counts != index.counts() || static_cast<int>(full.open()) != index.open() ||
            static_cast<std::size_t>(attention) != index.attention().size())
            return u"counts differ"_s;
        return {};
    }

    DocumentStore& store_;
    ReconciliationIndex index;
    QMetaObject::Connection connection;
};

} // namespace

class TestReconciliationIndex : public QObject
{
    Q_OBJECT
private slots:
    void everyKindOfFindingAsACheckReportsIt()
    {
        World w;
        Followed followed(w.store);
        QVERIFY2(followed.disagreement().isEmpty(), qPrintable(followed.disagreement()));

        for (const char* id : {"ord-1", "ord-2", "ord-3", "ord-4"})
            w.completeOrder(id); // pending, all four
        QCOMPARE(followed.index.attention().size(), std::size_t(0)); // not refreshed yet
        QVERIFY2(followed.disagreement().isEmpty(), qPrintable(followed.disagreement()));
        QCOMPARE(followed.index.counts().at("pending"), 4);

        // Flagged SENT without an email: missing; sent twice: duplicated.
        w.store.runTransaction([&](Transaction& tx) {
            for (const char* id : {"ord-1", "ord-2", "ord-3"})
                tx.update(OutboxRecord::path(OutboxRecord::receiptId(id)), Json{{"state", "SENT"}});
        });
        w.provider.send(receiptFor("ord-2", {}));
        w.provider.send(receiptFor("ord-2", {}));
        w.provider.send(receiptFor("ord-3", {}));
        // Receipts for an order that is not COMPLETED and one that does not exist.
        w.completeOrder("ord-5", "PAYMENT_PENDING");
        w.provider.send(receiptFor("ord-5", {}));
        w.provider.send(receiptFor("ord-ghost", {}));
        QVERIFY2(followed.disagreement().isEmpty(), qPrintable(followed.disagreement()));
        QCOMPARE(followed.index.counts().at("missing"), 1);
        QCOMPARE(followed.index.counts().at("duplicated"), 1);
        QCOMPARE(followed.index.counts().at("unexpected"), 2);
        QCOMPARE(followed.index.counts().at("ok"), 1);

        // An operator's mark settles a finding; a later email reopens it.
        ReceiptRepair repair(w.store, w.provider);
        repair.markReconciled("ord-2", "apologised by phone");
        QVERIFY2(followed.disagreement().isEmpty(), qPrintable(followed.disagreement()));
        QCOMPARE(followed.index.counts().at("reconciled"), 1);
        w.provider.send(receiptFor("ord-2", {}));
        QVERIFY2(followed.disagreement().isEmpty(), qPrintable(followed.disagreement()));
        QCOMPARE(followed.index.counts().count("reconciled"), std::size_t(0));

        // The order completes after its email: unexpected becomes ok.
        w.store.runTransaction(
            [&](Transaction& tx) { tx.update("orders/ord-5", Json{{"state", "COMPLETED"}}); });
        QVERIFY2(followed.disagreement().isEmpty(), qPrintable(followed.disagreement()));
        QCOMPARE(followed.index.counts().at("unexpected"), 1);

        // Deleted documents, one by one and all at once.
        w.store.runTransaction([&](Transaction& tx) { tx.remove("orders/ord-3"); });
        QVERIFY2(followed.disagreement().isEmpty(), qPrintable(followed.disagreement()));
        w.store.clear();
        QVERIFY2(followed.disagreement().isEmpty(), qPrintable(followed.disagreement()));
        QVERIFY(followed.index.counts().empty());
    }

    // A whole chaos run with a relay that sends before it flags, checked
    // after every slice: whatever the run writes, the index keeps up.
    void aChaosRunAgreesSliceBySlice()
    {
        Lab lab(Lab::Options{11, 0});
        lab.execute("setRelayStrategy", Json{{"strategy", "flag-after-send"}});
        Followed followed(lab.store());
        ChaosConfig config;
        config.orders = 60;
        config.events = 400;
        config.crashRate = 0.05;
        config.lostAckRate = 0.05;
        ChaosRun run(lab, config);
        int slices = 0;
        while (run.step(20) > 0) {
            ++slices;
            const QString problem = followed.disagreement();
            QVERIFY2(problem.isEmpty(), qPrintable(u"slice %1\n"_s.arg(slices) + problem));
        }
        run.finish();
        QVERIFY2(followed.disagreement().isEmpty(), qPrintable(followed.disagreement()));
        QVERIFY(slices > 5);
        QVERIFY(followed.index.counts().at("ok") > 0);
    }
};

QTEST_GUILESS_MAIN(TestReconciliationIndex)
#include "tst_reconciliationindex.moc"
