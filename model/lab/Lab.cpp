#include "Lab.h"

#include "LabWorld.h"
#include "delivery/EventFormatError.h"
#include "delivery/SimulatedCrash.h"
#include "i18n/Filled.h"
#include "lab/chaos/ChaosConfig.h"
#include "lab/commands/LabError.h"
#include "lab/timeline/JournalData.h"
#include "store/StoreError.h"
#include "workflow/handler/HandlerError.h"

#include <QScopeGuard>

#include <algorithm>

namespace atlas {

Lab::Lab(Options options, QObject* parent)
    : QObject(parent), options_(std::move(options)), timeline_(options_.seed)
{
    rebuildWorld(options_.seed);
}

Lab::~Lab() = default;

DocumentStore& Lab::store() const
{
    return world_->store;
}
SimClock& Lab::clock() const
{
    return world_->clock;
}
DeliveryChannel& Lab::channel() const
{
    return world_->channel;
}
Workflow& Lab::workflow() const
{
    return world_->workflow;
}
OutboxRelay& Lab::relay() const
{
    return world_->relay;
}
EmailProvider& Lab::provider() const
{
    return world_->provider;
}
Journal& Lab::journal() const
{
    return world_->journal;
}
const InFlightAttempts& Lab::inFlight() const
{
    return world_->inFlight;
}
Rng& Lab::rng() const
{
    return world_->rng;
}
const ConsumerFaults& Lab::consumer() const
{
    return world_->consumer;
}
const MetricsHistory& Lab::metricsHistory() const
{
    return world_->history;
}
bool Lab::autoRelay() const
{
    return world_->autoRelay;
}

std::vector<InvariantVerdict> Lab::invariants() const
{
    return world_->invariants.verdicts();
}
InvariantVerdict Lab::invariant(const std::string& id) const
{
    return world_->invariants.verdict(id);
}

MetricsSnapshot Lab::metrics() const
{
    const auto& ch = world_->channel;
    return world_->metrics.snapshot(world_->clock.now(), ch.deadLetters().size(),
                                    ch.simulatedCost());
}

void Lab::setJournalSink(std::function<void(const JournalEntry&)> sink)
{
    sink_ = std::move(sink);
    connectJournal();
}

void Lab::setJournalRecorder(std::function<void(const JournalEntry&)> recorder)
{
    recorder_ = std::move(recorder);
    connectJournal();
}

void Lab::connectJournal()
{
    if (!sink_ || !recorder_) {
        world_->journal.setSink(sink_ ? sink_ : recorder_);
        return;
    }
    world_->journal.setSink([this](const JournalEntry& entry) {
        recorder_(entry);
        sink_(entry);
    });
}

const std::vector<std::string>& Lab::commandNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const auto& [name, handler] : dispatchTable())
            out.push_back(name);
        return out;
    }();
    return names;
}

void Lab::rebuildWorld(std::uint64_t seed)
{
    inProgress_.reset();
    world_.reset();
    world_ = std::make_unique<LabWorld>(seed);
    LabWorld& w = *world_;
    w.journal.setRetention(options_.journalRetention);
    connectJournal();
    w.channel.setObserver([this](ChannelEvent&& e) { onChannelEvent(std::move(e)); });
    connect(&w.store, &DocumentStore::committed, this, [this](const CommitInfo& commit) {
        world_->invariants.onCommit(commit);
        world_->metrics.onCommit(commit);
        world_->inFlight.onCommit(commit);
        world_->sagaTimeouts.onCommit(commit);
    });
    connectDatabases();
    connectSaga();
    emit worldCreated();
}

Json Lab::execute(const std::string& name, const Json& args)
{
    const bool known = std::any_of(dispatchTable().begin(), dispatchTable().end(),
                                   [&](const auto& entry) { return entry.first == name; });
    if (!known)
        throw LabError(filled(LabError::tr("unknown command '%1'"), name));
    if (!args.is_object())
        throw LabError(filled(LabError::tr("%1: arguments must be a JSON object, found %2"), name,
                              args.dump()));
    checkGate(name);
    if (name == "reset") {
        // Its world depends on the seed it ran on only when it names none.
        const std::optional<std::uint64_t> seedBefore =
            args.contains("seed") ? std::nullopt : std::optional(options_.seed);
        Json result = dispatch(name, args);
        log_.assign(1, LabCommand{name, args});
        recordInTimeline(0, log_.back(), seedBefore);
        emit worldRebuilt();
        emit commandExecuted();
        return result;
    }

    const std::uint64_t journalBefore = world_->journal.total();
    const std::uint64_t commitsBefore = world_->store.commitSequence();
    const std::uint64_t seedBefore = options_.seed;
    try {
        Json result = dispatch(name, args);
        log_.push_back(LabCommand{name, args});
        recordInTimeline(log_.size() - 1, log_.back(),
                         log_.size() == 1 ? std::optional(seedBefore) : std::nullopt);
        recordMetrics();
        emit commandExecuted();
        return result;
    } catch (const std::exception& error) {
        // Commands validate before acting; if one still changed the world,
        // rebuilding from the log restores it exactly.
        if (world_->store.commitSequence() != commitsBefore ||
            world_->journal.total() > journalBefore + 1) {
            replayTo(log_.size());
        } else if (world_->journal.total() == journalBefore + 1) {
            world_->journal.removeLast();
        }
        throw LabError(name + ": " + error.what());
    }
}

Json Lab::dispatch(const std::string& name, const Json& args)
{
    for (const auto& [command, handler] : dispatchTable())
        if (command == name) {
            // reset journals into the new world it makes; a chaos run journals
            // itself when it starts, so a live run and its replay read alike.
            if (name != "reset" && name != "runChaos")
                journalCommand(name, args);
            return (this->*handler)(args);
        }
    throw LabError(filled(LabError::tr("unknown command '%1'"), name));
}

void Lab::recordInTimeline(std::size_t at, const LabCommand& command,
                           std::optional<std::uint64_t> seed)
{
    timeline_.record(at, command, seed);
    emit timelineChanged();
}

void Lab::setCommandGate(CommandCheck check, std::size_t floor)
{
    gate_ = std::move(check);
    gateFloor_ = gate_ ? floor : 0;
}

void Lab::checkGate(const std::string& command) const
{
    if (gate_)
        gate_(command);
}

bool Lab::stepBack()
{
    if (log_.empty() || (log_.size() == 1 && log_.front().name == "reset") ||
        log_.size() <= gateFloor_)
        return false;
    replayTo(log_.size() - 1);
    return true;
}

bool Lab::stepForward()
{
    if (timeline_.futureSize() == 0 || inProgress_)
        return false;
    // The world is where the future starts, so running its next command
    // gives what a replay would, without rebuilding.
    const LabCommand next = timeline_.current().commands[timeline_.position()];
    execute(next);
    return true;
}

void Lab::restore(std::uint64_t seed, std::vector<LabCommand> commands)
{
    TimelineBranch only;
    only.id = 1;
    only.name = "Branch 1";
    only.seed = seed;
    only.commands = std::move(commands);
    const std::size_t size = only.commands.size();
    restore(Timeline({std::move(only)}, 1, size));
}

void Lab::restore(Timeline timeline)
{
    const std::uint64_t before = options_.seed;
    std::vector<LabCommand> previous = std::move(log_);
    Timeline previousTimeline = std::move(timeline_);
    timeline_ = std::move(timeline);
    try {
        replayTo(timeline_.position());
    } catch (const std::exception& error) {
        options_.seed = before;
        log_ = std::move(previous);
        timeline_ = std::move(previousTimeline);
        throw LabError(
            filled(LabError::tr("the session's commands cannot be replayed: %1"), error.what()));
    }
}

void Lab::switchBranch(std::uint64_t id, std::optional<std::size_t> position)
{
    if (inProgress_)
        throw LabError(
            filled(LabError::tr("a chaos run is under way: wait for it or cancel it first")));
    if (!timeline_.find(id))
        throw LabError(filled(LabError::tr("there is no branch %1"), id));
    const std::uint64_t from = timeline_.current().id;
    const std::size_t at = timeline_.position();
    timeline_.switchTo(id, position);
    try {
        replayTo(timeline_.position());
    } catch (const std::exception& error) {
        // Only a branch read from a file can hold a command this lab refuses.
        timeline_.switchTo(from, at);
        replayTo(at);
        throw LabError(filled(LabError::tr("branch %1 cannot be replayed: %2"), id, error.what()));
    }
}

void Lab::renameBranch(std::uint64_t id, const std::string& name)
{
    try {
        timeline_.rename(id, name);
    } catch (const std::invalid_argument& error) {
        throw LabError(error.what());
    }
    emit timelineChanged();
}

void Lab::replayTo(std::size_t count)
{
    const std::vector<LabCommand>& branch = timeline_.current().commands;
    std::vector<LabCommand> commands(
        branch.begin(),
        branch.begin() + static_cast<std::ptrdiff_t>(std::min(count, branch.size())));
    // A branch either starts with the reset that made its world or runs on
    // the seed its first command ran on.
    options_.seed = timeline_.current().seed;
    rebuildWorld(options_.seed);
    ReplayCount work;
    for (const auto& command : commands)
        work.total += replayWork(command);
    replay_ = work;
    emit replayProgressed(0, work.total);
    {
        // However the replay ends, the last report, before the panels see
        // the new world, says it is over.
        const auto over = qScopeGuard([this] {
            const std::uint64_t total = replay_->total;
            replay_.reset();
            emit replayProgressed(total, total);
        });
        for (const auto& command : commands) {
            dispatch(command.name, command.args);
            recordMetrics();
            if (command.name != "runChaos") // a chaos run reports its own work
                noteReplayWork(1);
        }
    }
    log_ = std::move(commands);
    timeline_.moveTo(log_.size());
    emit timelineChanged();
    emit worldRebuilt();
    emit commandExecuted();
}

JournalEntry Lab::journalEntry(std::string kind, std::string outcome, std::string detail,
                               std::string messageKey, std::uint64_t deliveryId, int attempt) const
{
    JournalEntry e;
    e.time = world_->clock.now();
    e.kind = std::move(kind);
    e.outcome = std::move(outcome);
    e.detail = std::move(detail);
    e.messageKey = std::move(messageKey);
    e.deliveryId = deliveryId;
    e.attempt = attempt;
    return e;
}

void Lab::journal(std::string kind, std::string outcome, std::string detail, Json data,
                  std::string messageKey, std::uint64_t deliveryId, int attempt)
{
    JournalEntry e = journalEntry(std::move(kind), std::move(outcome), std::move(detail),
                                  std::move(messageKey), deliveryId, attempt);
    e.setData(data);
    world_->journal.append(std::move(e));
}

void Lab::journal(std::string kind, std::string outcome, std::string detail,
                  const Decision& decision, std::string messageKey, std::uint64_t deliveryId,
                  int attempt)
{
    JournalEntry e = journalEntry(std::move(kind), std::move(outcome), std::move(detail),
                                  std::move(messageKey), deliveryId, attempt);
    setJournalData(
        e, [&](std::string& out) { decision.appendText(out); }, [&] { return decision.json(); });
    world_->journal.append(std::move(e));
}

void Lab::journalCommand(const std::string& name, const Json& args)
{
    journal("command", name, args.empty() ? name : name + ' ' + args.dump());
}

std::uint64_t Lab::replayWork(const LabCommand& command)
{
    if (command.name != "runChaos")
        return 1;
    // A bad chaos command fails in dispatch, where the error belongs.
    try {
        std::uint64_t events = ChaosConfig::fromJson(command.args).totalEvents();
        if (const auto limit = command.args.find("limit");
            limit != command.args.end() && limit->is_number_unsigned())
            events = std::min(events, limit->get<std::uint64_t>());
        return events + 1; // the last unit: delivering what is still pending
    } catch (const std::invalid_argument&) {
        return 1;
    }
}

void Lab::noteReplayWork(std::uint64_t units)
{
    if (!replay_)
        return;
    replay_->done = std::min(replay_->total, replay_->done + units);
    emit replayProgressed(replay_->done, replay_->total);
}

void Lab::recordMetrics()
{
    world_->history.record(metrics());
}

} // namespace atlas
