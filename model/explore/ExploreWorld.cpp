#include "ExploreWorld.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace atlas {
namespace {

// Commands whose effect the explorer chooses (every order, every fault), and
// the operator's repairs, which a search for what goes wrong leaves out.
constexpr std::array<std::string_view, 21> kSearchMoves{
    "deliverNext",   "deliver",          "deliverAll",   "duplicate",      "reorder",
    "moveDelivery",  "inject",           "advanceClock", "runRelay",       "injectRelayFault",
    "finishAttempt", "redrive",          "replayParked", "resolveParked",  "discardParked",
    "resendReceipt", "markReconciled",   "runChaos",     "reset",          "setAutoRelay",
    "setConsumerOffline",
};

} // namespace

bool ExploreWorld::isSearchMove(const std::string& command)
{
    return std::find(kSearchMoves.begin(), kSearchMoves.end(), command) != kSearchMoves.end();
}

ExploreWorld ExploreWorld::fromScenario(const Scenario& scenario, const std::string& strategy,
                                        const std::string& relayStrategy, int historySteps)
{
    ExploreWorld world;
    world.scenario_ = scenario;
    ScenarioSetup& setup = world.scenario_.setup;
    if (!strategy.empty())
        setup.strategies = {{QStringLiteral("*"), QString::fromStdString(strategy)}};
    if (!relayStrategy.empty())
        setup.relayStrategy = QString::fromStdString(relayStrategy);
    setup.autoRelay = false;
    world.seed_ = static_cast<std::uint64_t>(setup.seed);

    std::vector<ScenarioStep> kept;
    for (std::size_t i = 0; i < scenario.steps.size(); ++i) {
        const ScenarioStep& step = scenario.steps[i];
        const bool history = static_cast<int>(i) < historySteps;
        const std::string command = step.command.toStdString();
        // The explorer's strategies are the ones under test.
        const bool overridden = (command == "setStrategy" && !strategy.empty()) ||
                                (command == "setRelayStrategy" && !relayStrategy.empty());
        if (!history && (isSearchMove(command) || overridden))
            continue;
        ScenarioStep copy = step;
        copy.expectations.clear(); // the scenario's checks speak of its own run
        kept.push_back(std::move(copy));
    }
    world.scenario_.steps = std::move(kept);

    for (const Json& command : setup.commands())
        world.commands_.push_back(
            {command.at("command").get<std::string>(), command.value("args", Json::object())});
    world.commands_.push_back({"setAutoRelay", Json{{"enabled", false}}});
    for (const ScenarioStep& step : world.scenario_.steps)
        world.commands_.push_back({step.command.toStdString(), step.args});
    return world;
}

} // namespace atlas
