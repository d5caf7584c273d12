#include "ComparePlayer.h"

#include "CompareSession.h"

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
        const SideOutcome& out = outcome.side(side);
        (side == CompareSetup::Side::Left ? result.left : result.right) = StepResult::checked(
            session_.lab(side), s, position(), out.error, out.journalBefore, side);
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
