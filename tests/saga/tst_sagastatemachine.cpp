// The saga's state machine on its own: every (state, event) answer, and the
// operator's repairs it refuses.
#include "saga/SagaDocuments.h"
#include "saga/SagaEventType.h"
#include "saga/SagaState.h"
#include "saga/SagaStateMachine.h"

#include <QtTest>

#include <stdexcept>

using namespace atlas;
using Kind = SagaStep::Kind;
using Stock = SagaStep::Stock;

Q_DECLARE_METATYPE(Kind)
Q_DECLARE_METATYPE(Stock)
Q_DECLARE_METATYPE(SagaState)

class TestSagaStateMachine : public QObject
{
    Q_OBJECT
private slots:
    void decides_data()
    {
        QTest::addColumn<QString>("from"); // "" = no saga yet
        QTest::addColumn<QString>("event");
        QTest::addColumn<bool>("reservationExists");
        QTest::addColumn<bool>("refundIssued");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("to");
        QTest::addColumn<Stock>("stock");
        QTest::addColumn<QString>("command");

        const auto row = [](const char* name, const char* from, const char* event, bool held,
                            bool refunded, Kind kind, const char* to, Stock stock,
                            const char* command) {
            QTest::newRow(name) << QString::fromLatin1(from) << QString::fromLatin1(event) << held
                                << refunded << kind << QString::fromLatin1(to) << stock
                                << QString::fromLatin1(command);
        };
        // The happy path.
        row("placed starts", "", "SAGA_ORDER_PLACED", false, false, Kind::Applied, "CREATED",
            Stock::Keep, "RESERVE_STOCK");
        row("reserved holds", "CREATED", "SAGA_STOCK_RESERVED", false, false, Kind::Applied,
            "RESERVED", Stock::Hold, "REQUEST_PAYMENT");
        row("pending", "RESERVED", "SAGA_PAYMENT_PENDING", true, false, Kind::Applied,
            "PAYMENT_PENDING", Stock::Keep, "");
        row("paid from pending", "PAYMENT_PENDING", "SAGA_PAYMENT_SUCCEEDED", true, false,
            Kind::Applied, "COMPLETED", Stock::Consume, "SHIP_ORDER");
        row("paid overtakes pending", "RESERVED", "SAGA_PAYMENT_SUCCEEDED", true, false,
            Kind::Applied, "COMPLETED", Stock::Consume, "SHIP_ORDER");
        // Compensations.
        row("payment fails", "PAYMENT_PENDING", "SAGA_PAYMENT_FAILED", true, false,
            Kind::Compensated, "PAYMENT_FAILED", Stock::Release, "RELEASE_STOCK");
        row("timeout", "RESERVED", "SAGA_RESERVATION_EXPIRED", true, false, Kind::Compensated,
            "RESERVATION_EXPIRED", Stock::Release, "RELEASE_STOCK");
        row("cancel holding", "PAYMENT_PENDING", "SAGA_ORDER_CANCELLED", true, false,
            Kind::Compensated, "CANCELLED", Stock::Release, "RELEASE_STOCK");
        row("cancel before stock", "CREATED", "SAGA_ORDER_CANCELLED", false, false, Kind::Applied,
            "CANCELLED", Stock::Keep, "");
        row("reserved after cancel", "CANCELLED", "SAGA_STOCK_RESERVED", false, false,
            Kind::Compensated, "CANCELLED", Stock::ReleaseLate, "RELEASE_STOCK");
        // Late payments are refunded once.
        row("paid after timeout", "RESERVATION_EXPIRED", "SAGA_PAYMENT_SUCCEEDED", false, false,
            Kind::Refunded, "RESERVATION_EXPIRED", Stock::Keep, "REFUND_PAYMENT");
        row("paid after cancel", "CANCELLED", "SAGA_PAYMENT_SUCCEEDED", true, false,
            Kind::Refunded, "CANCELLED", Stock::Keep, "REFUND_PAYMENT");
        row("paid again after refund", "RESERVATION_EXPIRED", "SAGA_PAYMENT_SUCCEEDED", true, true,
            Kind::Stale, "RESERVATION_EXPIRED", Stock::Keep, "");
        // Stale: the saga is past the event, so nothing but the marker.
        row("second failure", "PAYMENT_FAILED", "SAGA_PAYMENT_FAILED", true, false, Kind::Stale,
            "PAYMENT_FAILED", Stock::Keep, "");
        row("timeout after completion", "COMPLETED", "SAGA_RESERVATION_EXPIRED", true, false,
            Kind::Stale, "COMPLETED", Stock::Keep, "");
        row("failure after completion", "COMPLETED", "SAGA_PAYMENT_FAILED", true, false,
            Kind::Stale, "COMPLETED", Stock::Keep, "");
        row("cancel after completion", "COMPLETED", "SAGA_ORDER_CANCELLED", true, false,
            Kind::Stale, "COMPLETED", Stock::Keep, "");
        row("placed again", "RESERVED", "SAGA_ORDER_PLACED", true, false, Kind::Stale, "RESERVED",
            Stock::Keep, "");
        row("reserved again after cancel", "CANCELLED", "SAGA_STOCK_RESERVED", true, false,
            Kind::Stale, "CANCELLED", Stock::Keep, "");
        row("pending after completion", "COMPLETED", "SAGA_PAYMENT_PENDING", true, false,
            Kind::Stale, "COMPLETED", Stock::Keep, "");
        // Early: retried, nothing written.
        row("payment before stock", "CREATED", "SAGA_PAYMENT_SUCCEEDED", false, false, Kind::Early,
            "CREATED", Stock::Keep, "");
        row("failure before stock", "CREATED", "SAGA_PAYMENT_FAILED", false, false, Kind::Early,
            "CREATED", Stock::Keep, "");
        row("reserved before placed", "", "SAGA_STOCK_RESERVED", false, false, Kind::Early,
            "CREATED", Stock::Keep, "");
    }

    void decides()
    {
        QFETCH(QString, from);
        QFETCH(QString, event);
        QFETCH(bool, reservationExists);
        QFETCH(bool, refundIssued);
        QFETCH(Kind, kind);
        QFETCH(QString, to);
        QFETCH(Stock, stock);
        QFETCH(QString, command);
        std::optional<SagaState> current;
        if (!from.isEmpty()) {
            current = sagaStateFromString(from.toStdString());
            QVERIFY(current);
        }
        const auto type = sagaEventTypeFromString(event.toStdString());
        QVERIFY(type);
        const SagaStep step =
            SagaStateMachine::decide(current, *type, reservationExists, refundIssued);
        QCOMPARE(std::string(SagaDocuments::kindName(step.kind)), std::string(SagaDocuments::kindName(kind)));
        QCOMPARE(QString::fromUtf8(std::string(toString(step.to))), to);
        QVERIFY(step.stock == stock);
        QCOMPARE(QString::fromUtf8(std::string(step.command)), command);
        QCOMPARE(step.errorCode.empty(), kind != Kind::Early);
    }

    void anEventForAMissingSagaIsNotFound()
    {
        const SagaStep step =
            SagaStateMachine::decide(std::nullopt, SagaEventType::PaymentFailed, false, false);
        QVERIFY(step.kind == Kind::Early);
        QCOMPARE(std::string(step.errorCode), std::string("SAGA_NOT_FOUND"));
    }

    // No final state ever moves on an event, and a saga holding stock
    // releases it on every way out.
    void finalStatesOnlyGoStaleOrRefund()
    {
        for (const SagaState state : kSagaStates) {
            if (!isFinal(state))
                continue;
            for (const SagaEventType event : kSagaEventTypes) {
                const SagaStep step = SagaStateMachine::decide(state, event, true, false);
                QVERIFY(step.to == state);
                QVERIFY(step.stock == Stock::Keep);
            }
        }
    }

    void repairs()
    {
        SagaStep s = SagaStateMachine::repair(SagaState::Created, SagaState::Cancelled, false);
        QVERIFY(s.to == SagaState::Cancelled);
        QVERIFY(s.stock == Stock::Keep);
        s = SagaStateMachine::repair(SagaState::PaymentPending, SagaState::Cancelled, true);
        QVERIFY(s.stock == Stock::Release);
        QCOMPARE(std::string(s.command), std::string("RELEASE_STOCK"));
        s = SagaStateMachine::repair(SagaState::PaymentPending, SagaState::Completed, true);
        QVERIFY(s.to == SagaState::Completed);
        QVERIFY(s.stock == Stock::Consume);
    }

    void refusedRepairs_data()
    {
        QTest::addColumn<SagaState>("from");
        QTest::addColumn<SagaState>("target");
        QTest::addColumn<bool>("held");
        QTest::addColumn<QString>("says");
        QTest::newRow("completed is final")
            << SagaState::Completed << SagaState::Cancelled << false << "final state";
        QTest::newRow("expired is final")
            << SagaState::ReservationExpired << SagaState::Cancelled << false << "final state";
        QTest::newRow("complete without payment pending")
            << SagaState::Reserved << SagaState::Completed << true << "PAYMENT_PENDING";
        QTest::newRow("complete without stock")
            << SagaState::PaymentPending << SagaState::Completed << false << "stock held";
        QTest::newRow("not a repair target")
            << SagaState::Created << SagaState::Reserved << false << "CANCELLED or COMPLETED";
    }

    void refusedRepairs()
    {
        QFETCH(SagaState, from);
        QFETCH(SagaState, target);
        QFETCH(bool, held);
        QFETCH(QString, says);
        try {
            SagaStateMachine::repair(from, target, held);
            QFAIL("the repair was accepted");
        } catch (const std::invalid_argument& refused) {
            QVERIFY2(QString::fromUtf8(refused.what()).contains(says), refused.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestSagaStateMachine)
#include "tst_sagastatemachine.moc"
