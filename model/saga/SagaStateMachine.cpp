#include "SagaStateMachine.h"
#include "i18n/Filled.h"

#include <QCoreApplication>

#include <stdexcept>

namespace atlas {
namespace {

using Kind = SagaStep::Kind;
using Stock = SagaStep::Stock;

// `why` is English, marked for lupdate (QT_TRANSLATE_NOOP "atlas::Saga"): the
// saga handler translates it where it writes it down.
SagaStep step(Kind kind, SagaState to, Stock stock, std::string_view command,
              std::string_view why)
{
    SagaStep s;
    s.kind = kind;
    s.to = to;
    s.stock = stock;
    s.command = command;
    s.why = why;
    return s;
}

SagaStep stale(SagaState current, std::string_view why)
{
    return step(Kind::Stale, current, Stock::Keep, {}, why);
}

SagaStep early(SagaState current, std::string_view why)
{
    SagaStep s = step(Kind::Early, current, Stock::Keep, {}, why);
    s.errorCode = "SAGA_STEP_EARLY";
    return s;
}

bool holdsStock(SagaState s)
{
    return s == SagaState::Reserved || s == SagaState::PaymentPending;
}

} // namespace

SagaStep SagaStateMachine::decide(std::optional<SagaState> current, SagaEventType event,
                                  bool reservationExists, bool refundIssued)
{
    if (!current) {
        if (event == SagaEventType::OrderPlaced)
            return step(
                Kind::Applied, SagaState::Created, Stock::Keep, "RESERVE_STOCK",
                QT_TRANSLATE_NOOP("atlas::Saga",
                                  "the saga starts and asks the stock service for a reservation"));
        SagaStep s = early(SagaState::Created,
                           QT_TRANSLATE_NOOP("atlas::Saga", "the order was not placed yet"));
        s.errorCode = "SAGA_NOT_FOUND";
        return s;
    }
    const SagaState now = *current;
    switch (event) {
    case SagaEventType::OrderPlaced:
        return stale(now, QT_TRANSLATE_NOOP("atlas::Saga", "the saga already exists"));
    case SagaEventType::StockReserved:
        if (now == SagaState::Created)
            return step(Kind::Applied, SagaState::Reserved, Stock::Hold, "REQUEST_PAYMENT",
                        QT_TRANSLATE_NOOP(
                            "atlas::Saga",
                            "the stock is held until the reservation times out, and payment is "
                            "requested"));
        if (now == SagaState::Cancelled && !reservationExists)
            return step(Kind::Compensated, SagaState::Cancelled, Stock::ReleaseLate,
                        "RELEASE_STOCK",
                        QT_TRANSLATE_NOOP(
                            "atlas::Saga",
                            "the stock was reserved after the order was cancelled: it is released "
                            "at once"));
        return stale(now, QT_TRANSLATE_NOOP("atlas::Saga", "the reservation is already recorded"));
    case SagaEventType::PaymentPending:
        if (now == SagaState::Created)
            return early(now, QT_TRANSLATE_NOOP("atlas::Saga", "the stock is not reserved yet"));
        if (now == SagaState::Reserved)
            return step(
                Kind::Applied, SagaState::PaymentPending, Stock::Keep, {},
                QT_TRANSLATE_NOOP("atlas::Saga", "the payment service is working on the charge"));
        return stale(now,
                     QT_TRANSLATE_NOOP("atlas::Saga", "the saga is past waiting for the payment"));
    case SagaEventType::PaymentSucceeded:
        if (now == SagaState::Created)
            return early(now, QT_TRANSLATE_NOOP("atlas::Saga", "the stock is not reserved yet"));
        if (holdsStock(now))
            return step(
                Kind::Applied, SagaState::Completed, Stock::Consume, "SHIP_ORDER",
                QT_TRANSLATE_NOOP("atlas::Saga",
                                  "paid: the reserved stock is consumed and the order ships"));
        if (now == SagaState::Completed || refundIssued)
            return stale(now,
                         QT_TRANSLATE_NOOP("atlas::Saga", "this payment is already accounted for"));
        return step(Kind::Refunded, now, Stock::Keep, "REFUND_PAYMENT",
                    QT_TRANSLATE_NOOP(
                        "atlas::Saga",
                        "the payment came after the saga had failed: the stock is gone, so the "
                        "money goes back"));
    case SagaEventType::PaymentFailed:
        if (now == SagaState::Created)
            return early(now, QT_TRANSLATE_NOOP("atlas::Saga", "the stock is not reserved yet"));
        if (holdsStock(now))
            return step(Kind::Compensated, SagaState::PaymentFailed, Stock::Release,
                        "RELEASE_STOCK",
                        QT_TRANSLATE_NOOP("atlas::Saga",
                                          "the payment failed: the reservation is released"));
        return stale(now, QT_TRANSLATE_NOOP("atlas::Saga", "the saga already ended"));
    case SagaEventType::ReservationExpired:
        if (now == SagaState::Created)
            return early(now, QT_TRANSLATE_NOOP("atlas::Saga", "there is no reservation yet"));
        if (holdsStock(now))
            return step(
                Kind::Compensated, SagaState::ReservationExpired, Stock::Release, "RELEASE_STOCK",
                QT_TRANSLATE_NOOP("atlas::Saga",
                                  "no payment before the timeout: the reservation is released"));
        return stale(now, QT_TRANSLATE_NOOP("atlas::Saga", "the reservation was already settled"));
    case SagaEventType::OrderCancelled:
        if (now == SagaState::Created)
            return step(Kind::Applied, SagaState::Cancelled, Stock::Keep, {},
                        QT_TRANSLATE_NOOP("atlas::Saga", "cancelled before any stock was held"));
        if (holdsStock(now))
            return step(Kind::Compensated, SagaState::Cancelled, Stock::Release, "RELEASE_STOCK",
                        QT_TRANSLATE_NOOP("atlas::Saga", "cancelled: the reservation is released"));
        return stale(now, QT_TRANSLATE_NOOP("atlas::Saga", "the saga already ended"));
    }
    return stale(now, QT_TRANSLATE_NOOP("atlas::Saga", "unknown event"));
}

bool SagaStateMachine::isRepairTarget(SagaState target)
{
    return target == SagaState::Cancelled || target == SagaState::Completed;
}

SagaStep SagaStateMachine::repair(SagaState current, SagaState target, bool stockHeld)
{
    if (!isRepairTarget(target))
        throw std::invalid_argument(filled(
            QCoreApplication::translate(
                "atlas::Saga", "an operator repairs a saga to CANCELLED or COMPLETED, not %1"),
            toString(target)));
    if (isFinal(current))
        throw std::invalid_argument(filled(
            QCoreApplication::translate(
                "atlas::Saga", "the saga is %1, a final state: there is nothing left to repair"),
            toString(current)));
    if (target == SagaState::Cancelled)
        return step(
            Kind::Compensated, SagaState::Cancelled, stockHeld ? Stock::Release : Stock::Keep,
            stockHeld ? "RELEASE_STOCK" : "",
            stockHeld
                ? QT_TRANSLATE_NOOP("atlas::Saga",
                                    "the operator cancelled the order and released its reservation")
                : QT_TRANSLATE_NOOP("atlas::Saga",
                                    "the operator cancelled the order; no stock was held"));
    if (current != SagaState::PaymentPending || !stockHeld)
        throw std::invalid_argument(filled(
            QCoreApplication::translate(
                "atlas::Saga",
                "only a saga in PAYMENT_PENDING with its stock held can be completed by hand "
                "(the operator has confirmed the payment with the provider); this one is %1"),
            toString(current)));
    return step(
        Kind::Applied, SagaState::Completed, Stock::Consume, "SHIP_ORDER",
        QT_TRANSLATE_NOOP("atlas::Saga",
                          "the operator confirmed the payment: the reserved stock is consumed"));
}

} // namespace atlas
