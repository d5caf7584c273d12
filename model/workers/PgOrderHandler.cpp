#include "PgOrderHandler.h"

#include "PgSession.h"
#include "delivery/Backoff.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "workflow/handler/HandlerError.h"
#include "workflow/order/OrderEvent.h"
#include "workflow/order/OrderStateMachine.h"
#include "workflow/order/RevenueCounter.h"
#include "workflow/transaction/AttemptTransactions.h"

#include <algorithm>
#include <chrono>
#include <thread>

namespace atlas {
namespace {

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}

QVariant nullText()
{
    return QVariant(QMetaType::fromType<QString>());
}

// Bounded exponential backoff between attempts of one transaction. No
// jitter: nothing random outside the seeded Rng, and serializable
// transactions always let one of the contenders commit.
std::chrono::milliseconds backoff(int failedAttempt)
{
    return std::chrono::milliseconds(exponentialBackoff(1, 16, failedAttempt));
}

} // namespace

bool PgOrderHandler::supports(HandlerStrategy strategy)
{
    return strategy == HandlerStrategy::InboxInTransaction ||
           strategy == HandlerStrategy::EventIdOnly || strategy == HandlerStrategy::NoDedup;
}

PgOrderHandler::PgOrderHandler(PgSession& session, HandlerStrategy strategy, int worker)
    : session_(session), strategy_(strategy), worker_(worker),
      readMarker_(session.prepare(
          QStringLiteral("SELECT result_state FROM workflow_events WHERE event_key = ?"))),
      readOrder_(
          session.prepare(QStringLiteral("SELECT state, total FROM orders WHERE order_id = ?"))),
      insertOrder_(session.prepare(
          QStringLiteral("INSERT INTO orders (order_id, state, total, customer_id, payment_key, "
                         "last_event_id) VALUES (?, ?, ?, ?, ?, ?)"))),
      setOrder_(session.prepare(QStringLiteral(
          "INSERT INTO orders (order_id, state, total, customer_id, payment_key, last_event_id) "
          "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (order_id) DO UPDATE SET state = "
          "EXCLUDED.state, total = EXCLUDED.total, customer_id = EXCLUDED.customer_id, "
          "payment_key = EXCLUDED.payment_key, last_event_id = EXCLUDED.last_event_id"))),
      transition_(session.prepare(
          QStringLiteral("UPDATE orders SET state = ?, payment_key = COALESCE(?, payment_key), "
                         "last_event_id = ? WHERE order_id = ?"))),
      receipt_(session.prepare(QStringLiteral(
          "INSERT INTO outbox (order_id, receipt_key, event_key) VALUES (?, ?, ?)"))),
      revenue_(session.prepare(
          QStringLiteral("UPDATE revenue_shards SET value = value + ? WHERE shard = ?"))),
      writeMarker_(session.prepare(
          QStringLiteral("INSERT INTO workflow_events (event_key, order_id, result_state, "
                         "duplicate_business_outcome, worker) VALUES (?, ?, ?, ?, ?)"))),
      parkEvent_(session.prepare(
          QStringLiteral("INSERT INTO dead_letters (event_key, order_id, code) VALUES (?, ?, ?) "
                         "ON CONFLICT (event_key) DO NOTHING")))
{
}

void PgOrderHandler::rollback()
{
    session_.tryRun(QStringLiteral("ROLLBACK"));
}

void PgOrderHandler::dropConnection()
{
    // The prepared statements go first, while there is a connection to
    // free them on; the open transaction stays open until the drop.
    for (QSqlQuery* q : {&readMarker_, &readOrder_, &insertOrder_, &setOrder_, &transition_,
                         &receipt_, &revenue_, &writeMarker_, &parkEvent_})
        q->clear();
    session_.drop();
}

void PgOrderHandler::park(const CloudEvent& event, const std::string& code)
{
    // Outside the handler's transaction, as the Lab parks: in its own commit.
    if (!session_.tryExec(parkEvent_, {text(event.key()), text(event.orderId), text(code)}))
        throw HandlerError("CONTENTION", FailureClass::Retryable,
                           Translated::translate("atlas::HandlerError", "parking the event"));
}

std::optional<PgOrderHandler::Effect>
PgOrderHandler::applyTransition(const OrderEvent& event, const std::string& from, qlonglong total)
{
    const CloudEvent& cloud = event.cloud();
    const bool guarded = strategy_ == HandlerStrategy::InboxInTransaction;
    const std::string target(toString(event.target()));
    if (guarded) {
        if (event.type() == OrderEventType::OrderCreated)
            return Effect{"already-exists", false};
        if (event.target() == OrderState::Completed && from == toString(OrderState::Completed))
            return Effect{"already-completed", false};
        OrderStateMachine::require(from, event.target(), event.orderId());
    }
    if (event.type() == OrderEventType::OrderCreated) {
        // Blind re-creation: the order starts over.
        const Json& data = *event.orderData();
        if (!session_.tryExec(setOrder_, {text(cloud.orderId), text(target),
                                          qlonglong(data.at("total").get<double>()),
                                          text(data.value("customerId", std::string())), nullText(),
                                          text(cloud.id)}))
            return std::nullopt;
        return Effect{"created", true};
    }
    if (!session_.tryExec(
            transition_,
            {text(target),
             event.setsPaymentKey() ? QVariant(text(cloud.paymentIdempotencyKey)) : nullText(),
             text(cloud.id), text(cloud.orderId)}))
        return std::nullopt;
    if (event.target() != OrderState::Completed)
        return Effect{"applied", true};
    if (!session_.tryExec(
            receipt_, {text(cloud.orderId), text("receipt-" + cloud.orderId), text(cloud.key())}) ||
        !session_.tryExec(revenue_, {total, RevenueCounter::shardFor(cloud.orderId)}))
        return std::nullopt;
    return Effect{"completed", true};
}

std::optional<PgOrderHandler::Effect> PgOrderHandler::apply(const OrderEvent& event)
{
    const CloudEvent& cloud = event.cloud();
    const bool marker = strategy_ != HandlerStrategy::NoDedup;
    if (marker) {
        if (!session_.tryExec(readMarker_, {text(cloud.key())}))
            return std::nullopt;
        if (readMarker_.next())
            return Effect{"duplicate", false};
    }
    if (!session_.tryExec(readOrder_, {text(cloud.orderId)}))
        return std::nullopt;
    std::optional<Effect> effect;
    std::string resultState(toString(event.target()));
    if (!readOrder_.next()) {
        if (!event.orderData())
            throw HandlerError("ORDER_NOT_FOUND", FailureClass::Retryable,
                               filled(Translated::translate("atlas::HandlerError",
                                                            "order %1 does not exist (yet)"),
                                      cloud.orderId));
        const Json& data = *event.orderData();
        QSqlQuery& write =
            strategy_ == HandlerStrategy::InboxInTransaction ? insertOrder_ : setOrder_;
        if (!session_.tryExec(
                write,
                {text(cloud.orderId), text(resultState), qlonglong(data.at("total").get<double>()),
                 text(data.value("customerId", std::string())),
                 event.setsPaymentKey() ? QVariant(text(cloud.paymentIdempotencyKey)) : nullText(),
                 text(cloud.id)}))
            return std::nullopt;
        effect = Effect{"created", true};
    } else {
        const std::string from = readOrder_.value(0).toString().toStdString();
        const qlonglong total = readOrder_.value(1).toLongLong();
        effect = applyTransition(event, from, total);
        if (!effect)
            return std::nullopt;
        if (!effect->changed)
            resultState = from;
    }
    if (marker && !session_.tryExec(writeMarker_, {text(cloud.key()), text(cloud.orderId),
                                                   text(resultState), !effect->changed, worker_}))
        return std::nullopt;
    return effect;
}

AttemptOutcome PgOrderHandler::handle(const CloudEvent& cloud, Fault fault,
                                      std::optional<KillPoint> die, std::atomic<bool>* death)
{
    const auto dies = [&](KillPoint point, bool changed) {
        return die == point && changed && death && death->exchange(false);
    };
    AttemptOutcome out;
    if (fault == Fault::TransientError) {
        out.reply = AttemptOutcome::Reply::Nack;
        out.action = "retry";
        out.code = "TRANSIENT_ERROR";
        return out;
    }
    for (int attempt = 1;; ++attempt) {
        session_.tryRun(QStringLiteral("BEGIN ISOLATION LEVEL SERIALIZABLE"));
        std::optional<Effect> effect;
        try {
            effect = apply(OrderEvent::from(cloud));
        } catch (const HandlerError& error) {
            rollback();
            out.code = error.code();
            if (error.retryable()) {
                out.reply = AttemptOutcome::Reply::Nack;
                out.action = "retry";
                return out;
            }
            try {
                park(cloud, error.code());
            } catch (const HandlerError& contention) {
                out.reply = AttemptOutcome::Reply::Nack;
                out.action = "retry";
                out.code = contention.code();
                return out;
            }
            out.action = "parked";
            return out;
        }
        if (effect) {
            out.action = effect->action;
            out.effect = effect->changed;
            if (fault == Fault::CrashBeforeCommit || fault == Fault::CrashBetweenWrites) {
                rollback();
                out.reply = AttemptOutcome::Reply::NoAck;
                out.action = "crash";
                out.effect = false;
                return out;
            }
            if (dies(KillPoint::BeforeCommit, effect->changed)) {
                dropConnection();
                out.reply = AttemptOutcome::Reply::Died;
                return out;
            }
            if (session_.tryRun(QStringLiteral("COMMIT"))) {
                out.committed = true;
                if (dies(KillPoint::AfterCommit, effect->changed))
                    out.reply = AttemptOutcome::Reply::Died;
                else if (fault == Fault::LostAck || fault == Fault::CrashAfterCommit)
                    out.reply = AttemptOutcome::Reply::NoAck;
                return out;
            }
            // A COMMIT that fails has already ended the transaction.
        } else {
            rollback();
        }
        out.effect = false;
        if (attempt == AttemptTransactions::kMaxAttempts) {
            out.reply = AttemptOutcome::Reply::Nack;
            out.action = "retry";
            out.code = "CONTENTION";
            return out;
        }
        ++out.serializationRetries;
        std::this_thread::sleep_for(backoff(attempt));
    }
}

} // namespace atlas
