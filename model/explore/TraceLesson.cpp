#include "TraceLesson.h"

#include "Explorer.h"

namespace atlas {
namespace {

Json setupJson(const ScenarioSetup& setup)
{
    Json out{{"seed", setup.seed}};
    if (!setup.documents.empty()) {
        Json documents = Json::array();
        for (const SeedDocument& d : setup.documents)
            documents.push_back(Json{{"path", d.path.toStdString()}, {"data", d.data}});
        out["documents"] = std::move(documents);
    }
    if (!setup.strategies.empty()) {
        Json strategies = Json::object();
        for (const auto& [type, strategy] : setup.strategies)
            strategies[type.toStdString()] = strategy.toStdString();
        out["strategies"] = std::move(strategies);
    }
    if (!setup.relayStrategy.isEmpty())
        out["relayStrategy"] = setup.relayStrategy.toStdString();
    if (!setup.retryPolicy.is_null())
        out["retryPolicy"] = setup.retryPolicy;
    if (setup.ackDeadlineMs)
        out["ackDeadlineMs"] = *setup.ackDeadlineMs;
    if (!setup.providerIdempotency.is_null())
        out["providerIdempotency"] = setup.providerIdempotency;
    if (setup.autoRelay)
        out["autoRelay"] = *setup.autoRelay;
    return out;
}

Json stepJson(const std::string& narration, const LabCommand& command)
{
    Json step{{"narration", narration}, {"command", command.name}};
    if (!command.args.empty())
        step["args"] = command.args;
    return step;
}

} // namespace

Json TraceLesson::scenario(const Explorer& explorer, const ExploreResult& result,
                           const QString& scenarioId, const QString& title)
{
    const Scenario& world = explorer.world().scenario();
    Json steps = Json::array();
    for (const ScenarioStep& s : world.steps)
        steps.push_back(stepJson(s.narration.toStdString(),
                                 LabCommand{s.command.toStdString(), s.args}));
    for (std::size_t i = 0; i < result.trace.size(); ++i) {
        const ExploreStep& move = result.trace[i];
        for (std::size_t c = 0; c < move.commands.size(); ++c) {
            std::string narration;
            if (c == 0) {
                narration = "Move " + std::to_string(i + 1) + " of " +
                            std::to_string(result.trace.size()) + ": " + move.label + ".";
                if (move.fault)
                    narration += " This is a fault (" + std::string(toString(*move.fault)) + ").";
                if (static_cast<int>(i) == result.inevitableAt)
                    narration += " From here on, even a run without further faults ends broken.";
            } else {
                narration = "Then: `" + move.commands[c].name + "`.";
            }
            steps.push_back(stepJson(narration, move.commands[c]));
        }
    }
    if (!result.verdict.id.empty() && result.verdict.id != "convergence" && !steps.empty()) {
        Json& last = steps.back();
        last["narration"] = last["narration"].get<std::string>() + " " + result.verdict.title +
                            ": broken (" + result.verdict.explanation + ").";
        last["expect"] = Json::array({Json{{"invariant", result.verdict.id}, {"holds", false}}});
    }
    return Json{{"id", scenarioId.toStdString()},
                {"title", title.toStdString()},
                {"summary", "A shortest run the explorer found that breaks \"" +
                                result.verdict.title + "\", starting from " +
                                world.title.toStdString() + "."},
                {"setup", setupJson(world.setup)},
                {"steps", std::move(steps)}};
}

Json TraceLesson::lesson(const Explorer& explorer, const ExploreResult& result,
                         const QString& lessonId, const QString& title)
{
    const QString scenarioId = lessonId + QStringLiteral("-trace");
    return Json{
        {"id", lessonId.toStdString()},
        {"title", title.toStdString()},
        {"summary", "A counterexample the explorer found: " + result.verdict.title + "."},
        {"version", 1},
        {"language", "en"},
        {"sections",
         Json::array({Json{{"id", "counterexample"},
                           {"title", "The counterexample"},
                           {"markdown", "Play the scenario step by step. Invariant broken: **" +
                                            result.verdict.title + "**. " +
                                            result.verdict.explanation + "."},
                           {"scenario", scenarioId.toStdString()}}})},
        {"scenarios", Json::array({scenario(explorer, result, scenarioId, title)})}};
}

} // namespace atlas
