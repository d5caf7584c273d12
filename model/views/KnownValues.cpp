#include "KnownValues.h"

#include "OutcomeCategory.h"
#include "delivery/Fault.h"
#include "lab/Lab.h"
#include "workflow/order/OrderEventType.h"
#include "saga/SagaState.h"
#include "workflow/order/OrderState.h"

namespace atlas {
namespace {

template <class Range, class Name> QStringList names(const Range& items, Name name)
{
    QStringList out;
    for (const auto& item : items)
        out << QString::fromUtf8(std::string_view(name(item)));
    return out;
}

QStringList orderStateNames()
{
    return names(kOrderStates, [](OrderState state) { return toString(state); });
}

QStringList sagaStateNames()
{
    return names(kSagaStates, [](SagaState state) { return toString(state); });
}

// The reservation states the saga writes (saga/SagaHandler.cpp).
QStringList reservationStates()
{
    return {QStringLiteral("HELD"), QStringLiteral("CONSUMED"), QStringLiteral("RELEASED")};
}

struct StoredField
{
    std::string_view collection;
    std::string_view field;
    QStringList (*values)();
};

// The states the outbox relay (OutboxRelay.cpp) and parking
// (ParkedEvents.cpp) write; they are plain strings there.
QStringList outboxStates()
{
    return {QStringLiteral("READY"), QStringLiteral("PROCESSING"), QStringLiteral("SENT"),
            QStringLiteral("FAILED")};
}
QStringList outboxTypes()
{
    return {QStringLiteral("SEND_RECEIPT")};
}
QStringList parkedStates()
{
    return {QStringLiteral("NEEDS_REVIEW"), QStringLiteral("REPLAYED"), QStringLiteral("RESOLVED"),
            QStringLiteral("DISCARDED")};
}

constexpr StoredField kStoredFields[] = {
    {"orders", "state", orderStateNames},
    {"workflowEvents", "type", eventTypeNames},
    {"workflowEvents", "resultState", orderStateNames},
    {"workflowOutbox", "state", outboxStates},
    {"workflowOutbox", "type", outboxTypes},
    {"workflowDeadLetters", "state", parkedStates},
    {"workflowDeadLetters", "type", eventTypeNames},
    {"orderSagas", "state", sagaStateNames},
    {"reservations", "state", reservationStates},
};

} // namespace

QStringList eventTypeNames()
{
    return names(kOrderEventTypes, [](OrderEventType type) { return toString(type); });
}

QStringList faultNames()
{
    constexpr Fault kFaults[] = {Fault::TransientError,    Fault::PermanentError,
                                 Fault::CrashBeforeCommit, Fault::CrashBetweenWrites,
                                 Fault::CrashAfterCommit,  Fault::LostAck};
    return names(kFaults, [](Fault fault) { return toString(fault); });
}

QStringList journalKindNames()
{
    return {QStringLiteral("command"), QStringLiteral("channel"),  QStringLiteral("handler-result"),
            QStringLiteral("relay"),   QStringLiteral("operator"), QStringLiteral("clock"),
            QStringLiteral("ttl"),     QStringLiteral("trigger"), QStringLiteral("handler"),
            QStringLiteral("saga"), QStringLiteral("rules")};
}

QStringList journalOutcomeNames()
{
    const auto same = [](std::string_view name) { return name; };
    return names(categorisedOutcomes(), same) + names(Lab::commandNames(), same);
}

QStringList storedFieldValues(std::string_view collection, std::string_view field)
{
    for (const auto& stored : kStoredFields)
        if (stored.collection == collection && stored.field == field)
            return stored.values();
    return {};
}

} // namespace atlas
