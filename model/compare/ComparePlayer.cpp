#include "ComparePlayer.h"

#include "CompareSession.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "lesson/checker/ExpectationChecker.h"

namespace atlas {

ComparePlayer::ComparePlayer(CompareSession& session, Scenario scenario)
    : session_(session), scenario_(std::move(scenario))
{
}

void ComparePlayer::restart()
{
    results_.clear();
    const CompareSetup compare = scenario_.compare.value_or(CompareSetup{});
    session_.start(scenario_.setup, compare.left, compare.right);
}

const ScenarioStep* ComparePlayer::nextStep() const
{
    return atEnd() ? nullptr : &scenario_.steps[static_cast<std::size_t>(position())];
}

const CompareStepResult& ComparePlayer::step()
{
    const ScenarioStep& s = *nextStep();
    const CompareOutcome outcome = session_.execute(s.command.toStdString(), s.args);
    CompareStepResult result;
    for (const auto side : {CompareSetup::Side::Left, CompareSetup::Side::Right}) {
        StepResult& r = side == CompareSetup::Side::Left ? result.left : result.right;
        const SideOutcome& out = outcome.side(side);
        const Lab& lab = session_.lab(side);
        r.index = position();
        r.command = s.command;
        r.error = out.error;
        for (const auto& entry : lab.journal().entries())
            if (entry.seq > out.journalBefore)
                r.entries.push_back(entry);
        for (const auto& expectation : s.expectations)
            if (CompareSetup::applies(expectation.side, side))
                r.expectations.push_back(
                    ExpectationChecker::check(lab, expectation, out.journalBefore));
    }
    results_.push_back(std::move(result));
    return results_.back();
}

bool ComparePlayer::stepBack()
{
    if (results_.empty() || !session_.stepBack())
        return false;
    results_.pop_back();
    return true;
}

void ComparePlayer::runToEnd()
{
    while (!atEnd())
        step();
}

bool ComparePlayer::allPassed() const
{
    for (const auto& r : results_)
        if (!r.passed())
            return false;
    return true;
}

} // namespace atlas
