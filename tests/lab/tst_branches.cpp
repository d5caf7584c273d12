// The Lab's timeline: step back keeps the future, step forward redoes it,
// a new command forks, and switching to a branch rebuilds exactly the world
// that replaying its log gives.
#include "LabFixtures.h"
#include "lab/chaos/ChaosConfig.h"
#include "lab/chaos/ChaosRun.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "store/DocumentStore.h"
#include "store/json/JsonText.h"
#include "store/clock/SimClock.h"

#include <QSignalSpy>
#include <QtTest>

#include <sstream>

using namespace atlas;
using namespace atlas::fixtures;

namespace {

// Documents with their times, the clock, the invariants and every journal line.
std::string dumpWorld(const Lab& lab)
{
    std::string out = "now " + std::to_string(lab.clock().now()) + '\n';
    for (const auto& c : lab.store().collections())
        for (const auto& doc : lab.store().list(c))
            out += doc->path() + ' ' + toJsonText(doc->data) + ' ' +
                   std::to_string(doc->createTime) + ' ' + std::to_string(doc->updateTime) + '\n';
    for (const auto& v : lab.invariants())
        out += v.id + (v.holds ? " holds\n" : " violated\n");
    std::ostringstream journal;
    lab.journal().writeJsonLines(journal);
    return out + journal.str();
}

std::string replayed(std::uint64_t seed, const std::vector<LabCommand>& commands)
{
    Lab fresh(Lab::Options{seed, 0});
    fresh.restore(seed, commands);
    return dumpWorld(fresh);
}

// An order, its payment published, a lost ack injected: three commands.
void setUp(Lab& lab)
{
    lab.execute("seedDocument", Json{{"path", "orders/ord-ch10-001"}, {"data", lessonOrder()}});
    lab.execute("publish", Json{{"event", paymentEvent()}});
    lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "lost-ack"}});
}

std::string lastOutcome(const Lab& lab)
{
    const JournalEntry* e = lab.journal().lastOfKind("handler-result");
    return e ? e->outcome : std::string();
}

} // namespace

class TestBranches : public QObject
{
    Q_OBJECT
private slots:
    void withoutStepBackTheLogIsTheOnlyBranch()
    {
        Lab lab(Lab::Options{42, 0});
        setUp(lab);
        lab.execute("deliverNext");
        QCOMPARE(lab.timeline().branches().size(), std::size_t(1));
        QCOMPARE(lab.timeline().position(), lab.commandLog().size());
        QCOMPARE(lab.timeline().current().commands.size(), std::size_t(4));
        QCOMPARE(lab.timeline().futureSize(), std::size_t(0));
        QVERIFY(!lab.stepForward());
    }

    void stepForwardRedoesWhatStepBackUndid()
    {
        Lab lab(Lab::Options{42, 0});
        setUp(lab);
        lab.execute("deliverNext");
        lab.execute("advanceClock", Json{{"toNextDue", true}});
        const std::string after = dumpWorld(lab);
        QVERIFY(lab.stepBack());
        QVERIFY(lab.stepBack());
        QCOMPARE(lab.commandLog().size(), std::size_t(3));
        QCOMPARE(lab.timeline().futureSize(), std::size_t(2));
        QVERIFY(lab.stepForward());
        QCOMPARE(lab.commandLog().back().name, std::string("deliverNext"));
        QVERIFY(lab.stepForward());
        QCOMPARE(dumpWorld(lab), after);
        QVERIFY(!lab.stepForward());
        QCOMPARE(lab.timeline().branches().size(), std::size_t(1));
    }

    void aNewCommandAfterStepBackForksAndKeepsTheFuture()
    {
        Lab lab(Lab::Options{42, 0});
        setUp(lab);
        lab.execute("deliverNext");
        QCOMPARE(lastOutcome(lab), std::string("completed"));
        QVERIFY(lab.stepBack());
        QVERIFY(lab.stepBack()); // before the lost ack
        lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "crash-before-commit"}});
        lab.execute("deliverNext");
        QCOMPARE(lastOutcome(lab), std::string("crash"));

        const Timeline& t = lab.timeline();
        QCOMPARE(t.branches().size(), std::size_t(2));
        QCOMPARE(t.current().id, std::uint64_t(2));
        QCOMPARE(t.current().parent, std::uint64_t(1));
        QCOMPARE(t.current().forkAt, std::size_t(2));
        QCOMPARE(t.current().commands.size(), lab.commandLog().size());
        const TimelineBranch& first = *t.find(1);
        QCOMPARE(first.commands.size(), std::size_t(4));
        QCOMPARE(first.commands[2].args.at("fault"), Json("lost-ack"));
        QCOMPARE(first.commands[3].name, std::string("deliverNext"));
    }

    void switchingRebuildsTheWorldItsLogReplaysTo()
    {
        Lab lab(Lab::Options{42, 0});
        setUp(lab);
        lab.execute("deliverNext");
        lab.execute("advanceClock", Json{{"toNextDue", true}});
        lab.execute("deliverNext");
        const std::string firstWorld = dumpWorld(lab);
        QCOMPARE(lastOutcome(lab), std::string("duplicate"));
        QVERIFY(lab.stepBack());
        QVERIFY(lab.stepBack());
        lab.execute("duplicate", Json{{"message", "latest"}});
        lab.execute("deliverAll");
        const std::string secondWorld = dumpWorld(lab);
        QCOMPARE(lab.timeline().branches().size(), std::size_t(2));

        QSignalSpy rebuilt(&lab, &Lab::worldRebuilt);
        QSignalSpy changed(&lab, &Lab::timelineChanged);
        lab.switchBranch(1);
        QCOMPARE(rebuilt.count(), 1);
        QVERIFY(changed.count() >= 1);
        QCOMPARE(lab.timeline().current().id, std::uint64_t(1));
        QCOMPARE(lab.commandLog().size(), std::size_t(6));
        QCOMPARE(dumpWorld(lab), firstWorld);
        QCOMPARE(dumpWorld(lab), replayed(42, lab.timeline().find(1)->commands));

        lab.switchBranch(2);
        QCOMPARE(dumpWorld(lab), secondWorld);
        QCOMPARE(dumpWorld(lab), replayed(42, lab.timeline().find(2)->commands));

        // Part way along a branch: its first n commands, the rest its future.
        lab.switchBranch(1, 4);
        QCOMPARE(lab.commandLog().size(), std::size_t(4));
        QCOMPARE(lab.timeline().futureSize(), std::size_t(2));
        const auto& first = lab.timeline().find(1)->commands;
        QCOMPARE(dumpWorld(lab), replayed(42, {first.begin(), first.begin() + 4}));
    }

    void aResetForksAndTheWorldBeforeItStays()
    {
        Lab lab(Lab::Options{42, 0});
        setUp(lab);
        lab.execute("deliverNext");
        const std::string before = dumpWorld(lab);
        lab.execute("reset", Json{{"seed", 7}});
        QCOMPARE(lab.commandLog().size(), std::size_t(1));
        QCOMPARE(lab.seed(), std::uint64_t(7));
        QCOMPARE(lab.timeline().branches().size(), std::size_t(2));
        QCOMPARE(lab.timeline().current().forkAt, std::size_t(0));
        lab.switchBranch(1);
        QCOMPARE(lab.seed(), std::uint64_t(42)); // the seed that branch ran on
        QCOMPARE(dumpWorld(lab), before);
        // The same reset again follows the branch it made.
        lab.execute("reset", Json{{"seed", 7}});
        QCOMPARE(lab.timeline().branches().size(), std::size_t(2));
        QCOMPARE(lab.timeline().current().id, std::uint64_t(2));
    }

    void aChaosRunInSlicesForksWhenItCompletes()
    {
        Lab lab(Lab::Options{42, 0});
        setUp(lab);
        lab.execute("deliverNext");
        QVERIFY(lab.stepBack());
        ChaosRun run(lab, ChaosConfig::fromJson(Json{{"orders", 3}, {"events", 12}}));
        run.step(4);
        lab.noteChaosProgress(run.config().toJson(), run.published());
        // Mid-run the world belongs to the run: no switching, no redo.
        QVERIFY_THROWS_EXCEPTION(LabError, lab.switchBranch(1));
        QVERIFY(!lab.stepForward());
        QCOMPARE(lab.timeline().futureSize(), std::size_t(1));
        while (!run.publishingDone())
            run.step(4);
        run.finish();
        lab.logCompletedChaos(run.config().toJson());
        QCOMPARE(lab.timeline().branches().size(), std::size_t(2));
        QCOMPARE(lab.timeline().current().commands.back().name, std::string("runChaos"));
        QCOMPARE(lab.timeline().find(1)->commands.back().name, std::string("deliverNext"));
        QCOMPARE(dumpWorld(lab), replayed(42, lab.commandLog()));
    }

    void badSwitchesAndNamesAreRefused()
    {
        Lab lab(Lab::Options{42, 0});
        setUp(lab);
        const std::string world = dumpWorld(lab);
        QVERIFY_THROWS_EXCEPTION(LabError, lab.switchBranch(5));
        QVERIFY_THROWS_EXCEPTION(LabError, lab.renameBranch(1, ""));
        QVERIFY_THROWS_EXCEPTION(LabError, lab.renameBranch(3, "x"));
        QCOMPARE(dumpWorld(lab), world);
        QSignalSpy changed(&lab, &Lab::timelineChanged);
        lab.renameBranch(1, "happy path");
        QCOMPARE(changed.count(), 1);
        QCOMPARE(lab.timeline().current().name, std::string("happy path"));
        QCOMPARE(dumpWorld(lab), world);
    }

    void restoringATimelineReplaysItsCurrentBranch()
    {
        Lab lab(Lab::Options{42, 0});
        setUp(lab);
        lab.execute("deliverNext");
        QVERIFY(lab.stepBack());
        lab.execute("duplicate", Json{{"message", "latest"}});
        QVERIFY(lab.stepBack());
        const std::string world = dumpWorld(lab);

        Lab other(Lab::Options{1, 0});
        other.restore(lab.timeline());
        QCOMPARE(dumpWorld(other), world);
        QCOMPARE(other.seed(), std::uint64_t(42));
        QCOMPARE(other.timeline().branches().size(), std::size_t(2));
        QCOMPARE(other.timeline().futureSize(), std::size_t(1));
        QVERIFY(other.stepForward());
        QCOMPARE(other.commandLog().back().name, std::string("duplicate"));
    }
};

QTEST_GUILESS_MAIN(TestBranches)
#include "tst_branches.moc"
