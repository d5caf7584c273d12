// The command line as a user meets it: exit codes, messages, determinism.
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
        const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
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
    }

    void badArgumentsExitWithTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("--headless"), QStringLiteral("--bogus")}
            << QStringLiteral("bogus");
        QTest::newRow("bad retry")
            << chaos({QStringLiteral("--retry"), QStringLiteral("sometimes")})
            << QStringLiteral("mode");
        QTest::newRow("bad rate") << chaos({QStringLiteral("--duplicates"), QStringLiteral("2")})
                                  << QStringLiteral("--duplicates");
        QTest::newRow("bad count") << chaos({QStringLiteral("--events"), QStringLiteral("-5")})
                                   << QStringLiteral("--events");
        QTest::newRow("bad strategy")
            << chaos({QStringLiteral("--strategy"), QStringLiteral("hope")})
            << QStringLiteral("strategy");
        QTest::newRow("headless alone")
            << QStringList{QStringLiteral("--headless")} << QStringLiteral("--chaos");
    }

    void badArgumentsExitWithTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
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
                           qEnvironmentVariable("ATLASLAB_SOURCE_DIR") +
                               QStringLiteral("/lessons/chapter10-idempotency.json"),
                           QStringLiteral("--scenario"), QStringLiteral("ch10-lab-run")});
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
