// A session file keeps the timeline: every branch, which one is current and
// where the world is in it, beside a command log that stays as it was.
#include "SessionTestSupport.h"

#include "session/SessionTimeline.h"

#include <QTemporaryDir>

#include <stdexcept>

using namespace atlas;
using namespace atlas::sessiontest;

namespace {

// Three branches: the history, a fork with a duplicate, and a fork of the
// first, renamed; the world left one step back on the last, with a future.
void playBranches(Lab& lab)
{
    playSomeHistory(lab); // ends one step back: a future of one command
    lab.execute("duplicate", Json{{"message", "latest"}});
    lab.execute("deliverAll", Json::object());
    lab.switchBranch(1, 4);
    lab.execute("advanceClock", Json{{"ms", 5'000}});
    lab.execute("deliverAll", Json::object());
    lab.renameBranch(3, "a quiet minute");
    QVERIFY(lab.stepBack());
}

struct Shape
{
    std::uint64_t id, parent;
    std::size_t forkAt;
    std::string name;
    std::uint64_t seed;
    std::string commands;
    bool operator==(const Shape&) const = default;
};

std::vector<Shape> shape(const Timeline& t)
{
    std::vector<Shape> out;
    for (const auto& b : t.branches()) {
        Json commands = Json::array();
        for (const auto& c : b.commands)
            commands.push_back(c.toJson());
        out.push_back(Shape{b.id, b.parent, b.forkAt, b.name, b.seed, commands.dump()});
    }
    return out;
}

} // namespace

class TestSessionBranches : public QObject
{
    Q_OBJECT
private slots:
    void everyBranchAndTheCurrentOneComeBack()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("branches.atlaslab"));
        Lab lab;
        {
            SessionRecorder recorder(lab, SessionFile::create(path, lab.seed()), true);
            playBranches(lab);
            QVERIFY(recorder.isRecording());
        }
        QCOMPARE(lab.timeline().branches().size(), std::size_t(3));
        QCOMPARE(lab.timeline().current().id, std::uint64_t(3));
        QCOMPARE(lab.timeline().futureSize(), std::size_t(1));

        const SessionReport checked = SessionReplay::check(path);
        QVERIFY2(checked.consistent(), checked.toText().c_str());
        QCOMPARE(checked.branches, std::uint64_t(3));

        Lab reopened;
        const auto file = SessionFile::open(path);
        QCOMPARE(file->commands().size(), lab.commandLog().size()); // the log is the world's
        const SessionReport report = SessionReplay::restore(reopened, *file);
        QVERIFY2(report.consistent(), report.toText().c_str());
        QVERIFY(shape(reopened.timeline()) == shape(lab.timeline()));
        QCOMPARE(reopened.timeline().current().id, std::uint64_t(3));
        QCOMPARE(reopened.timeline().position(), lab.timeline().position());
        QCOMPARE(contents(reopened), contents(lab));
        QCOMPARE(reopened.timeline().find(3)->name, std::string("a quiet minute"));

        // Every branch of the reopened session replays to the world it had.
        for (const std::uint64_t id : {1, 2, 3}) {
            lab.switchBranch(id);
            reopened.switchBranch(id);
            QCOMPARE(contents(reopened), contents(lab));
        }
    }

    void branchesChangedAfterOpeningAreKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("again.atlaslab"));
        writeSession(path); // ends one step back
        Lab lab;
        {
            const auto file = SessionFile::open(path);
            QVERIFY(SessionReplay::restore(lab, *file).consistent());
        }
        QCOMPARE(lab.timeline().futureSize(), std::size_t(1));
        {
            SessionRecorder recorder(lab, SessionFile::open(path), true);
            lab.execute("advanceClock", Json{{"ms", 1'000}}); // forks
            lab.switchBranch(1);                              // and back, the future redone
            lab.renameBranch(2, "the clock");
        }
        Lab reopened;
        const auto file = SessionFile::open(path);
        QVERIFY(SessionReplay::restore(reopened, *file).consistent());
        QVERIFY(shape(reopened.timeline()) == shape(lab.timeline()));
        QCOMPARE(reopened.timeline().current().id, std::uint64_t(1));
        QCOMPARE(reopened.timeline().futureSize(), std::size_t(0));
        QCOMPARE(contents(reopened), contents(lab));
    }

    void aSessionOfOneBranchIsWrittenAsBefore()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plain.atlaslab"));
        Lab lab;
        {
            SessionRecorder recorder(lab, SessionFile::create(path, lab.seed()), true);
            lab.execute("publish", Json{{"event", paymentEvent("ord-1", "evt-1")}});
            lab.execute("deliverAll", Json::object());
        }
        // No key: a file an older lab wrote and reads the same way.
        QVERIFY(!SessionFile::open(path)->timeline().has_value());
        const QByteArray before = fingerprint(path);
        Lab reopened;
        const auto file = SessionFile::open(path);
        const SessionReport report = SessionReplay::restore(reopened, *file);
        QVERIFY(report.consistent());
        QCOMPARE(report.branches, std::uint64_t(1));
        QCOMPARE(reopened.timeline().branches().size(), std::size_t(1));
        QCOMPARE(reopened.commandLog().size(), std::size_t(2));
        QCOMPARE(fingerprint(path), before);
    }

    void openingASessionWithBranchesChangesNoByte()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ro.atlaslab"));
        Lab lab;
        {
            SessionRecorder recorder(lab, SessionFile::create(path, lab.seed()), true);
            playBranches(lab);
        }
        const QByteArray before = fingerprint(path);
        QVERIFY(SessionReplay::check(path).consistent());
        Lab reopened;
        {
            const auto file = SessionFile::open(path);
            QVERIFY(SessionReplay::restore(reopened, *file).consistent());
        }
        QCOMPARE(fingerprint(path), before);
    }

    void damagedBranchesAreRefusedAndTheLabKeepsItsWorld()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.atlaslab"));
        Lab source;
        {
            SessionRecorder recorder(source, SessionFile::create(path, source.seed()), true);
            playBranches(source);
        }
        // A child that claims commands its parent never had.
        rawSql(path, {QStringLiteral("UPDATE session SET value = replace(value, '\"forkAt\":4', "
                                     "'\"forkAt\":400') WHERE key = 'timeline'")});
        const QByteArray before = fingerprint(path);
        Lab lab;
        lab.execute("publish", Json{{"event", paymentEvent("ord-1", "evt-1")}});
        const auto world = contents(lab);
        const auto file = SessionFile::open(path);
        const SessionReport report = SessionReplay::restore(lab, *file);
        QVERIFY(!report.replayed);
        QVERIFY2(report.replayError.find("branches") != std::string::npos,
                 report.replayError.c_str());
        QCOMPARE(lab.commandLog().size(), std::size_t(1));
        QCOMPARE(lab.timeline().branches().size(), std::size_t(1));
        QCOMPARE(contents(lab), world);
        QCOMPARE(fingerprint(path), before);

        rawSql(path, {QStringLiteral("UPDATE session SET value = 'not json' WHERE key = "
                                     "'timeline'")});
        QVERIFY(!SessionReplay::check(path).replayed);
    }

    void commandsAfterTheSavedBranchesAreRecordedAsRunThere()
    {
        // A chaos run cut short after a step back: the file's log has one
        // command past the position the branches were written at.
        Timeline t(1);
        const LabCommand a{"advanceClock", Json{{"ms", 1}}};
        const LabCommand b{"advanceClock", Json{{"ms", 2}}};
        const LabCommand chaos{"runChaos", Json{{"events", 4}, {"limit", 2}, {"drain", false}}};
        t.record(0, a, std::uint64_t(1));
        t.record(1, b, std::nullopt);
        t.moveTo(1);
        const std::optional<std::string> json = SessionTimeline::encode(t);
        QVERIFY(json.has_value());
        const Timeline decoded = SessionTimeline::decode(*json, {a, chaos});
        QCOMPARE(decoded.branches().size(), std::size_t(2));
        QCOMPARE(decoded.current().id, std::uint64_t(2));
        QCOMPARE(decoded.position(), std::size_t(2));
        QCOMPARE(decoded.find(1)->commands.size(), std::size_t(2));
        QCOMPARE(decoded.find(1)->commands[1].args, b.args);
        // A log shorter than the position cannot be the branch's past.
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, SessionTimeline::decode(*json, {}));
    }
};

QTEST_GUILESS_MAIN(TestSessionBranches)
#include "tst_sessionbranches.moc"
