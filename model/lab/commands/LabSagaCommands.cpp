// The order saga's commands and its reservation timeouts (docs/internals.md, "saga/").
#include "lab/Lab.h"

#include "LabArgs.h"
#include "LabError.h"
#include "delivery/DurationText.h"
#include "i18n/Filled.h"
#include "lab/LabWorld.h"
#include "saga/SagaDocuments.h"
#include "saga/SagaStateMachine.h"

#include <QCoreApplication>

#include <stdexcept>

namespace atlas {
namespace {

constexpr std::int64_t kMinSagaTimeoutMs = 1000;
constexpr std::int64_t kMaxSagaTimeoutMs = 24LL * 3600 * 1000;

std::string translated(const char* text)
{
    return QCoreApplication::translate("atlas::Lab", text).toStdString();
}

} // namespace

void Lab::connectSaga()
{
    world_->sagaTimeouts.setObserver(
        [this](SagaTimeouts::Change change, const std::string& orderId, Millis due) {
            LabWorld& w = *world_;
            const std::string reservation = SagaDocuments::reservationPath(orderId);
            const Json data = jsonObject("orderId", orderId, "reservation", reservation, "due",
                                         SimClock::toIso(due));
            switch (change) {
            case SagaTimeouts::Change::Scheduled:
                journal("saga", "timeout-scheduled",
                        reservation + translated(" holds its stock until ") +
                            formatElapsed(due - w.clock.epoch()) +
                            translated(": then the saga's timer publishes SAGA_RESERVATION_EXPIRED"),
                        data);
                break;
            case SagaTimeouts::Change::Cancelled:
                journal("saga", "timeout-cancelled",
                        reservation + translated(" is no longer HELD: its timeout is cancelled"), data);
                break;
            case SagaTimeouts::Change::Fired: {
                const CloudEvent event = SagaDocuments::timeoutEvent(orderId, w.clock.nowIso());
                journal("saga", "timeout-fired",
                        reservation + translated(" timed out while still HELD: the saga's timer publishes ") +
                            event.type + ' ' + event.id,
                        data, event.key());
                publishEvent(event);
                break;
            }
            }
        });
}

Json Lab::cmdSetSagaTimeout(const Json& args)
{
    const LabArgs a("setSagaTimeout", args);
    const std::int64_t ms = a.integer("ms", kMinSagaTimeoutMs, kMaxSagaTimeoutMs);
    world_->workflow.saga().setReservationTimeout(ms);
    journal("saga", "policy",
            translated("reservations made from now on hold their stock for ") + formatDuration(ms) +
                translated("; a reservation still HELD then is released by the saga's timeout"),
            jsonObject("timeoutMs", ms));
    return jsonObject("timeoutMs", ms);
}

Json Lab::cmdRepairSaga(const Json& args)
{
    const LabArgs a("repairSaga", args);
    const std::string orderId = a.string("orderId");
    const std::string stateName = a.string("state", "CANCELLED");
    const std::string reason = a.string("reason");
    const auto target = sagaStateFromString(stateName);
    if (!target || !SagaStateMachine::isRepairTarget(*target))
        a.fail("state", filled(LabError::tr("\"CANCELLED\" or \"COMPLETED\"")));
    SagaHandler::Repair repair;
    try {
        repair = world_->workflow.saga().repair(orderId, *target, reason);
    } catch (const std::invalid_argument& error) {
        throw LabError(error.what());
    }
    if (*target == SagaState::Completed)
        world_->invariants.onCompletion(orderId);
    const std::string from(toString(repair.from));
    const std::string to(toString(repair.to));
    journal("operator", "repaired",
            translated("operator moved the saga of order ") + orderId + " from " + from + " to " + to +
                (repair.released ? translated(" and released its reservation") : std::string()) + ": " +
                reason,
            jsonObject("orderId", orderId, "from", from, "to", to, "released", repair.released,
                       "reason", reason, "decision", std::move(repair.decision)),
            SagaDocuments::repairEvent(orderId).key());
    return jsonObject("orderId", orderId, "from", from, "to", to, "released", repair.released);
}

} // namespace atlas
