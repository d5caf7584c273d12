// The order saga's commands and its reservation timeouts (docs/internals.md, "saga/").
#include "lab/Lab.h"

#include "LabArgs.h"
#include "LabError.h"
#include "delivery/DurationText.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "lab/LabWorld.h"
#include "saga/SagaDocuments.h"
#include "saga/SagaStateMachine.h"

#include <stdexcept>

namespace atlas {
namespace {

constexpr std::int64_t kMinSagaTimeoutMs = 1000;
constexpr std::int64_t kMaxSagaTimeoutMs = 24LL * 3600 * 1000;

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
                        filled(Translated::translate("atlas::Lab",
                                                     "%1 holds its stock until %2: then the "
                                                     "saga's timer publishes "
                                                     "SAGA_RESERVATION_EXPIRED"),
                               reservation, formatElapsed(due - w.clock.epoch())),
                        data);
                break;
            case SagaTimeouts::Change::Cancelled:
                journal("saga", "timeout-cancelled",
                        filled(Translated::translate("atlas::Lab",
                                                     "%1 is no longer HELD: its timeout is "
                                                     "cancelled"),
                               reservation),
                        data);
                break;
            case SagaTimeouts::Change::Fired: {
                const CloudEvent event = SagaDocuments::timeoutEvent(orderId, w.clock.nowIso());
                journal("saga", "timeout-fired",
                        filled(Translated::translate("atlas::Lab",
                                                     "%1 timed out while still HELD: the saga's "
                                                     "timer publishes %2 %3"),
                               reservation, event.type, event.id),
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
            filled(Translated::translate("atlas::Lab",
                                         "reservations made from now on hold their stock for "
                                         "%1; a reservation still HELD then is released by the "
                                         "saga's timeout"),
                   formatDuration(ms)),
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
            filled(repair.released
                       ? Translated::translate("atlas::Lab",
                                               "operator moved the saga of order %1 from %2 to "
                                               "%3 and released its reservation: %4")
                       : Translated::translate("atlas::Lab",
                                               "operator moved the saga of order %1 from %2 to "
                                               "%3: %4"),
                   orderId, from, to, reason),
            jsonObject("orderId", orderId, "from", from, "to", to, "released", repair.released,
                       "reason", reason, "decision", std::move(repair.decision)),
            SagaDocuments::repairEvent(orderId).key());
    return jsonObject("orderId", orderId, "from", from, "to", to, "released", repair.released);
}

} // namespace atlas
