#include "ComparePlayer.h"

#include "CompareSession.h"

namespace atlas {

ComparePlayer::ComparePlayer(CompareSession& session, Scenario scenario)
    : PlayedSteps(std::move(scenario)), session_(session)
{
}

void ComparePlayer::restart()
{
    results_.clear();
    const CompareSetup compare = scenario_.compare.value_or(CompareSetup{});
    session_.start(scenario_.setup, compare.left, compare.right);
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

} // namespace atlas
