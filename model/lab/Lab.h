#pragma once

#include "lab/monitor/InvariantVerdict.h"
#include "lab/timeline/JournalEntry.h"
#include "lab/commands/LabCommand.h"
#include "lab/monitor/MetricsSnapshot.h"
#include "lab/timeline/Timeline.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace atlas {

struct LabWorld;
class RulesSet;
struct RulesVerdict;
struct CommitInfo;
struct DocumentTrigger;
class LabArgs;
class TtlSweeper;
struct Delivery;
struct InFlightAttempt;
struct ProcessOutcome;
class Decision;
struct ChannelEvent;
struct CloudEvent;
class ChaosRun;
class ConsumerFaults;
class DeliveryChannel;
class DocumentStore;
class EmailProvider;
class InFlightAttempts;
class Journal;
class MetricsHistory;
class OutboxRelay;
class Rng;
class SimClock;
class Workflow;

// One simulated AtlasMart world and the only way to change it. Clicks, lesson
// steps, chaos runs and the CLI all call execute(); every command is logged,
// so the same seed and log rebuild the same world byte for byte (stepBack).
class Lab : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        std::uint64_t seed = 1;
        std::size_t journalRetention = 0; // 0: keep every entry
    };

    explicit Lab(Options options, QObject* parent = nullptr);
    explicit Lab(QObject* parent = nullptr) : Lab(Options{}, parent) {}
    ~Lab() override;

    // Runs a command and logs it. Throws LabError (nothing changed, nothing
    // logged) for an unknown command or a bad argument. Returns what the
    // command produced, e.g. {"deliveryId": 3}.
    Json execute(const std::string& name, const Json& args = Json::object());
    Json execute(const LabCommand& command) { return execute(command.name, command.args); }
    static const std::vector<std::string>& commandNames();

    // Rebuilds the world from the seed and replays all commands but the last,
    // which stays in the timeline as the current branch's future.
    bool stepBack();
    // Runs the next command of the current branch's future; false if none.
    bool stepForward();
    // While an exercise is under way (ExerciseRun): `check` refuses a command
    // from execute() by throwing LabError (never in a replay, which only
    // repeats what was allowed), and stepBack stops at `floor` commands, the
    // exercise's starting world. An empty check lifts both.
    using CommandCheck = std::function<void(const std::string& command)>;
    void setCommandGate(CommandCheck check, std::size_t floor = 0);
    // Throws what the gate throws: for a run that bypasses execute().
    void checkGate(const std::string& command) const;
    // Rebuilds and replays the first `count` commands of the current branch
    // (past and future); the rest stays its future.
    void replayTo(std::size_t count);
    // Rebuilds the world from `seed` and replays `commands` (a saved
    // session), a timeline of one branch. Throws LabError when one is
    // refused; the log and timeline are then as before.
    void restore(std::uint64_t seed, std::vector<LabCommand> commands);
    // The same for a whole timeline, replaying its current branch.
    void restore(Timeline timeline);
    // The current branch's commands up to the timeline's position.
    const std::vector<LabCommand>& commandLog() const { return log_; }
    // Every branch the learner has made (docs/internals.md, "The timeline").
    const Timeline& timeline() const { return timeline_; }
    // Replays branch `id` up to `position` (default: all of it). Throws
    // LabError for an unknown branch or while a chaos run is under way.
    void switchBranch(std::uint64_t id, std::optional<std::size_t> position = std::nullopt);
    void renameBranch(std::uint64_t id, const std::string& name); // throws LabError
    std::uint64_t seed() const { return options_.seed; }
    // Takes over the complete state of `other`: its world (documents, clock
    // and timers, channel, handlers in flight, relay, journal, monitors,
    // Rng...), options (seed, journal retention), log and timeline, as if
    // this Lab had replayed other's commands, at a fraction of the cost
    // (LabClone.cpp). This Lab keeps its own objects (fetched references stay
    // valid), journal sink, recorder and command gate. Emits worldAssigned(),
    // worldRebuilt() and timelineChanged(). Throws LabError, changing
    // nothing, when other cannot be copied (cloneBlocker).
    void assignWorldFrom(const Lab& other);
    // Why assignWorldFrom cannot copy this Lab's world now (a database on a
    // file or past its first flush, a chaos run or replay under way, a
    // handler's pass in the middle), or empty when it can.
    std::string cloneBlocker() const;
    // While a chaos run in slices is under way (the window's, the CLI's): the
    // command that, appended to the log, rebuilds the world as it is now.
    const std::optional<LabCommand>& commandInProgress() const { return inProgress_; }

    // The current world. These objects are replaced on reset and stepBack:
    // fetch them again after worldRebuilt().
    DocumentStore& store() const;
    SimClock& clock() const;
    DeliveryChannel& channel() const;
    Workflow& workflow() const;
    OutboxRelay& relay() const;
    EmailProvider& provider() const;
    Journal& journal() const;
    // Handler attempts that take time and have not finished yet.
    const InFlightAttempts& inFlight() const;
    Rng& rng() const;
    // Poison events and the consumer's offline window (setConsumerOffline).
    const ConsumerFaults& consumer() const;
    const MetricsHistory& metricsHistory() const;
    bool autoRelay() const;

    // The pending delivery a selector names (as commands take it), if any.
    std::optional<std::uint64_t> findDelivery(const Json& selector) const;
    // The named databases: "(default)" (store()) and "analytics". A trigger
    // and a TTL policy belong to one of them (LabDatabases.cpp).
    static const std::vector<std::string>& databaseNames();
    static constexpr const char* kDefaultDatabase = "(default)";
    DocumentStore& database(std::string_view name) const; // throws LabError
    TtlSweeper& ttl(std::string_view database) const;     // throws LabError
    const std::vector<DocumentTrigger>& triggers() const;

    // The security rules client requests are checked against (the chapter's
    // unless setRules replaced them) and every client request's verdict so
    // far (LabRulesCommands.cpp).
    const RulesSet& rules() const;
    const std::vector<RulesVerdict>& clientRequests() const;

    std::vector<InvariantVerdict> invariants() const;
    InvariantVerdict invariant(const std::string& id) const;
    MetricsSnapshot metrics() const;

    // Sees every journal entry of every later world (the CLI's --journal).
    void setJournalSink(std::function<void(const JournalEntry&)> sink);
    // The same, for whoever records the session (a second, independent slot).
    void setJournalRecorder(std::function<void(const JournalEntry&)> recorder);

    // Used by ChaosRun: the same steps as commands, without logging each one.
    std::uint64_t publishEvent(const Json& event);
    std::uint64_t publishEvent(const CloudEvent& event);
    // durationMs: how long this attempt's handler takes (default: its event
    // type's handler duration).
    bool deliverNextDue(std::optional<std::int64_t> durationMs = std::nullopt);
    void drain(std::size_t maxSteps);
    void runRelayIfAuto();
    void recordMetrics();
    void journalCommand(const std::string& name, const Json& args);
    void logCompletedChaos(const Json& args);
    // After each slice of a chaos run: `published` events of `args` so far.
    void noteChaosProgress(const Json& args, std::uint64_t published);

signals:
    void commandExecuted();
    // A new, empty world exists (reset, step back, restore); a replay into it
    // may follow, and worldRebuilt() comes when it is complete.
    void worldCreated();
    // A long command reached a consistent point: the log plus
    // commandInProgress() describe the world as it is.
    void checkpointReached();
    void worldRebuilt();
    // The world took over another Lab's state (assignWorldFrom): no commit
    // reported what its databases now hold. worldRebuilt() follows.
    void worldAssigned();
    // While a replay (step back, the rollback of a failed command) rebuilds
    // the world, now and then: work done of the total, a command counting
    // one and a chaos run one per event and one for its final drain. The
    // last report, done == total, comes before worldRebuilt().
    void replayProgressed(quint64 done, quint64 total);
    // The timeline has a new branch, name or position (after every command).
    void timelineChanged();

private:
    using Handler = Json (Lab::*)(const Json&);
    static const std::vector<std::pair<std::string, Handler>>& dispatchTable();
    Json dispatch(const std::string& name, const Json& args);
    void rebuildWorld(std::uint64_t seed);
    void recordInTimeline(std::size_t at, const LabCommand& command,
                          std::optional<std::uint64_t> seed);
    static std::uint64_t replayWork(const LabCommand& command);
    void noteReplayWork(std::uint64_t units);
    void connectJournal();
    void onChannelEvent(ChannelEvent&& event);
    void runDelivery(const Delivery& delivery);
    // LabDeadLetterCommands.cpp: the consumer's side of a delivery.
    bool failWhileOffline(const Delivery& delivery);
    void bringConsumerBack(const std::string& why);
    void endOfflineWindow(); // the timer of setConsumerOffline's window
    Json redriveDryRun(const Json& entry);
    void runDelivery(const Delivery& delivery, std::optional<std::int64_t> durationMs = {});
    ProcessOutcome runHandler(const CloudEvent& event, const Delivery& delivery);
    void reportOutcome(const Delivery& delivery, const CloudEvent& event, ProcessOutcome out,
                       Json inFlight);

    // Handlers in flight (LabInFlight.cpp).
    void startAttempt(const Delivery& delivery, const CloudEvent& event, std::int64_t durationMs);
    void openPass(std::uint64_t attempt);
    void closePass(std::uint64_t attempt);
    void resumeWaiters(std::uint64_t holder);
    void journalAbort(const InFlightAttempt& attempt);
    void journalAttempt(const InFlightAttempt& attempt, std::string outcome, std::string detail,
                        Json data);
    std::uint64_t finishNextAttempt(const InFlightAttempt& attempt, const std::string& why);
    void journal(std::string kind, std::string outcome, std::string detail, Json data = nullptr,
                 std::string messageKey = {}, std::uint64_t deliveryId = 0, int attempt = 0);
    // The same with a handler's decision as the facts, written as text
    // without building its tree.
    void journal(std::string kind, std::string outcome, std::string detail,
                 const Decision& decision, std::string messageKey = {},
                 std::uint64_t deliveryId = 0, int attempt = 0);
    JournalEntry journalEntry(std::string kind, std::string outcome, std::string detail,
                              std::string messageKey, std::uint64_t deliveryId, int attempt) const;

    // Commands (LabCommands.cpp)
    Json cmdPublish(const Json& args);
    Json cmdDeliverNext(const Json& args);
    Json cmdDeliver(const Json& args);
    Json cmdDeliverAll(const Json& args);
    Json cmdDuplicate(const Json& args);
    Json cmdReorder(const Json& args);
    Json cmdMoveDelivery(const Json& args);
    Json cmdInject(const Json& args);
    Json cmdAdvanceClock(const Json& args);
    Json cmdSetRetryPolicy(const Json& args);
    Json cmdSetAckDeadline(const Json& args);
    Json cmdRedrive(const Json& args);
    Json cmdReset(const Json& args);
    Json cmdSeedDocument(const Json& args);
    Json cmdSetStrategy(const Json& args);
    Json cmdSetRelayStrategy(const Json& args);
    Json cmdSetProviderIdempotency(const Json& args);
    Json cmdSetAutoRelay(const Json& args);
    Json cmdRunRelay(const Json& args);
    Json cmdInjectRelayFault(const Json& args);
    Json cmdReplayParked(const Json& args);
    Json cmdResolveParked(const Json& args);
    Json cmdDiscardParked(const Json& args);
    Json cmdRunChaos(const Json& args);
    Json cmdPoison(const Json& args);
    Json cmdSetConsumerOffline(const Json& args);
    Json cmdSetRedriveLimit(const Json& args);
    // Databases, TTL and triggers (LabDatabases.cpp)
    Json cmdSetTtlPolicy(const Json& args);
    Json cmdSetMarkerRetention(const Json& args);
    Json cmdDeleteDocument(const Json& args);
    Json cmdAddTrigger(const Json& args);
    Json cmdRemoveTrigger(const Json& args);
    std::string databaseArg(const LabArgs& args) const;
    void connectDatabases();
    void onDatabaseCommit(const std::string& database, const CommitInfo& commit);
    // LabRepairCommands.cpp
    Json cmdResendReceipt(const Json& args);
    Json cmdMarkReconciled(const Json& args);
    Json cmdSetHandlerDuration(const Json& args);
    Json cmdSetConcurrencyMode(const Json& args);
    Json cmdFinishAttempt(const Json& args);
    // The order saga (LabSagaCommands.cpp)
    Json cmdSetSagaTimeout(const Json& args);
    Json cmdRepairSaga(const Json& args);
    void connectSaga();
    // LabRulesCommands.cpp
    Json cmdSetRules(const Json& args);
    Json cmdClientRequest(const Json& args);

    std::uint64_t selectDelivery(const Json& selector, const char* field) const;
    std::uint64_t selectMessage(const Json& selector) const;
    std::string selectParked(const Json& args) const;
    Json relayOnce();
    void relayPass(Json* steps);

    Options options_;
    std::unique_ptr<LabWorld> world_;
    std::vector<LabCommand> log_;
    Timeline timeline_;
    std::function<void(const JournalEntry&)> sink_;
    std::function<void(const JournalEntry&)> recorder_;
    std::optional<LabCommand> inProgress_;
    CommandCheck gate_;
    std::size_t gateFloor_ = 0;
    struct ReplayCount
    {
        std::uint64_t done = 0;
        std::uint64_t total = 0;
    };
    std::optional<ReplayCount> replay_; // set only while replayTo runs
};

} // namespace atlas
