// Business idempotency keys reused by another order or with another payload:
// refused as BUSINESS_KEY_CONFLICT by the strategies that check keys, applied
// by those that do not; a genuine repeat stays a no-op.
#include "store/DocumentStore.h"
#include "workflow/handler/HandlerStrategy.h"
#include "workflow/order/PaymentKeys.h"
#include "workflow/Workflow.h"
#include "workflow/WorkflowDocuments.h"

#include <QtTest>

using namespace atlas;

namespace {

const std::string kKey = "payment-ord-1";

CloudEvent payment(const std::string& id, const std::string& orderId, const std::string& key = kKey,
                   const Json& amount = 42.5, const std::string& currency = "EUR")
{
    CloudEvent e;
    e.source = "atlasmart://payment-simulator";
    e.id = id;
    e.type = "PAYMENT_SUCCEEDED";
    e.orderId = orderId;
    e.paymentIdempotencyKey = key;
    e.data = Json{{"amount", amount}, {"currency", currency}};
    return e;
}

struct World
{
    SimClock clock;
    DocumentStore store{clock};
    Workflow workflow{store};

    explicit World(HandlerStrategy strategy)
    {
        workflow.setStrategyForAll(strategy);
        for (const char* id : {"ord-1", "ord-2"})
            store.runTransaction([&](Transaction& tx) {
                tx.create(WorkflowDocuments::orderPath(id),
                          Json{{"customerId", std::string("cust-") + id},
                               {"total", 42.5},
                               {"state", "PAYMENT_PENDING"},
                               {"paymentKey", nullptr}});
            });
    }
    std::string state(const std::string& orderId) const
    {
        return store.get(WorkflowDocuments::orderPath(orderId)).data().value("state", "");
    }
};

QByteArray text(const Json& value)
{
    return QByteArray::fromStdString(value.is_string() ? value.get<std::string>() : value.dump());
}

} // namespace

class TestBusinessKeys : public QObject
{
    Q_OBJECT

private slots:
    void keyReusedByAnotherOrder_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<bool>("refused");
        QTest::addRow("inbox-in-transaction") << "inbox-in-transaction" << true;
        QTest::addRow("business-key-only") << "business-key-only" << true;
        QTest::addRow("marker-before-effect") << "marker-before-effect" << true;
        QTest::addRow("no-dedup") << "no-dedup" << false;
        QTest::addRow("event-id-only") << "event-id-only" << false;
        QTest::addRow("marker-after-effect") << "marker-after-effect" << false;
    }
    void keyReusedByAnotherOrder()
    {
        QFETCH(QString, strategy);
        QFETCH(bool, refused);
        World w(*handlerStrategyFromString(strategy.toStdString()));
        QCOMPARE(w.workflow.process(payment("evt-1", "ord-1"), Fault::None).result.action,
                 std::string("completed"));

        const CloudEvent reused = payment("evt-2", "ord-2", kKey, 19.9);
        const ProcessOutcome out = w.workflow.process(reused, Fault::None);
        const std::string parked = WorkflowDocuments::deadLetterPath(reused.inboxId());
        if (!refused) {
            // What the unchecked strategies teach: the wrong order completes.
            QCOMPARE(out.result.action, std::string("completed"));
            QCOMPARE(w.state("ord-2"), std::string("COMPLETED"));
            QVERIFY(!w.store.get(parked).exists());
            QCOMPARE(w.store.count(PaymentKeys::kCollection), std::size_t{0});
            return;
        }
        QVERIFY(out.parked);
        QCOMPARE(out.errorCode, std::string("BUSINESS_KEY_CONFLICT"));
        QCOMPARE(out.reply, ProcessOutcome::Reply::Ack);
        QCOMPARE(w.state("ord-2"), std::string("PAYMENT_PENDING"));
        QCOMPARE(text(w.store.get(parked).get("reason")), QByteArray("BUSINESS_KEY_CONFLICT"));
        QCOMPARE(text(w.store.get(parked).get("failureClass")), QByteArray("permanent"));
        // The key still belongs to the first order.
        QCOMPARE(text(w.store.get(PaymentKeys::path(kKey)).get("orderId")), QByteArray("ord-1"));
        QCOMPARE(w.store.count("workflowOutbox"), std::size_t{1});

        const Json conflict = out.decision.json().at("businessKeyConflict");
        QCOMPARE(text(conflict.at("heldBy")), QByteArray("ord-1"));
        QCOMPARE(text(conflict.at("key")), QByteArray::fromStdString(kKey));
        QCOMPARE(text(conflict.at("heldSince")), QByteArray("atlasmart://payment-simulator|evt-1"));
        QCOMPARE(text(conflict.at("differs")),
                 QByteArray(R"([{"field":"orderId","held":"ord-1","presented":"ord-2"},)"
                            R"({"field":"amount","held":42.5,"presented":19.9}])"));
        QCOMPARE(text(out.decision.json().at("branch")), QByteArray("parked"));
        // Nothing of the payment was written; marker-before-effect had already
        // committed its marker, which is that strategy's own hazard.
        for (const Json writes = out.decision.json().at("writes"); const auto& write : writes)
            QCOMPARE(text(write.at("path")),
                     QByteArray::fromStdString(WorkflowDocuments::inboxPath(reused)));
        QVERIFY(out.detail.find("BUSINESS_KEY_CONFLICT") != std::string::npos);
    }

    void genuineRepeatIsANoOp_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<QString>("action");
        QTest::addRow("inbox-in-transaction") << "inbox-in-transaction"
                                              << "already-completed";
        QTest::addRow("business-key-only") << "business-key-only"
                                           << "duplicate";
        QTest::addRow("marker-before-effect") << "marker-before-effect"
                                              << "already-completed";
    }
    void genuineRepeatIsANoOp()
    {
        QFETCH(QString, strategy);
        QFETCH(QString, action);
        World w(*handlerStrategyFromString(strategy.toStdString()));
        w.workflow.process(payment("evt-1", "ord-1"), Fault::None);
        const Json keyBefore = w.store.get(PaymentKeys::path(kKey)).data();
        // A new envelope for the same capture: same key, order, amount, currency.
        const ProcessOutcome out = w.workflow.process(payment("evt-1-v2", "ord-1"), Fault::None);
        QCOMPARE(out.result.action, action.toStdString());
        QVERIFY(out.errorCode.empty());
        QVERIFY(!out.decision.json().contains("businessKeyConflict"));
        QCOMPARE(text(out.decision.json().at("businessKeyRecord").at("heldBy")),
                 QByteArray("ord-1"));
        QCOMPARE(w.store.get(PaymentKeys::path(kKey)).data(), keyBefore);
        QCOMPARE(w.store.count("workflowDeadLetters"), std::size_t{0});
        QCOMPARE(w.store.count("counters/revenue/shards"), std::size_t{1});
    }

    void differentPayloadOnTheSameOrder_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("held");
        QTest::addColumn<QString>("presented");
        QTest::addRow("amount") << "amount"
                                << "42.5"
                                << "40";
        QTest::addRow("currency") << "currency"
                                  << "EUR"
                                  << "USD";
    }
    void differentPayloadOnTheSameOrder()
    {
        QFETCH(QString, field);
        QFETCH(QString, held);
        QFETCH(QString, presented);
        World w(HandlerStrategy::InboxInTransaction);
        w.workflow.process(payment("evt-1", "ord-1"), Fault::None);
        const CloudEvent changed = field == u"amount"
                                       ? payment("evt-1-v2", "ord-1", kKey, 40)
                                       : payment("evt-1-v2", "ord-1", kKey, 42.5, "USD");
        const ProcessOutcome out = w.workflow.process(changed, Fault::None);
        QCOMPARE(out.errorCode, std::string("BUSINESS_KEY_CONFLICT"));
        const Json differs = out.decision.json().at("businessKeyConflict").at("differs");
        QCOMPARE(differs.size(), std::size_t{1});
        QCOMPARE(text(differs[0].at("field")), field.toUtf8());
        QCOMPARE(text(differs[0].at("held")), held.toUtf8());
        QCOMPARE(text(differs[0].at("presented")), presented.toUtf8());
        // The order it belongs to is not touched either: no inbox marker, no write.
        QVERIFY(!w.store.get(WorkflowDocuments::inboxPath(changed)).exists());
        QCOMPARE(w.state("ord-1"), std::string("COMPLETED"));
    }

    void keyIsRecordedInTheSameTransaction()
    {
        World w(HandlerStrategy::InboxInTransaction);
        const ProcessOutcome out = w.workflow.process(payment("evt-1", "ord-1"), Fault::None);
        const Json record = w.store.get(PaymentKeys::path(kKey)).data();
        QCOMPARE(text(record.at("orderId")), QByteArray("ord-1"));
        QCOMPARE(text(record.at("fingerprint")),
                 QByteArray(R"({"orderId":"ord-1","amount":42.5,"currency":"EUR"})"));
        QCOMPARE(text(record.at("firstEvent")), QByteArray("atlasmart://payment-simulator|evt-1"));
        QCOMPARE(text(record.at("resultState")), QByteArray("COMPLETED"));
        bool listed = false;
        for (const Json writes = out.decision.json().at("writes"); const auto& write : writes) {
            QCOMPARE(write.at("commit").get<int>(), 1); // one commit with the order
            listed = listed || write.at("path") == PaymentKeys::path(kKey);
        }
        QVERIFY(listed);

        // A crash before that commit leaves no key behind, so the retry is clean.
        World crashed(HandlerStrategy::InboxInTransaction);
        crashed.workflow.process(payment("evt-1", "ord-1"), Fault::CrashBeforeCommit);
        QVERIFY(!crashed.store.get(PaymentKeys::path(kKey)).exists());
        QCOMPARE(crashed.workflow.process(payment("evt-1", "ord-1"), Fault::None).result.action,
                 std::string("completed"));
    }

    void eventWithoutAmountMatchesARepeatWithoutAmount()
    {
        World w(HandlerStrategy::InboxInTransaction);
        CloudEvent first = payment("evt-1", "ord-1");
        first.data = Json::object();
        w.workflow.process(first, Fault::None);
        CloudEvent again = first;
        again.id = "evt-1-v2";
        QCOMPARE(w.workflow.process(again, Fault::None).result.action,
                 std::string("already-completed"));
        CloudEvent priced = again;
        priced.id = "evt-1-v3";
        priced.data = Json{{"amount", 42.5}};
        QCOMPARE(w.workflow.process(priced, Fault::None).errorCode,
                 std::string("BUSINESS_KEY_CONFLICT"));
    }

    void replayOfAConflictStaysParked()
    {
        World w(HandlerStrategy::InboxInTransaction);
        w.workflow.process(payment("evt-1", "ord-1"), Fault::None);
        const CloudEvent reused = payment("evt-2", "ord-2");
        w.workflow.process(reused, Fault::None);
        const ProcessOutcome replayed = w.workflow.replay(reused.inboxId(), Fault::None);
        QCOMPARE(replayed.errorCode, std::string("BUSINESS_KEY_CONFLICT"));
        const Json parked = w.store.get(WorkflowDocuments::deadLetterPath(reused.inboxId())).data();
        QCOMPARE(text(parked.at("state")), QByteArray("NEEDS_REVIEW"));
        QCOMPARE(w.state("ord-2"), std::string("PAYMENT_PENDING"));
    }
};

QTEST_GUILESS_MAIN(TestBusinessKeys)
#include "tst_businesskeys.moc"
