// The order's transition table, its first state and the revenue counter.
#include "WorkflowTestSupport.h"

using namespace atlas;
using namespace atlas::workflowtest;
using namespace Qt::StringLiterals;

class TestOrderStateMachine : public QObject
{
    Q_OBJECT
private slots:
    void transitionTable_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("eventType");
        QTest::addColumn<QByteArray>("action");    // empty when rejected
        QTest::addColumn<QByteArray>("errorCode"); // empty when allowed
        const std::set<std::pair<std::string, std::string>> allowed{
            {"CREATED", "RESERVED"},
            {"RESERVED", "PAYMENT_PENDING"},
            {"RESERVED", "COMPLETED"},
            {"PAYMENT_PENDING", "COMPLETED"},
            {"RESERVED", "PAYMENT_FAILED"},
            {"PAYMENT_PENDING", "PAYMENT_FAILED"},
            {"PAYMENT_FAILED", "PAYMENT_PENDING"},
            {"CREATED", "CANCELLED"},
            {"RESERVED", "CANCELLED"},
            {"PAYMENT_PENDING", "CANCELLED"},
            {"PAYMENT_FAILED", "CANCELLED"},
        };
        const std::vector<std::pair<std::string, std::string>> events{
            {"ORDER_RESERVED", "RESERVED"},     {"PAYMENT_REQUESTED", "PAYMENT_PENDING"},
            {"PAYMENT_SUCCEEDED", "COMPLETED"}, {"PAYMENT_FAILED", "PAYMENT_FAILED"},
            {"ORDER_CANCELLED", "CANCELLED"},
        };
        for (const char* from :
             {"CREATED", "RESERVED", "PAYMENT_PENDING", "COMPLETED", "PAYMENT_FAILED", "CANCELLED"})
            for (const auto& [type, to] : events) {
                QByteArray action, code;
                if (allowed.count({from, to}))
                    action = to == "COMPLETED" ? "completed" : "applied";
                else if (std::string(from) == "COMPLETED" && to == "COMPLETED")
                    action = "already-completed";
                else
                    code = QByteArray("INVALID_TRANSITION_") + from + "_TO_" + to.c_str();
                QTest::addRow("%s + %s", from, type.c_str())
                    << QByteArray(from) << QByteArray::fromStdString(type) << action << code;
            }
    }

    void transitionTable()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, eventType);
        QFETCH(QByteArray, action);
        QFETCH(QByteArray, errorCode);
        World w;
        w.seedOrder(from.toStdString());
        const auto event = paymentEvent(eventType.toStdString(), "evt-table");
        if (errorCode.isEmpty()) {
            const auto result = w.workflow.handle(event, Fault::None);
            QCOMPARE(text(result.action), action);
            QCOMPARE(w.orderState(), text(result.resultState));
            QVERIFY(w.store.get(WorkflowDocuments::inboxPath(event)).exists());
            return;
        }
        const auto error = handlerErrorFrom([&] { w.workflow.handle(event, Fault::None); });
        QVERIFY(error);
        QCOMPARE(text(error->code()), errorCode);
        QCOMPARE(error->failureClass(), FailureClass::Permanent);
        QCOMPARE(text(error->decision()["orderState"]), from);
        QCOMPARE(w.orderState(), from);
        QCOMPARE(w.store.count("workflowEvents"), std::size_t{0});
    }

    void nothingReturnsToCreated()
    {
        for (const auto state : kOrderStates)
            QVERIFY(!OrderStateMachine::allows(state, OrderState::Created));
        QCOMPARE(text(OrderStateMachine::invalidTransitionCode("SHIPPED", OrderState::Completed)),
                 "INVALID_TRANSITION_SHIPPED_TO_COMPLETED"_ba);
        QVERIFY(!OrderStateMachine::allows("SHIPPED", OrderState::Cancelled));
    }

    void orderCreatedFlow()
    {
        World w;
        const auto created = orderEvent("ORDER_CREATED", "evt-order-created-ord-ch10-001", true);
        const auto first = w.workflow.handle(created, Fault::None);
        QCOMPARE(text(first.action), "created"_ba);
        const Json order = w.order();
        QCOMPARE(text(order["customerId"]), "cust-ch10"_ba);
        QCOMPARE(text(order["items"]), text(lessonItems()));
        QCOMPARE(order["total"].get<double>(), kTotal);
        QCOMPARE(text(order["state"]), "CREATED"_ba);
        QVERIFY(order["paymentKey"].is_null());
        QCOMPARE(text(order["lastEventId"]), "evt-order-created-ord-ch10-001"_ba);
        QCOMPARE(text(order["updatedAt"]), text(w.clock.nowIso()));

        QCOMPARE(text(w.workflow.handle(created, Fault::None).action), "duplicate"_ba);
        w.workflow.handle(orderEvent("ORDER_RESERVED", "evt-reserved", false), Fault::None);

        auto copy = created;
        copy.id = "evt-order-created-ord-ch10-001-copy";
        const auto again = w.workflow.handle(copy, Fault::None);
        QCOMPARE(text(again.action), "already-exists"_ba);
        QCOMPARE(text(again.resultState), "RESERVED"_ba);
        QCOMPARE(w.orderState(), "RESERVED"_ba);
        const auto marker = w.store.get(WorkflowDocuments::inboxPath(copy));
        QCOMPARE(marker.get("duplicateBusinessOutcome"), Json(true));

        // Without dedup, the redelivered creation starts the order over.
        w.workflow.setStrategy("ORDER_CREATED", HandlerStrategy::NoDedup);
        const auto reset = w.workflow.handle(created, Fault::None);
        QVERIFY((reset.transitions == std::vector{Transition{kOrderId, "RESERVED", "CREATED"}}));
        QCOMPARE(w.orderState(), "CREATED"_ba);
    }

    void revenueCounterShards()
    {
        QCOMPARE(RevenueCounter::fnv1a(""), 2166136261u);
        QCOMPARE(RevenueCounter::fnv1a("a"), 0xe40c292cu);
        const int shard = RevenueCounter::shardFor(kOrderId);
        QVERIFY(shard >= 0 && shard < RevenueCounter::kShards);
        QCOMPARE(RevenueCounter::shardFor(kOrderId), shard);

        World w;
        w.store.runTransaction([](Transaction& tx) {
            tx.set(RevenueCounter::shardPath(0), RevenueCounter::incrementPatch(Json(10)), true);
            tx.set(RevenueCounter::shardPath(3), RevenueCounter::incrementPatch(Json(2.5)), true);
        });
        QCOMPARE(w.revenue(), 12.5);
        w.seedOrder("PAYMENT_PENDING");
        w.workflow.handle(lessonSuccess(), Fault::None);
        QCOMPARE(w.revenue(), 12.5 + kTotal);
        const auto written = w.store.get(RevenueCounter::shardPath(shard)).get("value");
        QCOMPARE(written.get<double>(), kTotal + (shard == 0 ? 10 : shard == 3 ? 2.5 : 0));
    }
};

QTEST_GUILESS_MAIN(TestOrderStateMachine)
#include "tst_orderstatemachine.moc"
