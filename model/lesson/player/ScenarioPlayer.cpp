#include "ScenarioPlayer.h"

#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "lab/timeline/Journal.h"

namespace atlas {

ScenarioPlayer::ScenarioPlayer(Lab& lab, Scenario scenario, CompareSetup::Side side)
    : PlayedSteps(std::move(scenario)), lab_(lab), side_(side)
{
}

void ScenarioPlayer::restart()
{
    results_.clear();
    logSizeBefore_.clear();
    Json commands = scenario_.setup.commands();
    if (scenario_.compare)
        for (const Json& command : scenario_.compare->side(side_).commands())
            commands.push_back(command);
    for (const Json& command : commands)
        lab_.execute(command.at("command").get<std::string>(),
                     command.value("args", Json::object()));
    if (scenario_.setup.autoRelay)
        lab_.execute("setAutoRelay", Json{{"enabled", *scenario_.setup.autoRelay}});
}

const StepResult& ScenarioPlayer::step()
{
    const ScenarioStep& s = *nextStep();
    logSizeBefore_.push_back(lab_.commandLog().size());
    const std::uint64_t journalBefore = lab_.journal().total();
    QString error;
    try {
        lab_.execute(s.command.toStdString(), s.args);
    } catch (const LabError& refused) {
        error = QString::fromStdString(refused.what());
    }
    StepResult result = StepResult::checked(lab_, s, position(), error, journalBefore, side_);
    results_.push_back(std::move(result));
    return results_.back();
}

bool ScenarioPlayer::stepBack()
{
    if (results_.empty())
        return false;
    lab_.replayTo(logSizeBefore_.back());
    logSizeBefore_.pop_back();
    results_.pop_back();
    return true;
}

void ScenarioPlayer::runToEnd()
{
    while (!atEnd())
        step();
}

} // namespace atlas
