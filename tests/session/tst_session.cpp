// Sessions as files: what a recorded session holds, that reopening it
// rebuilds the same world, and that nothing the lab opens is changed.
#include "SessionTestSupport.h"

#include "lab/chaos/ChaosConfig.h"
#include "lab/chaos/ChaosRun.h"
#include "lab/timeline/Journal.h"
#include "session/JournalExport.h"

#include <QDir>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace atlas;
using namespace atlas::sessiontest;

namespace {

// A recorded session whose file has room for a publish (16 of its 64 KiB
// pages), not for a chaos run; the publish is in.
struct CrampedSession
{
    static std::unique_ptr<SessionFile> cramped(const QString& path)
    {
        auto file = SessionFile::create(path, 1);
        file->setSizeLimit(1024 * 1024);
        return file;
    }
    CrampedSession() { lab.execute("publish", Json{{"event", paymentEvent("ord-1", "evt-1")}}); }

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
    Lab lab;
    SessionRecorder recorder{lab, cramped(path), true};
    QSignalSpy failed{&recorder, &SessionRecorder::writeFailed};
};

// Memory keeps ten journal entries; a session file keeps them all.
Lab::Options tenEntriesInMemory()
{
    Lab::Options options;
    options.journalRetention = 10;
    return options;
}

// Runs `play` on `lab` while recording it into a new session at `path`;
// `lines` (which must outlive `lab`: the sink stays) gets every journal line
// the lab wrote, also those a step back takes back. Whether the recording
// was still on at the end.
template <class Play>
bool recordJournal(Lab& lab, const QString& path, std::vector<std::string>& lines, Play&& play)
{
    SessionRecorder recorder(lab, SessionFile::create(path, 1), true);
    lab.setJournalSink(
        [&lines](const JournalEntry& e) { lines.push_back(Journal::toJsonLine(e)); });
    play();
    return recorder.isRecording();
}

// The session file's journal as (seq, line), in order.
std::vector<std::pair<std::uint64_t, std::string>> storedJournal(const QString& path)
{
    std::vector<std::pair<std::uint64_t, std::string>> stored;
    SessionFile::open(path)->forEachJournalLine(
        [&](std::uint64_t seq, std::string_view line) { stored.emplace_back(seq, line); });
    return stored;
}

} // namespace

class TestSession : public QObject
{
    Q_OBJECT
private slots:
    void aRecordedSessionReplaysToTheSameWorld()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        std::map<std::string, std::string> saved;
        writeSession(path, &saved);
        QVERIFY(!saved.empty());

        const SessionReport report = SessionReplay::check(path);
        QVERIFY2(report.consistent(), report.toText().c_str());
        QCOMPARE(report.integrity, std::string("ok"));
        QCOMPARE(report.commands, std::uint64_t{7}); // eight commands, one stepped back

        Lab reopened;
        const auto file = SessionFile::open(path);
        QVERIFY(SessionReplay::restore(reopened, *file).consistent());
        QCOMPARE(contents(reopened), saved);
        QCOMPARE(reopened.commandLog().size(), std::size_t{7});
    }

    void theFileHoldsEveryJournalEntryInOrder()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        std::vector<std::string> lines;
        Lab lab(tenEntriesInMemory());
        recordJournal(lab, path, lines, [&] { playSomeHistory(lab); });
        const auto stored = storedJournal(path);
        QCOMPARE(stored.size(), static_cast<std::size_t>(lab.journal().total()));
        QVERIFY(stored.size() > 10);
        // The sink saw the stepped-back world too; the file holds the world after the step back.
        QCOMPARE(stored.back().second, Journal::toJsonLine(lab.journal().entries().back()));
    }

    // Thousands of lines in one command: many full journal rows, then the
    // lines left over, one row, at the command's commit.
    void aChaosRunStoresEveryJournalLineAsWritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        std::vector<std::string> lines;
        Lab lab(tenEntriesInMemory());
        QVERIFY(recordJournal(lab, path, lines, [&] {
            lab.execute("runChaos", Json{{"orders", 150}, {"events", 600}, {"duplicateRate", 0.1}});
        }));
        QVERIFY2(lines.size() > 2000, std::to_string(lines.size()).c_str());
        const auto stored = storedJournal(path);
        QCOMPARE(stored.size(), lines.size());
        for (std::size_t i = 0; i < stored.size(); ++i) {
            QCOMPARE(stored[i].first, std::uint64_t{i + 1});
            QCOMPARE(stored[i].second, lines[i]);
        }
    }

    void openingCheckingAndReplayingChangeNoByte()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        writeSession(path);
        const QByteArray before = fingerprint(path);
        {
            const auto file = SessionFile::open(path);
            Lab lab;
            QVERIFY(SessionReplay::restore(lab, *file).consistent());
            QVERIFY(SessionReplay::check(path).consistent());
        }
        QCOMPARE(fingerprint(path), before);
    }

    void goingOnAfterReopeningAppendsToTheFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        writeSession(path);
        Lab lab;
        goOnRecording(lab, path);
        if (QTest::currentTestFailed())
            return;
        const SessionReport report = SessionReplay::check(path);
        QVERIFY2(report.consistent(), report.toText().c_str());
        QCOMPARE(report.commands, std::uint64_t{9});
    }

    void aStepBackAndAResetRewriteTheFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        Lab lab;
        SessionRecorder recorder(lab, SessionFile::create(path, 1), true);
        playSomeHistory(lab);
        QVERIFY(lab.stepBack());
        QVERIFY2(SessionReplay::check(path).consistent(),
                 SessionReplay::check(path).toText().c_str());
        lab.execute("reset", Json{{"seed", 9}});
        const SessionReport report = SessionReplay::check(path);
        QVERIFY2(report.consistent(), report.toText().c_str());
        QCOMPARE(report.commands, std::uint64_t{1});
        QCOMPARE(report.seed, std::uint64_t{9});
        QVERIFY(report.documents.empty());
    }

    void aRefusedCommandLeavesTheFileConsistent()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        Lab lab;
        SessionRecorder recorder(lab, SessionFile::create(path, 1), true);
        lab.execute("publish", Json{{"event", paymentEvent("ord-1", "evt-1")}});
        QVERIFY_THROWS_EXCEPTION(std::exception, lab.execute("deliver", Json{{"delivery", 999}}));
        lab.execute("deliverNext", Json::object());
        const SessionReport report = SessionReplay::check(path);
        QVERIFY2(report.consistent(), report.toText().c_str());
        QCOMPARE(report.commands, std::uint64_t{2});
    }

    void aChaosRunInSlicesCommitsEachSliceReplayably()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        Lab lab;
        SessionRecorder recorder(lab, SessionFile::create(path, 1), true);
        const Json args{
            {"orders", 50}, {"events", 400}, {"duplicateRate", 0.1}, {"lostAckRate", 0.05}};
        ChaosRun run(lab, ChaosConfig::fromJson(args));
        run.step(150);
        lab.noteChaosProgress(args, run.published());
        // The slice commits behind the lab, with nothing more from it. What a
        // crash then leaves behind: the first 150 events, undrained.
        SessionReport report;
        QTRY_VERIFY((report = SessionReplay::check(path)).interrupted);
        QVERIFY2(report.consistent(), report.toText().c_str());
        QVERIFY(report.interrupted);
        QCOMPARE(report.interruptedAfter, std::uint64_t{150});
        while (!run.publishingDone())
            run.step(100);
        run.finish();
        lab.logCompletedChaos(args);
        report = SessionReplay::check(path);
        QVERIFY2(report.consistent(), report.toText().c_str());
        QVERIFY(!report.interrupted);
        QCOMPARE(report.commands, std::uint64_t{1});
    }

    void aDifferenceIsReportedNotAccepted()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        writeSession(path);
        rawSql(path, {QStringLiteral("UPDATE documents SET data = '{\"state\":\"FORGED\"}' WHERE "
                                     "collection = 'orders' AND id = 'ord-000001'"),
                      QStringLiteral("DELETE FROM journal WHERE seq = (SELECT max(seq) FROM "
                                     "journal)")});
        const SessionReport report = SessionReplay::check(path);
        QVERIFY(!report.consistent());
        QVERIFY(report.differenceCount >= 2);
        const std::string text = report.toText();
        QVERIFY2(text.find("orders/ord-000001 differs") != std::string::npos, text.c_str());
        QVERIFY2(text.find("journal") != std::string::npos, text.c_str());
    }

    void newSessionsRefuseAFileThatHoldsARun()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        writeSession(path);
        const QByteArray before = fingerprint(path);
        const std::string error = sessionErrorOf([&] { SessionFile::create(path, 1); });
        QVERIFY2(error.find("already holds a lab session") != std::string::npos, error.c_str());
        QCOMPARE(fingerprint(path), before);
    }

    // An empty file may become the session; an empty file marked read-only
    // keeps its mode and stays empty.
    void newSessionsRefuseAReadOnlyEmptyFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("empty.atlaslab"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QVERIFY(file.setPermissions(QFileDevice::ReadOwner | QFileDevice::ReadGroup));
        const std::string error = sessionErrorOf([&] { SessionFile::create(path, 1); });
        QVERIFY2(error.find("is read-only") != std::string::npos, error.c_str());
        QCOMPARE(QFileInfo(path).size(), 0);
        QCOMPARE(QFileInfo(path).permissions() & QFileDevice::WriteOwner,
                 QFileDevice::Permissions());
        QVERIFY(file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        QVERIFY(SessionFile::create(path, 1)); // writable and empty: it becomes the session
        QVERIFY(QFileInfo(path).size() > 0);
    }

    void aFileUriIsAPlainPath()
    {
        QTemporaryDir dir;
        const QString previous = QDir::currentPath();
        QDir::setCurrent(dir.path());
        writeSession(dir.filePath(QStringLiteral("NAME")));
        const QByteArray before = fingerprint(dir.filePath(QStringLiteral("NAME")));
        {
            // SQLite would read "file:NAME" as the URI of NAME; the lab, as a file of that name.
            Lab lab;
            SessionRecorder recorder(lab, SessionFile::create(QStringLiteral("file:NAME"), 1),
                                     true);
            lab.execute("publish", Json{{"event", paymentEvent("ord-1", "evt-1")}});
        }
        QDir::setCurrent(previous);
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("file:NAME"))));
        QCOMPARE(fingerprint(dir.filePath(QStringLiteral("NAME"))), before);
        QVERIFY(SessionReplay::check(dir.filePath(QStringLiteral("file:NAME"))).consistent());
    }

    void aFullDiskStopsTheRecordingAndKeepsTheFileConsistent()
    {
        CrampedSession s;
        s.lab.execute("runChaos", Json{{"orders", 300}, {"events", 1200}});
        QVERIFY(!s.recorder.isRecording());
        QCOMPARE(s.failed.count(), 1);
        QVERIFY2(s.recorder.lastError().contains(QStringLiteral("full")),
                 qPrintable(s.recorder.lastError()));
        QVERIFY2(s.recorder.lastError().contains(s.path), qPrintable(s.recorder.lastError()));
        const SessionReport report = SessionReplay::check(s.path);
        QVERIFY2(report.consistent(), report.toText().c_str());
        QCOMPARE(report.commands, std::uint64_t{1}); // the publish; not the chaos run
    }

    void aSliceThatCannotBeWrittenStopsTheRecordingOnce()
    {
        CrampedSession s;
        // Slices are written behind the lab: the failure of one is heard at
        // a later slice or, at the latest, when the run's command ends.
        const Json args{{"orders", 300}, {"events", 1200}};
        ChaosRun run(s.lab, ChaosConfig::fromJson(args));
        while (!run.publishingDone()) {
            run.step(100);
            s.lab.noteChaosProgress(args, run.published());
        }
        run.finish();
        s.lab.logCompletedChaos(args);
        QVERIFY(!s.recorder.isRecording());
        QCOMPARE(s.failed.count(), 1);
        QVERIFY2(s.recorder.lastError().contains(QStringLiteral("full")),
                 qPrintable(s.recorder.lastError()));
        QVERIFY(!s.recorder.flush());
        // The publish, and the run as far as the last slice that fit, cut short.
        const SessionReport report = SessionReplay::check(s.path);
        QVERIFY2(report.consistent(), report.toText().c_str());
        QCOMPARE(report.commands, std::uint64_t{2});
        QVERIFY(report.interrupted);
        QVERIFY(report.interruptedAfter > 0 && report.interruptedAfter < 1200);
    }

    void aWriterHeldUpLetsTheLabGatherOnAndLosesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        Lab lab;
        SessionRecorder recorder(lab, SessionFile::create(path, 1), true);
        lab.execute("publish", Json{{"event", paymentEvent("ord-1", "evt-1")}});
        // Another connection holding the file's write lock stands in for a
        // slow disk: the writer waits at its first BEGIN (SQLite's busy
        // timeout), its queue fills, and the lab gathers the slices on. The
        // lock goes after twelve slices, well past the queue's depth and well
        // within the 5 s timeout, even on a sanitizer build of a busy machine.
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                       QStringLiteral("holder"));
        other.setDatabaseName(path);
        QVERIFY(other.open());
        QSqlQuery hold(other);
        QVERIFY(hold.exec(QStringLiteral("BEGIN IMMEDIATE")));
        const Json args{{"orders", 300}, {"events", 3000}, {"duplicateRate", 0.1}};
        ChaosRun run(lab, ChaosConfig::fromJson(args));
        const auto slice = [&] {
            run.step(100);
            lab.noteChaosProgress(args, run.published());
        };
        for (int n = 0; n < 12; ++n)
            slice();
        QVERIFY(hold.exec(QStringLiteral("ROLLBACK")));
        hold.finish();
        other.close();
        other = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("holder"));
        while (!run.publishingDone())
            slice();
        run.finish();
        lab.logCompletedChaos(args);
        QVERIFY2(recorder.isRecording(), qPrintable(recorder.lastError()));
        const SessionReport report = SessionReplay::check(path);
        QVERIFY2(report.consistent(), report.toText().c_str());
        QCOMPARE(report.commands, std::uint64_t{2});
        QVERIFY(!report.interrupted);
        // Every document as the lab holds it: of a path gathered twice, the
        // latest version was written last.
        std::map<std::string, std::string> inFile, inLab;
        SessionFile::open(path)->forEachDocument([&](const SessionFile::DocumentRow& row) {
            inFile[row.collection + '/' + row.id] = row.data;
        });
        for (const auto& collection : lab.store().collections())
            for (const auto& doc : lab.store().list(collection))
                inLab[doc->path()] = toJsonText(doc->data);
        QCOMPARE(inFile, inLab);
    }

    void saveCopyMakesAnIdenticalSession()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        const QString copy = dir.filePath(QStringLiteral("copy.atlaslab"));
        Lab lab;
        SessionRecorder recorder(lab, SessionFile::create(path, 1), true);
        playSomeHistory(lab);
        recorder.saveCopy(copy);
        const SessionReport report = SessionReplay::check(copy);
        QVERIFY2(report.consistent(), report.toText().c_str());
        QCOMPARE(report.commands, std::uint64_t{lab.commandLog().size()});
        const std::string error = sessionErrorOf([&] { recorder.saveCopy(copy); });
        QVERIFY2(error.find("already exists") != std::string::npos, error.c_str());
    }

    void theJournalExportsAsJsonLinesAndCsv()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        writeSession(path);
        const auto file = SessionFile::open(path);
        const auto source = [&](const JournalExport::LineSink& sink) {
            file->forEachJournalLine([&](std::uint64_t, std::string_view line) { sink(line); });
        };
        const QString jsonl = dir.filePath(QStringLiteral("j.jsonl"));
        const QString csv = dir.filePath(QStringLiteral("j.csv"));
        const auto entries = JournalExport::write(jsonl, JournalExport::formatFor(jsonl), source);
        QCOMPARE(entries, file->journalCount());
        QCOMPARE(JournalExport::write(csv, JournalExport::formatFor(csv), source), entries);
        QFile j(jsonl), c(csv);
        QVERIFY(j.open(QIODevice::ReadOnly) && c.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = j.readAll().split('\n');
        QCOMPARE(static_cast<std::uint64_t>(lines.size() - 1), entries); // a final newline
        QVERIFY(!Json::parse(lines.first().toStdString(), nullptr, false).is_discarded());
        const QByteArray csvText = c.readAll();
        QVERIFY(
            csvText.startsWith("seq,time,kind,outcome,messageKey,deliveryId,attempt,detail\r\n"));
        QCOMPARE(static_cast<std::uint64_t>(csvText.count("\r\n")), entries + 1);
        const std::string line = "{\"seq\":3,\"kind\":\"command\",\"outcome\":\"publish\","
                                 "\"detail\":\"say \\\"hi\\\", twice\"}";
        QCOMPARE(JournalExport::csvRow(line),
                 std::string("3,,command,publish,,,,\"say \"\"hi\"\", twice\""));
        const std::string error = sessionErrorOf([&] {
            JournalExport::write(QStringLiteral("/dev/full"), JournalExport::Format::JsonLines,
                                 source);
        });
        QVERIFY2(error.find("/dev/full") != std::string::npos, error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
