// The command line as a user meets it: exit codes, messages, determinism.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run run(const QStringList& args,
        const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(),
        const QString& workingDirectory = QString(),
        const QString& program = QStringLiteral(ATLASLAB_EXE))
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(workingDirectory);
    p.start(program, args);
    p.waitForFinished(300'000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QStringList chaos(const QStringList& extra)
{
    return QStringList{QStringLiteral("--headless"), QStringLiteral("--chaos"),
                       QStringLiteral("--orders"),   QStringLiteral("300"),
                       QStringLiteral("--events"),   QStringLiteral("1000")} +
           extra;
}

// A short run: enough to write a journal, fast enough for many rows.
QStringList shortChaos(const QStringList& extra)
{
    return QStringList{QStringLiteral("--headless"), QStringLiteral("--chaos"),
                       QStringLiteral("--orders"),   QStringLiteral("20"),
                       QStringLiteral("--events"),   QStringLiteral("50")} +
           extra;
}

QString lessonFile(const char* id)
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR") + QStringLiteral("/lessons/") +
           QLatin1String(id) + QStringLiteral(".json");
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(content) == content.size();
}

const QByteArray kJournalBefore = "{\"note\": \"the journal of an earlier run\"}\n";

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private slots:
    void helpListsEveryOption()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        for (const char* option :
             {"--headless", "--chaos", "--seed", "--orders", "--events", "--retry", "--strategy",
              "--journal", "--db", "--json", "--lesson", "--scenario", "--reconcile", "--list",
              "--validate", "--screenshot"})
            QVERIFY2(r.out.contains(QLatin1String(option)), option);
        QVERIFY(r.out.contains(QStringLiteral("Exit codes: 0 ok")));
        QVERIFY(r.out.contains(QStringLiteral("3 a file could not be used or written")));
    }

    void badArgumentsExitWithTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("mentions");
        const auto S = [](const char* text) { return QString::fromLatin1(text); };
        const auto L = [](std::initializer_list<const char*> texts) {
            QStringList list;
            for (const char* t : texts)
                list << QString::fromLatin1(t);
            return list;
        };
        QTest::newRow("unknown option") << L({"--headless", "--bogus"}) << L({"bogus"});
        QTest::newRow("unknown option, window") << L({"--bogus"}) << L({"bogus"});
        QTest::newRow("bad retry")
            << shortChaos(L({"--retry", "sometimes"})) << L({"--retry", "sometimes", "unlimited"});
        QTest::newRow("bad strategy")
            << shortChaos(L({"--strategy", "hope"})) << L({"--strategy", "hope", "no-dedup"});
        QTest::newRow("bad relay strategy") << shortChaos(L({"--relay-strategy", "pigeon"}))
                                            << L({"--relay-strategy", "pigeon", "flag-after-send"});
        QTest::newRow("rate above 1")
            << shortChaos(L({"--duplicates", "2"})) << L({"--duplicates"});
        QTest::newRow("rate below 0") << shortChaos(L({"--reorders", "-0.1"})) << L({"--reorders"});
        QTest::newRow("rate nan") << shortChaos(L({"--duplicates", "nan"}))
                                  << L({"--duplicates", "nan"});
        QTest::newRow("rate inf") << shortChaos(L({"--crashes", "inf"})) << L({"--crashes", "inf"});
        QTest::newRow("rate -inf")
            << shortChaos(L({"--lost-acks", "-inf"})) << L({"--lost-acks", "-inf"});
        QTest::newRow("rate 1e400")
            << shortChaos(L({"--transients", "1e400"})) << L({"--transients", "1e400"});
        QTest::newRow("rate not a number")
            << shortChaos(L({"--reorders", "often"})) << L({"--reorders", "often"});
        QTest::newRow("shared draw above 1")
            << shortChaos(L({"--lost-acks", "0.5", "--crashes", "0.4", "--transients", "0.3"}))
            << L({"--lost-acks", "--crashes", "--transients", "1.2"});
        QTest::newRow("shared draw above 1, default lost acks")
            << shortChaos(L({"--crashes", "1"})) << L({"--lost-acks", "--crashes", "1.02"});
        QTest::newRow("negative count") << shortChaos(L({"--events", "-5"})) << L({"--events"});
        QTest::newRow("zero orders") << shortChaos(L({"--orders", "0"})) << L({"--orders"});
        QTest::newRow("too many events")
            << shortChaos(L({"--events", "100000001"})) << L({"--events", "100000000"});
        QTest::newRow("negative seed") << shortChaos(L({"--seed", "-1"})) << L({"--seed", "-1"});
        QTest::newRow("seed with a sign") << shortChaos(L({"--seed", "+5"})) << L({"--seed"});
        QTest::newRow("seed with spaces") << shortChaos(L({"--seed", " 5"})) << L({"--seed"});
        QTest::newRow("seed above 2^64-1") << shortChaos(L({"--seed", "18446744073709551616"}))
                                           << L({"--seed", "18446744073709551615"});
        QTest::newRow("seed not a number") << shortChaos(L({"--seed", "1e3"})) << L({"--seed"});
        QTest::newRow("negative seed, window") << L({"--seed", "-1"}) << L({"--seed", "-1"});
        QTest::newRow("unknown theme") << L({"--theme", "blue"}) << L({"--theme", "blue"});
        QTest::newRow("dark and another theme")
            << L({"--dark", "--theme", "light"}) << L({"--dark", "--theme light"});
        QTest::newRow("theme with chaos")
            << shortChaos(L({"--theme", "dark"})) << L({"--theme", "window"});
        QTest::newRow("headless alone") << L({"--headless"}) << L({"--chaos", "--lesson"});
        QTest::newRow("chaos without headless")
            << L({"--chaos"}) << L({"--chaos needs --headless"});
        QTest::newRow("journal without headless")
            << L({"--journal", "x.jsonl"})
            << L({"--journal needs --headless", "--headless --chaos"});
        QTest::newRow("db with lesson")
            << QStringList{S("--headless"), S("--lesson"), lessonFile("example-minimal"), S("--db"),
                           S("x.atlaslab")}
            << L({"--db", "--headless --lesson FILE", "--headless --chaos"});
        QTest::newRow("journal with lesson")
            << QStringList{S("--headless"), S("--lesson"), lessonFile("example-minimal"),
                           S("--journal"), S("x.jsonl")}
            << L({"--journal", "--headless --chaos"});
        QTest::newRow("events with lesson")
            << QStringList{S("--headless"), S("--lesson"), lessonFile("example-minimal"),
                           S("--events"), S("10")}
            << L({"--events", "--headless --chaos"});
        QTest::newRow("scenario with chaos")
            << shortChaos(L({"--scenario", "x"})) << L({"--scenario", "--headless --lesson FILE"});
        QTest::newRow("screenshot with chaos")
            << shortChaos(L({"--screenshot", "x.png"})) << L({"--screenshot", "window"});
        QTest::newRow("json with list") << L({"--list", "--json"}) << L({"--json", "--list"});
        QTest::newRow("seed with validate")
            << QStringList{S("--validate"), lessonFile("example-minimal"), S("--seed"), S("3")}
            << L({"--seed", "--validate FILE"});
        QTest::newRow("list and validate")
            << QStringList{S("--list"), S("--validate"), lessonFile("example-minimal")}
            << L({"--list", "--validate FILE", "different modes"});
        QTest::newRow("chaos and lesson")
            << shortChaos({S("--lesson"), lessonFile("example-minimal")})
            << L({"--headless --chaos", "--headless --lesson FILE", "different modes"});
    }

    void badArgumentsExitWithTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, mentions);
        QTemporaryDir dir; // a misplaced option must not leave x.jsonl or x.atlaslab behind
        const Run r = run(args, QProcessEnvironment::systemEnvironment(), dir.path());
        QCOMPARE(r.code, 2);
        for (const QString& m : mentions)
            QVERIFY2(r.err.contains(m), qPrintable(m + QStringLiteral(" not in: ") + r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("internal error")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList());
    }

    // Every refusal comes before a file is opened: an earlier journal keeps
    // its bytes and no database file appears.
    void refusedRunLeavesFilesAlone_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("mentions");
        const auto files = [](const QStringList& extra) {
            return shortChaos(QStringList{QStringLiteral("--journal"),
                                          QStringLiteral("journal.jsonl"), QStringLiteral("--db"),
                                          QStringLiteral("run.atlaslab")} +
                              extra);
        };
        QTest::newRow("bad strategy")
            << files({QStringLiteral("--strategy"), QStringLiteral("hope")}) << 2
            << QStringLiteral("--strategy");
        QTest::newRow("bad retry") << files({QStringLiteral("--retry"), QStringLiteral("never")})
                                   << 2 << QStringLiteral("--retry");
        QTest::newRow("bad relay strategy")
            << files({QStringLiteral("--relay-strategy"), QStringLiteral("x")}) << 2
            << QStringLiteral("--relay-strategy");
        QTest::newRow("nan rate") << files({QStringLiteral("--duplicates"), QStringLiteral("nan")})
                                  << 2 << QStringLiteral("--duplicates");
        QTest::newRow("shared draw above 1")
            << files({QStringLiteral("--crashes"), QStringLiteral("0.7"),
                      QStringLiteral("--transients"), QStringLiteral("0.7")})
            << 2 << QStringLiteral("--transients");
        QTest::newRow("bad seed") << files({QStringLiteral("--seed"), QStringLiteral("-1")}) << 2
                                  << QStringLiteral("--seed");
        QTest::newRow("bad events") << files({QStringLiteral("--events"), QStringLiteral("0")}) << 2
                                    << QStringLiteral("--events");
        QTest::newRow("journal is the db, ./ spelling")
            << shortChaos({QStringLiteral("--journal"), QStringLiteral("./journal.jsonl"),
                           QStringLiteral("--db"), QStringLiteral("journal.jsonl")})
            << 3 << QStringLiteral("journal.jsonl");
        QTest::newRow("journal is the db, new file")
            << shortChaos({QStringLiteral("--journal"), QStringLiteral("run.atlaslab"),
                           QStringLiteral("--db"), QStringLiteral("sub/../run.atlaslab")})
            << 3 << QStringLiteral("--db");
        QTest::newRow("lesson with journal and db")
            << QStringList{QStringLiteral("--headless"),    QStringLiteral("--lesson"),
                           lessonFile("example-minimal"),   QStringLiteral("--journal"),
                           QStringLiteral("journal.jsonl"), QStringLiteral("--db"),
                           QStringLiteral("journal.jsonl")}
            << 2 << QStringLiteral("--headless --chaos");
    }

    void refusedRunLeavesFilesAlone()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
        const QString journal = dir.filePath(QStringLiteral("journal.jsonl"));
        QVERIFY(writeFile(journal, kJournalBefore));
        const Run r = run(args, QProcessEnvironment::systemEnvironment(), dir.path());
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
        QCOMPARE(readAll(journal), kJournalBefore);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("run.atlaslab"))));
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 (QStringList{QStringLiteral("journal.jsonl"), QStringLiteral("sub")}));
    }

    void journalThatCannotBeWrittenExitsWithThree_data()
    {
        QTest::addColumn<QString>("journal"); // relative to a fresh folder
        QTest::addColumn<QString>("reason");
        QTest::newRow("full disk")
            << QStringLiteral("/dev/full") << QStringLiteral("No space left on device");
        QTest::newRow("a folder") << QStringLiteral("folder") << QStringLiteral("Is a directory");
        QTest::newRow("missing folder") << QStringLiteral("missing/journal.jsonl")
                                        << QStringLiteral("No such file or directory");
    }

    void journalThatCannotBeWrittenExitsWithThree()
    {
        QFETCH(QString, journal);
        QFETCH(QString, reason);
        if (journal.startsWith(QLatin1Char('/')) && !QFileInfo::exists(journal))
            QSKIP("no /dev/full here");
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder")));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C")); // strerror in English
        const Run r = run(shortChaos({QStringLiteral("--journal"), journal}), env, dir.path());
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains(QStringLiteral("'") + journal + QStringLiteral("'")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(reason), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("internal error")), qPrintable(r.err));
    }

    // The open succeeds and every write fails: the run stops and says how much
    // of the journal there is, instead of printing a summary of a run whose
    // record is gone.
    void fullDiskLeavesAnIncompleteJournal()
    {
        if (!QFileInfo::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full here");
        const Run r = run(chaos({QStringLiteral("--journal"), QStringLiteral("/dev/full")}));
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains(QStringLiteral("journal is incomplete: 0 of ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("the run stopped after ")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    // Writes fail partway through (a file size limit): the count in the
    // message is the number of whole lines in the file.
    void sizeLimitSaysHowMuchOfTheJournalWasWritten()
    {
        QTemporaryDir dir;
        const QString journal = dir.filePath(QStringLiteral("journal.jsonl"));
        const Run r = run(
            QStringList{QStringLiteral("-c"), QStringLiteral("ulimit -f 200 && exec \"$0\" \"$@\""),
                        QStringLiteral(ATLASLAB_EXE)} +
                chaos({QStringLiteral("--journal"), journal}),
            QProcessEnvironment::systemEnvironment(), QString(), QStringLiteral("/bin/sh"));
        QCOMPARE(r.code, 3);
        const QRegularExpression written(QStringLiteral("incomplete: (\\d+) of (\\d+) entries"));
        const QRegularExpressionMatch m = written.match(r.err);
        QVERIFY2(m.hasMatch(), qPrintable(r.err));
        const QByteArray text = readAll(journal);
        QVERIFY(m.captured(1).toLongLong() > 0);
        QCOMPARE(text.count('\n'), m.captured(1).toLongLong());
        QVERIFY(m.captured(1).toLongLong() < m.captured(2).toLongLong());
    }

    void largestSeedIsAccepted()
    {
        const Run r =
            run(shortChaos({QStringLiteral("--seed"), QStringLiteral("18446744073709551615")}));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("seed 18446744073709551615")), qPrintable(r.out));
    }

    void chaosSummaryShowsEveryInvariant()
    {
        const Run r = run(chaos({QStringLiteral("--seed"), QStringLiteral("5")}));
        QCOMPARE(r.code, 0);
        for (const char* id : {"single-completion", "single-inbox-marker", "revenue-matches",
                               "one-receipt-per-order", "no-event-lost", "completed-is-final",
                               "saga-compensates-once"})
            QVERIFY2(r.out.contains(QLatin1String(id)), id);
        QVERIFY(r.out.contains(QStringLiteral("duplicates detected")));
        QVERIFY(!r.out.contains(QStringLiteral("VIOLATED")));
    }

    void noDedupShowsTheViolationAndFails()
    {
        const Run r = run(chaos({QStringLiteral("--strategy"), QStringLiteral("no-dedup")}));
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains(QStringLiteral("[VIOLATED]")));
    }

    void jsonSummaryParses()
    {
        const Run r = run(chaos({QStringLiteral("--json")}));
        QCOMPARE(r.code, 0);
        const auto doc = QJsonDocument::fromJson(r.out.toUtf8());
        QVERIFY(doc.isObject());
        QCOMPARE(doc.object().value(QStringLiteral("invariants")).toArray().size(), 6);
        QVERIFY(doc.object()
                    .value(QStringLiteral("metrics"))
                    .toObject()
                    .contains(QStringLiteral("duplicateRate")));
    }

    void sameSeedSameJournalFile()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.jsonl"));
        const QString b = dir.filePath(QStringLiteral("b.jsonl"));
        const QString c = dir.filePath(QStringLiteral("c.jsonl"));
        QCOMPARE(run(chaos({QStringLiteral("--seed"), QStringLiteral("9"),
                            QStringLiteral("--journal"), a}))
                     .code,
                 0);
        QCOMPARE(run(chaos({QStringLiteral("--seed"), QStringLiteral("9"),
                            QStringLiteral("--journal"), b}))
                     .code,
                 0);
        QCOMPARE(run(chaos({QStringLiteral("--seed"), QStringLiteral("10"),
                            QStringLiteral("--journal"), c}))
                     .code,
                 0);
        QFile fa(a), fb(b), fc(c);
        QVERIFY(fa.open(QIODevice::ReadOnly) && fb.open(QIODevice::ReadOnly) &&
                fc.open(QIODevice::ReadOnly));
        const QByteArray ja = fa.readAll();
        QVERIFY(ja.count('\n') > 1000);
        QCOMPARE(fb.readAll(), ja);
        QVERIFY(fc.readAll() != ja);
    }

    void checkSessionTellsConsistentFromNot()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("run.atlaslab"));
        QCOMPARE(run(chaos({QStringLiteral("--db"), db})).code, 0);
        const Run ok = run({QStringLiteral("--headless"), QStringLiteral("--check-session"), db});
        QCOMPARE(ok.code, 0);
        QVERIFY2(ok.out.contains(QStringLiteral("Consistent.")), qPrintable(ok.out));
        QVERIFY2(ok.out.contains(QStringLiteral("orders                    300")), qPrintable(ok.out));

        const Run json = run({QStringLiteral("--headless"), QStringLiteral("--check-session"), db,
                              QStringLiteral("--json")});
        QCOMPARE(json.code, 0);
        const QJsonObject report = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(report.value(QStringLiteral("consistent")).toBool(), true);
        QCOMPARE(report.value(QStringLiteral("commands")).toInt(), 4);
        QCOMPARE(report.value(QStringLiteral("documents")).toObject().value(QStringLiteral("orders")).toInt(), 300);
        QVERIFY(report.value(QStringLiteral("journalEntries")).toInt() > 1000);

        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            raw.setDatabaseName(db);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec(QStringLiteral("DELETE FROM documents WHERE collection = 'orders' AND id = 'ord-000007'")));
            // An id that is not UTF-8: the report quotes it, and must still print.
            QVERIFY(q.exec(QStringLiteral("INSERT INTO documents VALUES ('orders', CAST(X'FF6F' AS "
                                          "TEXT), '{}', 0, 0)")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
        const Run broken = run({QStringLiteral("--headless"), QStringLiteral("--check-session"), db});
        QCOMPARE(broken.code, 1);
        QVERIFY2(broken.out.contains(QStringLiteral("orders/ord-000007 is in the replayed world but not in the file")),
                 qPrintable(broken.out));
        const Run brokenJson = run({QStringLiteral("--headless"), QStringLiteral("--check-session"),
                                    db, QStringLiteral("--json")});
        QCOMPARE(brokenJson.code, 1);
        const QJsonObject brokenReport = QJsonDocument::fromJson(brokenJson.out.toUtf8()).object();
        QCOMPARE(brokenReport.value(QStringLiteral("consistent")).toBool(true), false);
        QVERIFY(brokenReport.value(QStringLiteral("differenceCount")).toInt() >= 2);

        const Run missing = run({QStringLiteral("--headless"), QStringLiteral("--check-session"),
                                 dir.filePath(QStringLiteral("nothing.atlaslab"))});
        QCOMPARE(missing.code, 3);
        QVERIFY2(missing.err.contains(QStringLiteral("does not exist")), qPrintable(missing.err));
        const Run unplaced = run({QStringLiteral("--check-session"), db});
        QCOMPARE(unplaced.code, 2);
        QVERIFY2(unplaced.err.contains(QStringLiteral("--headless")), qPrintable(unplaced.err));
    }

    void databaseFileKeepsTheRun()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("run.atlaslab"));
        QCOMPARE(run(chaos({QStringLiteral("--db"), db})).code, 0);
        QVERIFY(QFileInfo(db).size() > 0);
        const Run again = run(chaos({QStringLiteral("--db"), db}));
        QCOMPARE(again.code, 3);
        QVERIFY2(again.err.contains(QStringLiteral("nothing was changed")), qPrintable(again.err));
        QFile foreign(dir.filePath(QStringLiteral("notes.txt")));
        QVERIFY(foreign.open(QIODevice::WriteOnly));
        foreign.write("these are my notes, not a database\n");
        foreign.close();
        const Run r = run(chaos({QStringLiteral("--db"), foreign.fileName()}));
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains(QStringLiteral("not an AtlasMart lab session")), qPrintable(r.err));
        QVERIFY(foreign.open(QIODevice::ReadOnly));
        QCOMPARE(foreign.readAll(), QByteArray("these are my notes, not a database\n"));

        // SQLite would read "file:run.atlaslab" as a URI naming run.atlaslab:
        // the lab takes it as a plain path, so the guard cannot be bypassed.
        QFile saved(db);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray before = saved.readAll();
        saved.close();
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(QStringLiteral(ATLASLAB_EXE), chaos({QStringLiteral("--db"), QStringLiteral("file:run.atlaslab")}));
        QVERIFY(p.waitForFinished(60'000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("file:run.atlaslab"))));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), before);
    }

    void validateReportsPositions()
    {
        QTemporaryDir dir;
        QFile bad(dir.filePath(QStringLiteral("bad.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\n  \"id\": \"x\",\n  \"title\": \"t\"\n  \"summary\": \"s\"\n}\n");
        bad.close();
        const Run r = run({QStringLiteral("--validate"), bad.fileName()});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("bad.json:4:")), qPrintable(r.err));
    }

    void listShowsTheShippedLessons()
    {
        const Run r = run({QStringLiteral("--list")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("chapter10-idempotency")));
        QVERIFY(r.out.contains(QStringLiteral("chapter11-saga-preview")));
        QVERIFY(r.out.contains(QStringLiteral("question")));
    }

    // The saga's events under the same duplicates and reorders: its own
    // invariant is in the summary and holds; --sagas is refused out of range.
    void chaosWithSagasChecksCompensation()
    {
        const Run r = run(shortChaos({QStringLiteral("--sagas"), QStringLiteral("60"),
                                      QStringLiteral("--duplicates"), QStringLiteral("0.3"),
                                      QStringLiteral("--reorders"), QStringLiteral("0.3")}));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("saga-compensates-once")), qPrintable(r.out));
        QVERIFY(!r.out.contains(QStringLiteral("VIOLATED")));
        const Run bad = run(shortChaos({QStringLiteral("--sagas"), QStringLiteral("1000001")}));
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--sagas")), qPrintable(bad.err));
    }

    void lessonTranscriptNamesVerdicts()
    {
        const Run r = run({QStringLiteral("--headless"), QStringLiteral("--lesson"),
                           lessonFile("chapter10-idempotency"), QStringLiteral("--scenario"),
                           QStringLiteral("ch10-lab-run")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("[pass]")));
        QVERIFY(r.out.contains(QStringLiteral("INVALID_TRANSITION_COMPLETED_TO_PAYMENT_FAILED")));
    }

    void lessonJsonTranscript_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QByteArray>("from"); // a change to the lesson's text, to make it fail
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<int>("code");
        QTest::newRow("chapter 10")
            << lessonFile("chapter10-idempotency") << QByteArray() << QByteArray() << 0;
        QTest::newRow("minimal") << lessonFile("example-minimal") << QByteArray() << QByteArray()
                                 << 0;
        QTest::newRow("minimal, one wrong count")
            << lessonFile("example-minimal") << QByteArray("\"count\": 1")
            << QByteArray("\"count\": 2") << 1;
    }

    void lessonJsonTranscript()
    {
        QFETCH(QString, lesson);
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(int, code);
        QTemporaryDir dir;
        if (!from.isEmpty()) {
            QByteArray text = readAll(lesson);
            QVERIFY(text.contains(from));
            lesson = dir.filePath(QStringLiteral("changed.json"));
            QVERIFY(writeFile(lesson, text.replace(from, to)));
        }
        const Run r = run({QStringLiteral("--headless"), QStringLiteral("--lesson"), lesson,
                           QStringLiteral("--json")});
        QCOMPARE(r.code, code);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
        QVERIFY2(doc.isObject(), qPrintable(error.errorString()));
        const QJsonObject top = doc.object();
        QVERIFY(!top[QStringLiteral("lesson")][QStringLiteral("id")].toString().isEmpty());
        const QJsonArray scenarios = top[QStringLiteral("scenarios")].toArray();
        QVERIFY(!scenarios.isEmpty());
        int expectations = 0, failed = 0, steps = 0;
        for (const QJsonValue& sv : scenarios) {
            const QJsonObject scenario = sv.toObject();
            QVERIFY(!scenario[QStringLiteral("id")].toString().isEmpty());
            QVERIFY(scenario[QStringLiteral("setupRefused")].isNull());
            int scenarioExpectations = 0, scenarioFailed = 0, scenarioRefused = 0;
            for (const QJsonValue& stv : scenario[QStringLiteral("steps")].toArray()) {
                const QJsonObject step = stv.toObject();
                ++steps;
                QVERIFY(!step[QStringLiteral("command")].toString().isEmpty());
                QVERIFY(step[QStringLiteral("args")].isObject());
                QVERIFY(step.contains(QStringLiteral("refused")));
                scenarioRefused += step[QStringLiteral("refused")].isNull() ? 0 : 1;
                for (const QJsonValue& ev : step[QStringLiteral("entries")].toArray()) {
                    const QJsonObject entry = ev.toObject();
                    QVERIFY(entry[QStringLiteral("kind")].isString());
                    QVERIFY(entry[QStringLiteral("outcome")].isString());
                    QVERIFY(entry[QStringLiteral("detail")].isString());
                }
                for (const QJsonValue& xv : step[QStringLiteral("expectations")].toArray()) {
                    const QJsonObject e = xv.toObject();
                    QVERIFY(!e[QStringLiteral("claim")].toString().isEmpty());
                    QVERIFY(e[QStringLiteral("passed")].isBool());
                    QVERIFY(e[QStringLiteral("actual")].isString());
                    QVERIFY(e[QStringLiteral("message")].isString());
                    ++scenarioExpectations;
                    scenarioFailed += e[QStringLiteral("passed")].toBool() ? 0 : 1;
                }
            }
            QCOMPARE(scenario[QStringLiteral("invariants")].toArray().size(), 6);
            QCOMPARE(scenario[QStringLiteral("expectations")].toInt(), scenarioExpectations);
            QCOMPARE(scenario[QStringLiteral("failed")].toInt(), scenarioFailed);
            QCOMPARE(scenario[QStringLiteral("refused")].toInt(), scenarioRefused);
            expectations += scenarioExpectations;
            failed += scenarioFailed + scenarioRefused;
        }
        QVERIFY(steps > 0);
        const QJsonObject summary = top[QStringLiteral("summary")].toObject();
        QCOMPARE(summary[QStringLiteral("scenarios")].toInt(), scenarios.size());
        QCOMPARE(summary[QStringLiteral("expectations")].toInt(), expectations);
        QCOMPARE(summary[QStringLiteral("failed")].toInt() +
                     summary[QStringLiteral("refused")].toInt(),
                 failed);
        QCOMPARE(failed == 0 ? 0 : 1, code);
    }

    // A refused step is reported as refused, not as a missing expectation
    // (which once printed "-1 of 0 expectations met").
    void refusedStepIsCountedApart()
    {
        QTemporaryDir dir;
        QByteArray text = readAll(lessonFile("example-minimal"));
        const QByteArray duplicate =
            "\"command\": \"duplicate\",\n          \"args\": {\"message\": "
            "\"atlasmart://payment-simulator|evt-1\"}";
        QVERIFY(text.contains(duplicate));
        text.replace(duplicate, "\"command\": \"deliver\",\n          \"args\": {\"delivery\": 99}");
        const QString lesson = dir.filePath(QStringLiteral("refused.json"));
        QVERIFY(writeFile(lesson, text));

        const Run r = run({QStringLiteral("--headless"), QStringLiteral("--lesson"), lesson});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(QStringLiteral("refused: deliver:")), qPrintable(r.out));
        // The last step still finds one marker and one completion, but no duplicate.
        QVERIFY2(r.out.contains(QStringLiteral("4 of 5 expectations met; 1 step(s) refused")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("1 expectation(s) were not met; 1 step(s) were refused.")));

        const Run j = run({QStringLiteral("--headless"), QStringLiteral("--lesson"), lesson,
                           QStringLiteral("--json")});
        QCOMPARE(j.code, 1);
        const QJsonObject summary =
            QJsonDocument::fromJson(j.out.toUtf8())[QStringLiteral("summary")].toObject();
        QCOMPARE(summary[QStringLiteral("expectations")].toInt(), 5);
        QCOMPARE(summary[QStringLiteral("failed")].toInt(), 1);
        QCOMPARE(summary[QStringLiteral("refused")].toInt(), 1);
    }

    void lessonScenarioFilterInJson()
    {
        const Run r = run({QStringLiteral("--headless"), QStringLiteral("--lesson"),
                           lessonFile("chapter10-idempotency"), QStringLiteral("--scenario"),
                           QStringLiteral("ch10-lab-run"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonArray scenarios =
            QJsonDocument::fromJson(r.out.toUtf8())[QStringLiteral("scenarios")].toArray();
        QCOMPARE(scenarios.size(), 1);
        QCOMPARE(scenarios[0][QStringLiteral("id")].toString(), QStringLiteral("ch10-lab-run"));
    }

    void reconcileReportsOpenFindings_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("order");
        QTest::addColumn<QString>("finding");
        QTest::addColumn<int>("sent");
        QTest::newRow("sent twice") << "ch10-email-flag-after-send" << 1 << "ord-ch10-001"
                                    << "duplicated" << 2;
        QTest::newRow("lost") << "ch10-email-flag-before-send" << 1 << "ord-ch10-001"
                              << "missing" << 0;
        QTest::newRow("one email") << "ch10-email-outbox-provider-key" << 0 << "ord-ch10-001"
                                   << "ok" << 1;
        QTest::newRow("repaired") << "ch10-reconciliation-repair" << 0 << "ord-ch10-002"
                                  << "reconciled" << 2;
    }
    void reconcileReportsOpenFindings()
    {
        QFETCH(QString, scenario);
        QFETCH(int, code);
        QFETCH(QString, order);
        QFETCH(QString, finding);
        QFETCH(int, sent);
        const QStringList args{QStringLiteral("--headless"), QStringLiteral("--reconcile"),
                               QStringLiteral("--lesson"), lessonFile("chapter10-idempotency"),
                               QStringLiteral("--scenario"), scenario};
        const Run text = run(args);
        QCOMPARE(text.code, code);
        const QRegularExpression row(
            QStringLiteral("\\n   %1 +1 +%2  %3 ").arg(order).arg(sent).arg(finding));
        QVERIFY2(text.out.contains(row), qPrintable(text.out));
        QVERIFY(text.out.contains(code == 0 ? QStringLiteral("No open findings.")
                                            : QStringLiteral("1 open finding(s) remain.")));

        const Run json = run(args + QStringList{QStringLiteral("--json")});
        QCOMPARE(json.code, code);
        const QJsonObject top = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(top[QStringLiteral("open")].toInt(), code);
        const QJsonArray scenarios = top[QStringLiteral("scenarios")].toArray();
        QCOMPARE(scenarios.size(), 1);
        bool found = false;
        for (const QJsonValue& f : scenarios[0][QStringLiteral("findings")].toArray()) {
            if (f[QStringLiteral("orderId")].toString() != order)
                continue;
            found = true;
            QCOMPARE(f[QStringLiteral("finding")].toString(), finding);
            QCOMPARE(f[QStringLiteral("expected")].toInt(), 1);
            QCOMPARE(f[QStringLiteral("sent")].toInt(), sent);
            QCOMPARE(f[QStringLiteral("messageIds")].toArray().size(), sent);
        }
        QVERIFY(found);
    }

    void reconcileBelongsToLessons()
    {
        const Run chaos = run(shortChaos({QStringLiteral("--reconcile")}));
        QCOMPARE(chaos.code, 2);
        QVERIFY2(chaos.err.contains(QStringLiteral("--reconcile does not apply")),
                 qPrintable(chaos.err));
        const Run missing = run({QStringLiteral("--headless"), QStringLiteral("--reconcile"),
                                 QStringLiteral("--lesson"), lessonFile("chapter10-idempotency"),
                                 QStringLiteral("--scenario"), QStringLiteral("no-such")});
        QCOMPARE(missing.code, 2);
        QVERIFY(missing.err.contains(QStringLiteral("no scenario 'no-such'")));
    }

    void noDisplayExplainsHowToRunHeadless()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        const Run r = run({}, env);
        QCOMPARE(r.code, 3);
        QVERIFY(r.err.contains(QStringLiteral("--headless")));
        QVERIFY(!r.err.contains(QStringLiteral("Aborted")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
