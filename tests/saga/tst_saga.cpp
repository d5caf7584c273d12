// The order saga in a Lab: its steps under duplicates and reordering, the
// reservation's timeout on the sim clock (also after step back), the
// operator's repair, and the invariant that compensation runs once.
#include "WorldDump.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "store/DocumentStore.h"
#include "store/clock/SimClock.h"

#include <QtTest>

#include <sstream>

using namespace atlas;

namespace {

const std::string kOrders = "atlasmart://orders";
const std::string kStock = "atlasmart://stock";
const std::string kPay = "atlasmart://payment-simulator";

Json event(const std::string& source, const std::string& id, const std::string& type,
           const std::string& order)
{
    return Json{{"event",
                 Json{{"source", source}, {"id", id}, {"type", type}, {"orderId", order}}}};
}

void publish(Lab& lab, const std::string& source, const std::string& id, const std::string& type,
             const std::string& order)
{
    lab.execute("publish", event(source, id, type, order));
}

std::string state(Lab& lab, const std::string& path)
{
    const Json v = lab.store().get(path).get("state");
    return v.is_string() ? v.get<std::string>() : v.dump();
}

int count(Lab& lab, const std::string& kind, const std::string& outcome)
{
    int n = 0;
    for (const auto& e : lab.journal().entries())
        n += e.kind == kind && e.outcome == outcome ? 1 : 0;
    return n;
}

void reserve(Lab& lab, const std::string& order)
{
    publish(lab, kOrders, order + "-placed", "SAGA_ORDER_PLACED", order);
    publish(lab, kStock, order + "-reserved", "SAGA_STOCK_RESERVED", order);
    lab.execute("deliverAll");
}

} // namespace

class TestSaga : public QObject
{
    Q_OBJECT
private slots:
    void aPaymentThatOvertakesTheReservationIsRetriedUntilItFits()
    {
        Lab lab;
        publish(lab, kOrders, "p", "SAGA_ORDER_PLACED", "o1");
        lab.execute("deliverNext");
        publish(lab, kStock, "r", "SAGA_STOCK_RESERVED", "o1");
        publish(lab, kPay, "s", "SAGA_PAYMENT_SUCCEEDED", "o1");
        lab.execute("reorder", Json{{"delivery", "latest"}, {"before", "first"}});
        lab.execute("deliverNext"); // the payment, early
        QCOMPARE(count(lab, "handler-result", "retry"), 1);
        QVERIFY(lab.journal().lastOfKind("handler-result")->data().value("error", "") ==
                "SAGA_STEP_EARLY");
        QCOMPARE(lab.store().count("workflowEvents"), std::size_t{1}); // no marker for it
        lab.execute("deliverAll");
        QCOMPARE(state(lab, "orderSagas/o1"), std::string("COMPLETED"));
        QCOMPARE(state(lab, "reservations/o1"), std::string("CONSUMED"));
        QVERIFY(lab.invariant("saga-compensates-once").holds);
        QVERIFY(lab.invariant("no-event-lost").holds);
    }

    void everyWriteOfAStepCommitsWithItsMarker()
    {
        Lab lab;
        reserve(lab, "o1");
        publish(lab, kPay, "f", "SAGA_PAYMENT_FAILED", "o1");
        lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "crash-before-commit"}});
        lab.execute("deliverNext");
        // The crash took the whole step with it: nothing released, no marker.
        QCOMPARE(state(lab, "reservations/o1"), std::string("HELD"));
        QVERIFY(!lab.store().get("workflowCommands/o1-release-stock").exists());
        lab.execute("deliverAll");
        QCOMPARE(state(lab, "reservations/o1"), std::string("RELEASED"));
        QCOMPARE(state(lab, "orderSagas/o1"), std::string("PAYMENT_FAILED"));
        QVERIFY(lab.store().get("workflowCommands/o1-release-stock").exists());
        QCOMPARE(count(lab, "handler-result", "compensated"), 1);
    }

    void theTimeoutFiresOnTheSimClockAndCompensates()
    {
        Lab lab;
        lab.execute("setSagaTimeout", Json{{"ms", 60000}});
        reserve(lab, "o1");
        QCOMPARE(count(lab, "saga", "timeout-scheduled"), 1);
        lab.execute("advanceClock", Json{{"ms", 59999}});
        QCOMPARE(count(lab, "saga", "timeout-fired"), 0);
        lab.execute("advanceClock", Json{{"ms", 1}});
        QCOMPARE(count(lab, "saga", "timeout-fired"), 1);
        lab.execute("deliverNext");
        QCOMPARE(state(lab, "orderSagas/o1"), std::string("RESERVATION_EXPIRED"));
        QCOMPARE(lab.store().get("reservations/o1").get("releasedBecause"),
                 Json("reservation-expired"));
        // A copy of the timeout is stale, not a second release.
        lab.execute("duplicate", Json{{"message", "atlasmart://saga-timer|timeout-o1"}});
        lab.execute("deliverNext");
        QCOMPARE(count(lab, "handler-result", "duplicate"), 1);
        QCOMPARE(count(lab, "handler-result", "compensated"), 1);
        QVERIFY(lab.invariant("saga-compensates-once").holds);
    }

    void stepBackRebuildsThePendingTimeout()
    {
        Lab lab;
        lab.execute("setSagaTimeout", Json{{"ms", 60000}});
        reserve(lab, "o1");
        publish(lab, kPay, "pending", "SAGA_PAYMENT_PENDING", "o1");
        const std::string before = worldDump(lab);
        const auto due = lab.clock().nextDue();
        QVERIFY(due);
        QVERIFY(lab.stepBack());
        QVERIFY(lab.stepForward());
        QCOMPARE(worldDump(lab), before);
        QCOMPARE(lab.clock().nextDue(), due);
        // The rebuilt timer fires as the first one would have.
        QVERIFY(lab.stepBack());
        lab.execute("advanceClock", Json{{"ms", 60000}});
        QCOMPARE(count(lab, "saga", "timeout-fired"), 1);
        lab.execute("deliverAll");
        QCOMPARE(state(lab, "orderSagas/o1"), std::string("RESERVATION_EXPIRED"));
        // And a session replay of the same log gets the same world.
        Lab replayed;
        replayed.restore(lab.seed(), lab.commandLog());
        QCOMPARE(worldDump(replayed), worldDump(lab));
    }

    void aCompletedSagaCancelsItsTimeout()
    {
        Lab lab;
        reserve(lab, "o1");
        publish(lab, kPay, "s", "SAGA_PAYMENT_SUCCEEDED", "o1");
        lab.execute("deliverNext");
        QCOMPARE(count(lab, "saga", "timeout-cancelled"), 1);
        lab.execute("advanceClock", Json{{"ms", 24LL * 3600 * 1000}});
        QCOMPARE(count(lab, "saga", "timeout-fired"), 0);
        QCOMPARE(state(lab, "orderSagas/o1"), std::string("COMPLETED"));
    }

    void theOperatorRepairsAStuckSaga()
    {
        Lab lab;
        publish(lab, kOrders, "p", "SAGA_ORDER_PLACED", "o1");
        lab.execute("deliverNext");
        const Json result = lab.execute(
            "repairSaga", Json{{"orderId", "o1"}, {"reason", "stock service lost the request"}});
        QCOMPARE(result.value("from", ""), std::string("CREATED"));
        QCOMPARE(state(lab, "orderSagas/o1"), std::string("CANCELLED"));
        const JournalEntry* entry = lab.journal().lastOfKind("operator");
        QVERIFY(entry);
        QCOMPARE(entry->outcome, std::string("repaired"));
        QVERIFY(entry->detail.find("stock service lost the request") != std::string::npos);
        QVERIFY(lab.store()
                    .get("workflowEvents/atlasmart%3A%2F%2Foperator%7Crepair-o1")
                    .exists());
        QCOMPARE(lab.store().get("orderSagas/o1").get("repair").value("reason", ""),
                 std::string("stock service lost the request"));
    }

    void aRepairReleasesHeldStockOnce()
    {
        Lab lab;
        reserve(lab, "o1");
        lab.execute("repairSaga", Json{{"orderId", "o1"}, {"reason", "customer called"}});
        QCOMPARE(state(lab, "reservations/o1"), std::string("RELEASED"));
        QCOMPARE(lab.store().get("reservations/o1").get("releasedBecause"),
                 Json("operator-repair"));
        // The payment failure that comes afterwards has nothing left to release.
        publish(lab, kPay, "f", "SAGA_PAYMENT_FAILED", "o1");
        lab.execute("deliverNext");
        QCOMPARE(count(lab, "handler-result", "stale"), 1);
        QVERIFY(lab.invariant("saga-compensates-once").holds);
    }

    void refusedRepairsChangeNothing_data()
    {
        QTest::addColumn<QByteArray>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("no saga") << QByteArray(R"({"orderId": "nope", "reason": "x"})")
                                 << "no saga";
        QTest::newRow("final") << QByteArray(R"({"orderId": "done", "reason": "x"})")
                               << "final state";
        QTest::newRow("no reason") << QByteArray(R"({"orderId": "o1", "reason": ""})")
                                   << "reason";
        QTest::newRow("bad state")
            << QByteArray(R"({"orderId": "o1", "state": "RESERVED", "reason": "x"})")
            << "CANCELLED";
        QTest::newRow("complete too early")
            << QByteArray(R"({"orderId": "o1", "state": "COMPLETED", "reason": "x"})")
            << "PAYMENT_PENDING";
    }

    void refusedRepairsChangeNothing()
    {
        QFETCH(QByteArray, args);
        QFETCH(QString, says);
        Lab lab;
        reserve(lab, "o1");
        reserve(lab, "done");
        publish(lab, kPay, "s", "SAGA_PAYMENT_SUCCEEDED", "done");
        lab.execute("deliverNext");
        const std::string before = worldDump(lab);
        const std::size_t log = lab.commandLog().size();
        try {
            lab.execute("repairSaga", Json::parse(args.toStdString()));
            QFAIL("the repair was accepted");
        } catch (const LabError& refused) {
            QVERIFY2(QString::fromUtf8(refused.what()).contains(says), refused.what());
        }
        QCOMPARE(worldDump(lab), before);
        QCOMPARE(lab.commandLog().size(), log);
    }

    void setSagaTimeoutChecksItsBounds()
    {
        Lab lab;
        QVERIFY_THROWS_EXCEPTION(LabError, lab.execute("setSagaTimeout", Json{{"ms", 999}}));
        QVERIFY_THROWS_EXCEPTION(LabError,
                                 lab.execute("setSagaTimeout", Json{{"ms", 24LL * 3600 * 1000 + 1}}));
        lab.execute("setSagaTimeout", Json{{"ms", 1000}});
        reserve(lab, "o1");
        QCOMPARE(lab.store().get("reservations/o1").get("expiresAt"),
                 Json(SimClock::toIso(lab.clock().now() + 1000)));
    }

    // The invariant itself: a world where compensation ran twice, or an order
    // was both completed and compensated, is caught.
    void theInvariantCatchesDoubleCompensation()
    {
        Lab lab;
        lab.execute("seedDocument", Json{{"path", "reservations/x"},
                                         {"data", Json{{"state", "RELEASED"}, {"n", 1}}}});
        QVERIFY(lab.invariant("saga-compensates-once").holds);
        lab.execute("seedDocument", Json{{"path", "reservations/x"},
                                         {"data", Json{{"state", "RELEASED"}, {"n", 2}}}});
        auto v = lab.invariant("saga-compensates-once");
        QVERIFY(!v.holds);
        QCOMPARE(v.offenders, std::vector<std::string>{"orderSagas/x"});

        Lab both;
        both.execute("seedDocument", Json{{"path", "reservations/y"},
                                          {"data", Json{{"state", "RELEASED"}}}});
        both.execute("seedDocument", Json{{"path", "orderSagas/y"},
                                          {"data", Json{{"state", "COMPLETED"}}}});
        QVERIFY(!both.invariant("saga-compensates-once").holds);
    }

    // A seeded chaos run with duplicates, reorders and crashes over sagas:
    // every saga ends in a final state, stock is released at most once and
    // never for a completed order, and the same seed gives the same world.
    void chaosNeverCompensatesTwice()
    {
        const Json args{{"orders", 5},        {"events", 10},         {"sagas", 150},
                        {"duplicateRate", 0.3}, {"reorderRate", 0.3}, {"lostAckRate", 0.05},
                        {"crashRate", 0.05},  {"transientRate", 0.02}, {"paymentFailureRate", 0.3}};
        Lab lab(Lab::Options{.seed = 42});
        lab.execute("setSagaTimeout", Json{{"ms", 120000}});
        lab.execute("runChaos", args);
        QVERIFY(lab.invariant("saga-compensates-once").holds);
        QVERIFY(lab.invariant("single-inbox-marker").holds);
        QVERIFY(lab.invariant("single-completion").holds);
        QCOMPARE(lab.store().count("orderSagas"), std::size_t{150});
        int completed = 0, released = 0, failed = 0;
        for (const auto& saga : lab.store().list("orderSagas")) {
            const std::string s = saga->data.value("state", "");
            QVERIFY2(s == "COMPLETED" || s == "PAYMENT_FAILED" || s == "RESERVATION_EXPIRED",
                     (saga->id + " ended " + s).c_str());
            completed += s == "COMPLETED";
            failed += s == "PAYMENT_FAILED";
            const auto reservation = lab.store().get("reservations/" + saga->id);
            QVERIFY(reservation.exists());
            const std::string r = reservation.get("state").get<std::string>();
            QCOMPARE(r, std::string(s == "COMPLETED" ? "CONSUMED" : "RELEASED"));
            released += r == "RELEASED";
            QCOMPARE(lab.store().get("workflowCommands/" + saga->id + "-release-stock").exists(),
                     r == "RELEASED");
        }
        QVERIFY(completed > 0);
        QVERIFY(failed > 0);
        QVERIFY(count(lab, "handler-result", "duplicate") > 0);
        QVERIFY(count(lab, "handler-result", "retry") > 0); // reordered steps came early
        int releaseCommands = 0;
        for (const auto& command : lab.store().list("workflowCommands"))
            releaseCommands += command->data.value("command", "") == "RELEASE_STOCK";
        QCOMPARE(releaseCommands, released);
        // A step that crashed after its commit is journaled as a crash, so the
        // journal has at most as many compensations as the store.
        QVERIFY(count(lab, "handler-result", "compensated") <= released);

        Lab again(Lab::Options{.seed = 42});
        again.execute("setSagaTimeout", Json{{"ms", 120000}});
        again.execute("runChaos", args);
        QCOMPARE(worldDump(again), worldDump(lab));
    }
};

QTEST_GUILESS_MAIN(TestSaga)
#include "tst_saga.moc"
