#include "StepResult.h"

#include "lab/Lab.h"
#include "lab/timeline/Journal.h"
#include "lesson/ScenarioStep.h"
#include "lesson/checker/ExpectationChecker.h"

namespace atlas {

StepResult StepResult::checked(const Lab& lab, const ScenarioStep& step, int index, QString error,
                               std::uint64_t journalBefore, CompareSetup::Side side)
{
    StepResult result;
    result.index = index;
    result.command = step.command;
    result.error = std::move(error);
    for (const auto& entry : lab.journal().entries())
        if (entry.seq > journalBefore)
            result.entries.push_back(entry);
    for (const auto& expectation : step.expectations)
        if (CompareSetup::applies(expectation.side, side))
            result.expectations.push_back(
                ExpectationChecker::check(lab, expectation, journalBefore));
    return result;
}

} // namespace atlas
