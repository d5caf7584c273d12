// Lab::assignWorldFrom: a Lab that takes over another's world and goes on is
// the Lab that replayed the same commands (documents, channel, timers,
// journal, verdicts, Rng, fingerprint), the source is untouched by what the
// copy does next, and a world that cannot be copied is refused loudly.
#include "delivery/DeliveryChannel.h"
#include "explore/ExploreMoves.h"
#include "explore/ExploreWorld.h"
#include "explore/WorldFingerprint.h"
#include "lab/Lab.h"
#include "lab/Rng.h"
#include "lab/commands/LabError.h"
#include "lab/inflight/InFlightAttempts.h"
#include "lab/monitor/MetricsHistory.h"
#include "lab/timeline/Journal.h"
#include "lesson/reader/LessonLoader.h"
#include "outbox/OutboxRelay.h"
#include "store/DocumentStore.h"
#include "store/clock/SimClock.h"

#include <QtTest>

#include <memory>
#include <sstream>

using namespace atlas;

namespace {

const Scenario& labRun()
{
    static const LoadResult loaded =
        LessonLoader::load(qEnvironmentVariable("ATLASLAB_SOURCE_DIR") +
                           QStringLiteral("/lessons/chapter10-idempotency.json"));
    const Scenario* s = loaded.lesson.scenario(QStringLiteral("ch10-lab-run"));
    if (!s)
        qFatal("chapter 10 has no ch10-lab-run");
    return *s;
}

// The world's commands without its leading reset (restore() builds it).
std::vector<LabCommand> worldCommands(bool timers)
{
    std::vector<LabCommand> commands = ExploreWorld::fromScenario(labRun()).commands();
    if (!commands.empty() && commands.front().name == "reset")
        commands.erase(commands.begin());
    if (timers) {
        // Every other owner of SimClock timers: handlers in flight, TTL
        // deletions, a trigger's events and the consumer's offline window.
        commands.push_back({"setHandlerDuration", Json{{"eventType", "*"}, {"ms", 3'000}}});
        commands.push_back({"setMarkerRetention", Json{{"ms", 20'000}}});
        commands.push_back(
            {"setTtlPolicy", Json{{"collection", "workflowEvents"}, {"lagMs", 30'000}}});
        commands.push_back({"addTrigger", Json{{"collection", "orders"}, {"on", "written"}}});
        commands.push_back({"setConsumerOffline", Json{{"enabled", true}, {"durationMs", 4'000}}});
    }
    return commands;
}

// Everything of a world a test can see, one fact a line.
std::string describe(const Lab& lab)
{
    std::ostringstream out;
    const SimClock& clock = lab.clock();
    out << "now " << clock.now() << " timers " << clock.pendingTimers() << " next "
        << clock.nextDue().value_or(-1) << '\n';
    for (const std::string& name : Lab::databaseNames()) {
        const DocumentStore& store = lab.database(name);
        out << "database " << name << " commits " << store.commitSequence() << '\n';
        for (const std::string& collection : store.collections())
            for (const DocumentPtr& doc : store.list(collection))
                out << "  " << doc->path() << ' ' << doc->createTime << ' ' << doc->updateTime
                    << ' ' << doc->data.dump() << '\n';
    }
    for (const InvariantVerdict& v : lab.invariants()) {
        out << "invariant " << v.id << ' ' << v.holds << ' ' << v.explanation;
        for (const std::string& offender : v.offenders)
            out << ' ' << offender;
        out << '\n';
    }
    out << "metrics " << lab.metrics().toJson().dump() << '\n';
    const DeliveryChannel& channel = lab.channel();
    for (const Delivery& d : channel.queue())
        out << "queued " << d.id << ' ' << d.messageKey << ' ' << d.due << ' '
            << static_cast<int>(d.fault) << '\n';
    for (const Message& m : channel.messages())
        out << "message " << m.id << ' ' << m.key() << ' ' << static_cast<int>(m.status) << ' '
            << m.attempts << ' ' << m.lastError << '\n';
    for (const AwaitingAck& a : channel.awaitingAck())
        out << "awaiting " << a.messageKey << ' ' << a.deadline << '\n';
    out << "dead letters " << channel.deadLetters().size() << '\n';
    for (const auto& [id, a] : lab.inFlight().attempts())
        out << "in flight " << id << ' ' << static_cast<int>(a.state) << ' ' << a.finishesAt
            << '\n';
    for (const std::string& id : lab.relay().recordsInFlight())
        out << "relay record " << id << '\n';
    out << "relay answers " << lab.relay().answersInFlight() << " fault "
        << static_cast<int>(lab.relay().pendingFault()) << '\n';
    out << "journal " << lab.journal().total() << '\n';
    for (const JournalEntry& e : lab.journal().entries())
        out << Journal::toJsonLine(e) << '\n';
    out << "history " << lab.metricsHistory().samples().size() << '\n';
    Rng rng = lab.rng(); // a copy: reading it does not move the lab's
    out << "rng " << rng.next() << ' ' << rng.next() << '\n';
    out << "seed " << lab.seed() << " log " << lab.commandLog().size() << '\n';
    for (const LabCommand& c : lab.commandLog())
        out << "  " << c.name << ' ' << c.args.dump() << '\n';
    return out.str();
}

// The first line where two descriptions part, for a readable failure.
QString firstDifference(const std::string& a, const std::string& b)
{
    std::istringstream ia(a);
    std::istringstream ib(b);
    std::string la;
    std::string lb;
    for (int line = 1;; ++line) {
        const bool moreA = static_cast<bool>(std::getline(ia, la));
        const bool moreB = static_cast<bool>(std::getline(ib, lb));
        if (!moreA && !moreB)
            return {};
        if (!moreA || !moreB || la != lb)
            return QStringLiteral("line %1:\n  copy:   %2\n  replay: %3")
                .arg(line)
                .arg(QString::fromStdString(moreA ? la : "(end)"),
                     QString::fromStdString(moreB ? lb : "(end)"));
    }
}

// Plays `moves` moves chosen by `pick` on `lab`, appending the commands run
// to `played`; some moves are plain waits, to fire the timers.
void walk(Lab& lab, Rng& pick, int moves, std::vector<LabCommand>& played)
{
    const std::vector<ExploreFault> faults(kExploreFaults.begin(), kExploreFaults.end());
    for (int i = 0; i < moves; ++i) {
        std::vector<ExploreStep> options = ExploreMoves::next(lab, true, faults);
        if (pick.below(5) == 0 || options.empty())
            options.insert(
                options.begin(),
                ExploreStep{"wait",
                            {{"advanceClock",
                              Json{{"ms", static_cast<std::int64_t>(pick.between(1, 40'000))}}}},
                            std::nullopt});
        const ExploreStep& step = options[pick.below(options.size())];
        try {
            for (const LabCommand& command : step.commands) {
                lab.execute(command);
                played.push_back(command);
            }
        } catch (const LabError&) {
            // A refused command changed nothing and is not logged: pick again.
        }
    }
}

} // namespace

class TestLabClone : public QObject
{
    Q_OBJECT
private slots:
    void cloneThenContinueIsReplay_data()
    {
        QTest::addColumn<bool>("timers");
        QTest::addColumn<quint64>("seed");
        for (const quint64 seed : {1u, 2u, 3u, 7u, 11u, 42u}) {
            QTest::addRow("lab run, seed %llu", seed) << false << seed;
            QTest::addRow("every timer, seed %llu", seed) << true << seed;
        }
    }
    void cloneThenContinueIsReplay()
    {
        QFETCH(bool, timers);
        QFETCH(quint64, seed);
        const std::uint64_t worldSeed = ExploreWorld::fromScenario(labRun()).seed();
        const std::vector<LabCommand> world = worldCommands(timers);
        Rng pick(seed);

        Lab source(Lab::Options{worldSeed, 64});
        source.restore(worldSeed, world);
        std::vector<LabCommand> played = world;
        walk(source, pick, static_cast<int>(pick.between(0, 20)), played);

        // The copy had a world of its own before, with other commands and seed.
        Lab copy(Lab::Options{seed + 1000, 64});
        WorldFingerprint copyPrint(copy);
        copy.execute("seedDocument", Json{{"path", "orders/stale"}, {"data", {{"x", 1}}}});
        copy.execute("setHandlerDuration", Json{{"eventType", "*"}, {"ms", 9'000}});
        copy.assignWorldFrom(source);
        walk(copy, pick, 25, played);
        // However far the rest of the run goes: every timer must be the right one.
        ExploreMoves::settle(copy, 400);
        std::vector<LabCommand> settled = copy.commandLog();

        Lab replayed(Lab::Options{worldSeed, 64});
        WorldFingerprint replayPrint(replayed);
        replayed.restore(worldSeed, settled);
        QCOMPARE(copy.commandLog().size(), replayed.commandLog().size());
        QVERIFY(played.size() <= settled.size());

        const std::string a = describe(copy);
        const std::string b = describe(replayed);
        QVERIFY2(a == b, qPrintable(firstDifference(a, b)));
        QCOMPARE(copyPrint.value(), replayPrint.value());
        const auto va = copy.invariants();
        const auto vb = replayed.invariants();
        QCOMPARE(va.size(), vb.size());
        for (std::size_t i = 0; i < va.size(); ++i) {
            QCOMPARE(va[i].id, vb[i].id);
            QCOMPARE(va[i].holds, vb[i].holds);
        }
    }

    void aFingerprintTakesOverTheSourcesOwn()
    {
        const std::uint64_t worldSeed = ExploreWorld::fromScenario(labRun()).seed();
        Lab source(Lab::Options{worldSeed, 64});
        WorldFingerprint sourcePrint(source);
        source.restore(worldSeed, worldCommands(true));
        source.execute("deliverNext");
        Lab copy(Lab::Options{worldSeed, 64});
        WorldFingerprint copyPrint(copy);
        const std::uint64_t before = copyPrint.value();
        copy.assignWorldFrom(source);
        copyPrint.assignFrom(sourcePrint);
        QCOMPARE(copyPrint.value(), sourcePrint.value());
        QVERIFY(copyPrint.value() != before);
        // And it follows the copy's own commits from there.
        copy.execute("deliverNext");
        source.execute("deliverNext");
        QCOMPARE(copyPrint.value(), sourcePrint.value());
    }

    void theSourceIsLeftAlone()
    {
        const std::uint64_t worldSeed = ExploreWorld::fromScenario(labRun()).seed();
        auto source = std::make_unique<Lab>(Lab::Options{worldSeed, 64});
        source->restore(worldSeed, worldCommands(false));
        // A lost ack: the channel's redelivery timer is pending.
        source->execute("inject", Json{{"delivery", "next"}, {"fault", "lost-ack"}});
        source->execute("deliverNext");
        QVERIFY(!source->channel().awaitingAck().empty());
        const std::string sourceBefore = describe(*source);

        Lab copy(Lab::Options{worldSeed, 64});
        copy.assignWorldFrom(*source);
        QCOMPARE(describe(copy), sourceBefore);
        // The copy's timers fire in the copy.
        copy.execute("advanceClock", Json{{"ms", 60'000}});
        copy.execute("deliverAll");
        copy.execute("runRelay");
        copy.execute("seedDocument",
                     Json{{"path", "orders/new"}, {"data", {{"state", "PAYMENT_PENDING"}}}});
        QVERIFY(copy.channel().awaitingAck().empty());
        QVERIFY(describe(copy) != sourceBefore);
        QVERIFY2(describe(*source) == sourceBefore,
                 qPrintable(firstDifference(describe(*source), sourceBefore)));

        // The source's own timers still act on the source...
        const std::string copyNow = describe(copy);
        source->execute("advanceClock", Json{{"ms", 60'000}});
        QVERIFY(source->channel().awaitingAck().empty());
        QVERIFY(!source->channel().queue().empty());
        QCOMPARE(describe(copy), copyNow);
        // ...and the copy outlives it.
        source.reset();
        copy.execute("advanceClock", Json{{"ms", 600'000}});
        QVERIFY(ExploreMoves::settle(copy, 400));
    }

    void aWorldPastItsFirstFlushIsRefused()
    {
        Lab source(Lab::Options{5, 0});
        // An in-memory store flushes to its rows once it holds more than it
        // keeps queued (128 documents).
        for (int i = 0; i < 200; ++i)
            source.execute("seedDocument",
                           Json{{"path", "orders/o" + std::to_string(i)}, {"data", {{"i", i}}}});
        QVERIFY(!source.cloneBlocker().empty());
        Lab copy(Lab::Options{5, 0});
        copy.execute("seedDocument", Json{{"path", "orders/mine"}, {"data", {{"i", -1}}}});
        const std::string before = describe(copy);
        QVERIFY_THROWS_EXCEPTION(LabError, copy.assignWorldFrom(source));
        QCOMPARE(describe(copy), before);
        // A fresh world can be copied.
        QVERIFY(copy.cloneBlocker().empty());
        Lab other(Lab::Options{5, 0});
        other.assignWorldFrom(copy);
        QCOMPARE(describe(other), before);
    }
};

QTEST_GUILESS_MAIN(TestLabClone)
#include "tst_labclone.moc"
