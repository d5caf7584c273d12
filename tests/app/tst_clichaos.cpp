// The headless chaos run: its journal file, summaries, verdicts, determinism and database file.
#include "CliTestSupport.h"

#include <QSqlDatabase>
#include <QSqlQuery>

using namespace clitest;

class TestCliChaos : public QObject
{
    Q_OBJECT
private slots:
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

    // A file named by mistake keeps its bytes; a journal a run wrote is
    // replaced by the next run's.
    void theJournalReplacesOnlyAJournal()
    {
        QTemporaryDir dir;
        const QString notes = dir.filePath(QStringLiteral("notes.txt"));
        QVERIFY(writeFile(notes, "my notes\n"));
        const Run refused = run(shortChaos({QStringLiteral("--journal"), notes}));
        QCOMPARE(refused.code, 3);
        QVERIFY2(refused.err.contains(QStringLiteral("is not a journal the lab wrote")),
                 qPrintable(refused.err));
        QCOMPARE(readAll(notes), QByteArray("my notes\n"));

        const QString journal = dir.filePath(QStringLiteral("run.jsonl"));
        QCOMPARE(run(shortChaos({QStringLiteral("--journal"), journal})).code, 0);
        const QByteArray first = readAll(journal);
        QVERIFY(first.startsWith("{\"seq\":1,"));
        QCOMPARE(run(shortChaos({QStringLiteral("--journal"), journal, QStringLiteral("--seed"),
                                 QStringLiteral("9")}))
                     .code,
                 0);
        QVERIFY(readAll(journal) != first);

        // A session file that is refused (it holds a run) leaves the
        // earlier journal as it was: it is emptied only once the run starts.
        const QString session = dir.filePath(QStringLiteral("run.atlaslab"));
        QCOMPARE(
            run(shortChaos({QStringLiteral("--journal"), journal, QStringLiteral("--db"), session}))
                .code,
            0);
        const QByteArray recorded = readAll(journal);
        const Run occupied = run(
            shortChaos({QStringLiteral("--journal"), journal, QStringLiteral("--db"), session}));
        QCOMPARE(occupied.code, 3);
        QVERIFY2(occupied.err.contains(QStringLiteral("already holds a lab session")),
                 qPrintable(occupied.err));
        QCOMPARE(readAll(journal), recorded);
    }

    // Either output that cannot be made stops the run before the other is
    // left behind: no session without its journal, no journal without its
    // session.
    void aRunThatCannotStartLeavesNoNewFile_data()
    {
        QTest::addColumn<QStringList>("outputs");
        QTest::newRow("journal in a missing folder")
            << QStringList{QStringLiteral("--db"), QStringLiteral("new.atlaslab"),
                           QStringLiteral("--journal"), QStringLiteral("missing/run.jsonl")};
        QTest::newRow("session in a missing folder")
            << QStringList{QStringLiteral("--db"), QStringLiteral("missing/new.atlaslab"),
                           QStringLiteral("--journal"), QStringLiteral("run.jsonl")};
    }
    void aRunThatCannotStartLeavesNoNewFile()
    {
        QFETCH(QStringList, outputs);
        QTemporaryDir dir;
        const Run r =
            run(shortChaos(outputs), QProcessEnvironment::systemEnvironment(), dir.path());
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains(QStringLiteral("missing")), qPrintable(r.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList());
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
        QCOMPARE(doc.object().value(QStringLiteral("invariants")).toArray().size(), 7);
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
};

QTEST_GUILESS_MAIN(TestCliChaos)
#include "tst_clichaos.moc"
