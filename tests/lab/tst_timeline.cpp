// The timeline as bookkeeping, without a Lab: stepping back keeps the
// future, the same command follows it, another one forks, nothing is lost.
#include "lab/timeline/Timeline.h"

#include <QtTest>

#include <stdexcept>

using namespace atlas;

namespace {

LabCommand cmd(const std::string& name, int n = 0)
{
    return LabCommand{name, n ? Json{{"n", n}} : Json::object()};
}

// a b c d on branch 1.
Timeline fourCommands()
{
    Timeline t(7);
    for (const char* name : {"a", "b", "c", "d"})
        t.record(t.position(), cmd(name),
                 t.position() == 0 ? std::optional<std::uint64_t>(7) : std::nullopt);
    return t;
}

std::vector<std::string> names(const std::vector<LabCommand>& commands)
{
    std::vector<std::string> out;
    for (const auto& c : commands)
        out.push_back(c.name);
    return out;
}

using Names = std::vector<std::string>;

} // namespace

class TestTimeline : public QObject
{
    Q_OBJECT
private slots:
    void commandsAtTheEndExtendTheBranch()
    {
        Timeline t = fourCommands();
        QCOMPARE(t.branches().size(), std::size_t(1));
        QCOMPARE(t.current().name, std::string("Branch 1"));
        QCOMPARE(t.current().seed, std::uint64_t(7));
        QCOMPARE(t.position(), std::size_t(4));
        QCOMPARE(t.futureSize(), std::size_t(0));
        QCOMPARE(names(t.current().commands), (Names{"a", "b", "c", "d"}));
    }

    void steppingBackKeepsTheFuture()
    {
        Timeline t = fourCommands();
        t.moveTo(2);
        QCOMPARE(t.position(), std::size_t(2));
        QCOMPARE(t.futureSize(), std::size_t(2));
        QCOMPARE(names(t.current().commands), (Names{"a", "b", "c", "d"}));
        t.moveTo(99); // clamped to the branch
        QCOMPARE(t.position(), std::size_t(4));
    }

    void theSameCommandFollowsTheFuture()
    {
        Timeline t = fourCommands();
        t.moveTo(2);
        QCOMPARE(t.record(2, cmd("c"), std::nullopt), Timeline::Step::Followed);
        QCOMPARE(t.branches().size(), std::size_t(1));
        QCOMPARE(t.position(), std::size_t(3));
        QCOMPARE(t.futureSize(), std::size_t(1));
    }

    void anotherCommandForksAndTheOldFutureStays()
    {
        Timeline t = fourCommands();
        t.moveTo(2);
        QCOMPARE(t.record(2, cmd("x"), std::nullopt), Timeline::Step::Forked);
        QCOMPARE(t.branches().size(), std::size_t(2));
        const TimelineBranch& fork = t.current();
        QCOMPARE(fork.id, std::uint64_t(2));
        QCOMPARE(fork.parent, std::uint64_t(1));
        QCOMPARE(fork.forkAt, std::size_t(2));
        QCOMPARE(fork.name, std::string("Branch 2"));
        QCOMPARE(fork.seed, std::uint64_t(7));
        QCOMPARE(names(fork.commands), (Names{"a", "b", "x"}));
        QCOMPARE(t.position(), std::size_t(3));
        QCOMPARE(names(t.find(1)->commands), (Names{"a", "b", "c", "d"}));
        // The new branch grows at its end like any other.
        QCOMPARE(t.record(3, cmd("y"), std::nullopt), Timeline::Step::Extended);
        QCOMPARE(names(t.current().commands), (Names{"a", "b", "x", "y"}));
        QCOMPARE(names(t.find(1)->commands), (Names{"a", "b", "c", "d"}));
    }

    void redoingAForkFollowsItInsteadOfCopyingIt()
    {
        Timeline t = fourCommands();
        t.moveTo(2);
        t.record(2, cmd("x"), std::nullopt);
        t.switchTo(1, 2);
        QCOMPARE(t.current().id, std::uint64_t(1));
        QCOMPARE(t.record(2, cmd("x"), std::nullopt), Timeline::Step::Followed);
        QCOMPARE(t.current().id, std::uint64_t(2));
        QCOMPARE(t.branches().size(), std::size_t(2));
        // And the parent's own command, from the fork, goes back to the parent.
        t.moveTo(2);
        QCOMPARE(t.record(2, cmd("c"), std::nullopt), Timeline::Step::Followed);
        QCOMPARE(t.current().id, std::uint64_t(1));
        QCOMPARE(t.position(), std::size_t(3));
    }

    void aForkBeforeTheForkPointHangsFromTheBranchThatOwnsIt()
    {
        Timeline t = fourCommands();
        t.moveTo(2);
        t.record(2, cmd("x"), std::nullopt); // branch 2: a b x, forked at 2
        t.moveTo(1);
        QCOMPARE(t.record(1, cmd("z"), std::nullopt), Timeline::Step::Forked);
        QCOMPARE(t.current().parent, std::uint64_t(1)); // a is branch 1's
        QCOMPARE(t.current().forkAt, std::size_t(1));
        QCOMPARE(names(t.current().commands), (Names{"a", "z"}));
        // Forking exactly at a fork point makes a sibling.
        t.switchTo(2, 2);
        t.record(2, cmd("w"), std::nullopt);
        QCOMPARE(t.current().parent, std::uint64_t(1));
        QCOMPARE(t.current().forkAt, std::size_t(2));
        QCOMPARE(t.branches().size(), std::size_t(4));
    }

    void aFreshStartForksAtZeroAndItsSeedCounts()
    {
        Timeline t = fourCommands();
        // reset{} depends on the seed it ran on: a different one is another branch.
        QCOMPARE(t.record(0, cmd("reset"), std::uint64_t(9)), Timeline::Step::Forked);
        QCOMPARE(t.current().forkAt, std::size_t(0));
        QCOMPARE(t.current().parent, std::uint64_t(1));
        QCOMPARE(t.current().seed, std::uint64_t(9));
        QCOMPARE(t.record(0, cmd("reset"), std::uint64_t(9)), Timeline::Step::Followed);
        QCOMPARE(t.record(0, cmd("reset"), std::uint64_t(3)), Timeline::Step::Forked);
        QCOMPARE(t.branches().size(), std::size_t(3));
        // One that names its seed matches whatever the seed was.
        t.switchTo(1);
        QCOMPARE(t.record(0, cmd("a"), std::nullopt), Timeline::Step::Followed);
        QCOMPARE(t.current().id, std::uint64_t(1));
        QCOMPARE(t.futureSize(), std::size_t(3));
    }

    void switchingAndRenaming()
    {
        Timeline t = fourCommands();
        t.moveTo(1);
        t.record(1, cmd("x"), std::nullopt);
        t.switchTo(1);
        QCOMPARE(t.position(), std::size_t(4)); // a branch's end unless told
        t.switchTo(2, 1);
        QCOMPARE(t.position(), std::size_t(1));
        t.rename(2, "without b");
        QCOMPARE(t.find(2)->name, std::string("without b"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, t.switchTo(3));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, t.rename(3, "x"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, t.rename(2, ""));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 t.rename(2, std::string(Timeline::kMaxNameLength + 1, 'n')));
        QCOMPARE(t.find(2)->name, std::string("without b"));
    }

    void onlyAPlainAppendLeavesTheRevision()
    {
        Timeline t = fourCommands();
        const std::uint64_t r0 = t.revision();
        t.record(4, cmd("e"), std::nullopt);
        QCOMPARE(t.revision(), r0);
        t.moveTo(3);
        const std::uint64_t r1 = t.revision();
        QVERIFY(r1 != r0);
        t.record(3, cmd("d"), std::nullopt);
        QVERIFY(t.revision() != r1);
        const std::uint64_t r2 = t.revision();
        t.rename(1, "main");
        QVERIFY(t.revision() != r2);
    }

    void nothingIsEverLost()
    {
        // Every log the world ever had stays a prefix of some branch.
        Timeline t(1);
        std::vector<std::vector<std::string>> seen;
        const auto remember = [&] {
            const auto& c = t.current().commands;
            seen.push_back(names({c.begin(), c.begin() + std::ptrdiff_t(t.position())}));
        };
        int n = 0;
        for (int round = 0; round < 40; ++round) {
            switch (round % 5) {
            case 0:
            case 1:
                t.record(t.position(), cmd("c" + std::to_string(++n)), std::nullopt);
                break;
            case 2:
                t.moveTo(t.position() >= 2 ? t.position() - 2 : 0);
                break;
            case 3:
                t.switchTo(t.branches()[std::size_t(round) % t.branches().size()].id,
                           std::size_t(round % 3));
                break;
            case 4:
                t.record(t.position(), cmd("c" + std::to_string(n % 3)), std::nullopt);
                break;
            }
            remember();
        }
        QVERIFY(t.branches().size() > 3);
        for (const auto& log : seen) {
            bool kept = false;
            for (const auto& b : t.branches()) {
                const Names all = names(b.commands);
                kept = kept || (all.size() >= log.size() &&
                                std::equal(log.begin(), log.end(), all.begin()));
            }
            QVERIFY(kept);
        }
        // And what it built is a valid saved timeline.
        Timeline copy(t.branches(), t.current().id, t.position());
        QCOMPARE(copy.branches().size(), t.branches().size());
    }

    void aSavedTimelineIsChecked()
    {
        Timeline t = fourCommands();
        t.moveTo(2);
        t.record(2, cmd("x"), std::nullopt);
        auto branches = t.branches();
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Timeline(branches, 9, 0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Timeline(branches, 2, 4));
        auto wrongPrefix = branches;
        wrongPrefix[1].commands[0] = cmd("q");
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Timeline(wrongPrefix, 2, 3));
        auto noParent = branches;
        noParent[1].parent = 5;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Timeline(noParent, 2, 3));
        auto otherSeed = branches;
        otherSeed[1].seed = 8;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Timeline(otherSeed, 2, 3));
        auto pastTheEnd = branches;
        pastTheEnd[1].forkAt = 5;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Timeline(pastTheEnd, 2, 3));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Timeline({}, 1, 0));
        const Timeline ok(branches, 2, 3);
        QCOMPARE(ok.current().id, std::uint64_t(2));
    }
};

QTEST_APPLESS_MAIN(TestTimeline)
#include "tst_timeline.moc"
