// The command line as a user meets it: exit codes, messages, determinism.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
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
        const QString& workingDirectory = QString())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(workingDirectory);
    p.start(QStringLiteral(ATLASLAB_EXE), args);
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
              "--journal", "--db", "--json", "--lesson", "--scenario", "--list", "--validate",
              "--screenshot"})
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
        QTest::newRow("bad retry") << shortChaos(L({"--retry", "sometimes"})) << L({"mode"});
        QTest::newRow("bad strategy") << shortChaos(L({"--strategy", "hope"})) << L({"strategy"});
        QTest::newRow("rate above 1")
            << shortChaos(L({"--duplicates", "2"})) << L({"--duplicates"});
        QTest::newRow("rate below 0") << shortChaos(L({"--reorders", "-0.1"})) << L({"--reorders"});
        QTest::newRow("rate not a number")
            << shortChaos(L({"--reorders", "often"})) << L({"--reorders", "often"});
        QTest::newRow("negative count") << shortChaos(L({"--events", "-5"})) << L({"--events"});
        QTest::newRow("zero orders") << shortChaos(L({"--orders", "0"})) << L({"--orders"});
        QTest::newRow("too many events")
            << shortChaos(L({"--events", "100000001"})) << L({"--events", "100000000"});
        QTest::newRow("negative seed") << shortChaos(L({"--seed", "-1"})) << L({"--seed", "-1"});
        QTest::newRow("seed not a number") << shortChaos(L({"--seed", "1e3"})) << L({"--seed"});
        QTest::newRow("negative seed, window") << L({"--seed", "-1"}) << L({"--seed", "-1"});
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

    void chaosSummaryShowsEveryInvariant()
    {
        const Run r = run(chaos({QStringLiteral("--seed"), QStringLiteral("5")}));
        QCOMPARE(r.code, 0);
        for (const char* id : {"single-completion", "single-inbox-marker", "revenue-matches",
                               "one-receipt-per-order", "no-event-lost", "completed-is-final"})
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
        QVERIFY2(r.err.contains(QStringLiteral("not an AtlasMart lab file")), qPrintable(r.err));
        QVERIFY(foreign.open(QIODevice::ReadOnly));
        QCOMPARE(foreign.readAll(), QByteArray("these are my notes, not a database\n"));
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
        QVERIFY(r.out.contains(QStringLiteral("question")));
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

    void noDisplayExplainsHowToRunHeadless()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        const Run r = run({}, env);
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("--headless")));
        QVERIFY(!r.err.contains(QStringLiteral("Aborted")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
