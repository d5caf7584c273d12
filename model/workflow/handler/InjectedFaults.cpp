#include "InjectedFaults.h"

#include "Decision.h"
#include "HandlerError.h"
#include "delivery/SimulatedCrash.h"
#include "i18n/Translated.h"

#include <string>

namespace atlas {

void InjectedFaults::throwIfRefused(Fault fault)
{
    if (fault == Fault::TransientError)
        throw HandlerError("TRANSIENT_ERROR", FailureClass::Retryable,
                           Translated::translate("atlas::HandlerError",
                                                 "injected: the handler timed out before "
                                                 "writing anything; a retry may succeed"));
    if (fault == Fault::PermanentError)
        throw HandlerError("PERMANENT_ERROR", FailureClass::Permanent,
                           Translated::translate("atlas::HandlerError",
                                                 "injected: the handler rejected the event "
                                                 "before writing anything; retrying cannot "
                                                 "help"));
}

bool InjectedFaults::crashesBeforeSingleCommit(Fault fault)
{
    return fault == Fault::CrashBeforeCommit || fault == Fault::CrashBetweenWrites;
}

void InjectedFaults::crash(Decision& decision, std::string_view point)
{
    decision.crashed(point);
    throw SimulatedCrash(false, point);
}

} // namespace atlas
