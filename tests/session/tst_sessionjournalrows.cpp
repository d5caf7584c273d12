// The session file's journal rows: in schema 3 a row holds a run of
// consecutive entries; a schema 2 file (an entry a row) still opens, replays
// and is written on as it is; numbers taken back cut a row where they begin.
#include "SessionTestSupport.h"

#include "lab/timeline/Journal.h"

#include <QTemporaryDir>

using namespace atlas;
using namespace atlas::sessiontest;

namespace {

std::int64_t scalar(const QString& path, const QString& sql)
{
    const QString name = QStringLiteral("scalar-%1").arg(qHash(path));
    std::int64_t value = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                value = q.value(0).toLongLong();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

std::vector<std::pair<std::uint64_t, std::string>> lines(const SessionFile& file)
{
    std::vector<std::pair<std::uint64_t, std::string>> out;
    file.forEachJournalLine(
        [&](std::uint64_t seq, std::string_view line) { out.emplace_back(seq, line); });
    return out;
}

std::string line(int n)
{
    return "{\"n\":" + std::to_string(n) + "}";
}

// Rewrites a schema 3 file as schema 2 wrote it: each entry its own row.
void toSchema2(const QString& path)
{
    rawSql(path,
           {QStringLiteral(
                "CREATE TEMP TABLE one AS WITH RECURSIVE split(seq, line, rest) AS ("
                "SELECT seq, substr(entry, 1, instr(entry || char(10), char(10)) - 1), "
                "substr(entry, instr(entry || char(10), char(10)) + 1) FROM journal "
                "UNION ALL SELECT seq + 1, substr(rest, 1, instr(rest || char(10), char(10)) - 1), "
                "substr(rest, instr(rest || char(10), char(10)) + 1) FROM split WHERE rest != '') "
                "SELECT seq, line FROM split"),
            QStringLiteral("DELETE FROM journal"),
            QStringLiteral("INSERT INTO journal SELECT seq, line FROM one"),
            QStringLiteral("PRAGMA user_version = 2")});
}

} // namespace

class TestSessionJournalRows : public QObject
{
    Q_OBJECT
private slots:
    void aRowHoldsARunOfEntries()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        Lab lab;
        {
            SessionRecorder recorder(lab, SessionFile::create(path, 1), true);
            lab.execute("runChaos", Json{{"orders", 150}, {"events", 600}, {"duplicateRate", 0.1}});
            QVERIFY(recorder.isRecording());
        }
        QCOMPARE(scalar(path, QStringLiteral("PRAGMA user_version")), std::int64_t{3});
        const auto file = SessionFile::open(path);
        const auto stored = lines(*file);
        QCOMPARE(stored.size(), static_cast<std::size_t>(lab.journal().total()));
        QCOMPARE(file->journalCount(), stored.size());
        for (std::size_t i = 0; i < stored.size(); ++i)
            QCOMPARE(stored[i].first, std::uint64_t{i + 1});
        const std::int64_t rows = scalar(path, QStringLiteral("SELECT count(*) FROM journal"));
        QVERIFY2(rows > 0 && rows * 10 < static_cast<std::int64_t>(stored.size()),
                 std::to_string(rows).c_str());
        // A row of several lines is at most kJournalRowBytes.
        QCOMPARE(scalar(path, QStringLiteral("SELECT count(*) FROM journal WHERE instr(entry, "
                                             "char(10)) > 0 AND length(CAST(entry AS BLOB)) > %1")
                                  .arg(SessionFile::kJournalRowBytes)),
                 std::int64_t{0});
        QVERIFY(SessionReplay::check(path).consistent());
    }

    void aSchema2FileOpensAndIsWrittenOnAsItIs()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.atlaslab"));
        writeSession(path);
        const std::uint64_t entries = SessionFile::open(path)->journalCount();
        toSchema2(path);
        QCOMPARE(scalar(path, QStringLiteral("SELECT count(*) FROM journal")),
                 static_cast<std::int64_t>(entries));
        const QByteArray before = fingerprint(path);
        SessionReport report = SessionReplay::check(path);
        QVERIFY2(report.consistent(), report.toText().c_str());
        QCOMPARE(report.journalEntries, entries);
        QCOMPARE(fingerprint(path), before);

        Lab lab;
        goOnRecording(lab, path);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(scalar(path, QStringLiteral("PRAGMA user_version")), std::int64_t{2});
        QCOMPARE(scalar(path, QStringLiteral("SELECT count(*) FROM journal")),
                 static_cast<std::int64_t>(lab.journal().total()));
        QVERIFY(lab.journal().total() > entries);
        report = SessionReplay::check(path);
        QVERIFY2(report.consistent(), report.toText().c_str());
    }

    void numbersTakenBackCutTheRowTheyBeginIn()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rows.atlaslab"));
        auto file = SessionFile::create(path, 1);
        file->begin();
        for (int n = 1; n <= 10; ++n)
            file->putJournal(std::uint64_t(n), line(n));
        file->commit();
        QCOMPARE(scalar(path, QStringLiteral("SELECT count(*) FROM journal")), std::int64_t{1});

        file->begin();
        file->dropJournalAfter(4);
        file->commit();
        QCOMPARE(file->journalCount(), std::uint64_t{4});
        // A number used again replaces what the file holds from it on.
        file->begin();
        file->putJournal(3, "{\"again\":3}");
        file->commit();
        // Lines still waiting are cut too: 4 to 8 written, 6 to 8 taken back.
        file->begin();
        for (int n = 4; n <= 8; ++n)
            file->putJournal(std::uint64_t(n), line(n));
        file->dropJournalAfter(5);
        file->commit();
        file.reset();

        const auto stored = lines(*SessionFile::open(path));
        const std::vector<std::pair<std::uint64_t, std::string>> expected{
            {1, line(1)}, {2, line(2)}, {3, "{\"again\":3}"}, {4, line(4)}, {5, line(5)}};
        QVERIFY(stored == expected);
        QCOMPARE(SessionFile::open(path)->journalCount(), std::uint64_t{5});
    }

    void aLineWithANewlineStaysOneEntry()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("newline.atlaslab"));
        auto file = SessionFile::create(path, 1);
        file->begin();
        file->putJournal(1, line(1));
        file->putJournal(2, "{\"a\":\n1}");
        file->putJournal(3, line(3));
        file->commit();
        file.reset();
        const auto stored = lines(*SessionFile::open(path));
        const std::vector<std::pair<std::uint64_t, std::string>> expected{
            {1, line(1)}, {2, "{\"a\": 1}"}, {3, line(3)}};
        QVERIFY(stored == expected);
    }

    // The limit counts entries, not rows: 13 rows of 4,000,001 entries each.
    void moreThanTheLimitOfEntriesIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("many.atlaslab"));
        writeSession(path);
        rawSql(path, {QStringLiteral("DELETE FROM journal"),
                      QStringLiteral("WITH RECURSIVE k(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM "
                                     "k WHERE n < 12) INSERT INTO journal SELECT 1 + n * 4000001, "
                                     "replace(hex(zeroblob(2000000)), '0', char(10)) FROM k")});
        const QByteArray before = fingerprint(path);
        const std::string error = sessionErrorOf([&] { SessionFile::open(path); });
        QVERIFY2(error.find("more than 50,000,000 journal entries") != std::string::npos,
                 error.c_str());
        QCOMPARE(fingerprint(path), before);
        // One row fewer is within the limit.
        rawSql(path, {QStringLiteral("DELETE FROM journal WHERE seq > 48000000")});
        QCOMPARE(SessionFile::open(path)->journalCount(), std::uint64_t{48'000'012});
    }

    void rowsThatOverlapAreRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("overlap.atlaslab"));
        writeSession(path);
        QVERIFY(scalar(path, QStringLiteral("SELECT count(*) FROM journal WHERE seq = 1 AND "
                                            "instr(entry, char(10)) > 0")) == 1);
        rawSql(path, {QStringLiteral("INSERT INTO journal VALUES (2, '{}')")});
        const QByteArray before = fingerprint(path);
        const std::string error = sessionErrorOf([&] { lines(*SessionFile::open(path)); });
        QVERIFY2(error.find("journal entry 2 is in two rows") != std::string::npos, error.c_str());
        QVERIFY(sessionErrorOf([&] { SessionReplay::check(path); }) == error);
        QCOMPARE(fingerprint(path), before);
    }
};

QTEST_GUILESS_MAIN(TestSessionJournalRows)
#include "tst_sessionjournalrows.moc"
