// Arguments as a user types them: help, refusals with exit 2, files left alone, no display.
#include "CliTestSupport.h"

using namespace clitest;

class TestCliArgs : public QObject
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
        QTest::newRow("negative count")
            << L({"--headless", "--chaos", "--events", "-5"}) << L({"--events"});
        QTest::newRow("zero orders")
            << L({"--headless", "--chaos", "--orders", "0"}) << L({"--orders"});
        QTest::newRow("too many events") << L({"--headless", "--chaos", "--events", "100000001"})
                                         << L({"--events", "100000000"});
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
        QTest::newRow("an option twice") << shortChaos(L({"--seed", "1", "--seed", "2"}))
                                         << L({"--seed is given 2 times ('1', '2'); give it once"});
        QTest::newRow("an empty value")
            << QStringList{S("--headless"), S("--lesson"), lessonFile("example-minimal"),
                           S("--scenario"), S("")}
            << L({"--scenario needs a value"});
        QTest::newRow("explore and reconcile")
            << QStringList{S("--headless"),  S("--lesson"),    lessonFile("chapter10-idempotency"),
                           S("--explore"),   S("--reconcile"), S("--scenario"),
                           S("ch10-lab-run")}
            << L({"--explore and --reconcile"});
        QTest::newRow("explore without faults")
            << QStringList{S("--headless"), S("--lesson"),   lessonFile("chapter10-idempotency"),
                           S("--explore"),  S("--scenario"), S("ch10-lab-run"),
                           S("--faults"),   S(",")}
            << L({"--faults needs at least one fault", "lost-ack"});
        QTest::newRow("sagas with the workers' store")
            << shortChaos(L({"--store", "postgresql://lab@127.0.0.1:1/lab", "--sagas", "3"}))
            << L({"--sagas does not apply with --store"});
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

    // A screenshot replaces only one the lab took.
    void aScreenshotReplacesOnlyAScreenshot()
    {
        QTemporaryDir dir;
        const QString notes = dir.filePath(QStringLiteral("notes.png"));
        QVERIFY(writeFile(notes, "not a picture\n"));
        const Run refused = run({QStringLiteral("--screenshot"), notes});
        QCOMPARE(refused.code, 3);
        QVERIFY2(refused.err.contains(QStringLiteral("not a screenshot the lab took")),
                 qPrintable(refused.err));
        QCOMPARE(readAll(notes), QByteArray("not a picture\n"));

        const QString shot = dir.filePath(QStringLiteral("shot.png"));
        QVERIFY(writeFile(shot, QByteArray())); // an empty file holds nothing to lose
        const Run first = run({QStringLiteral("--screenshot"), shot});
        QVERIFY2(first.code == 0, qPrintable(first.err));
        const Run again = run({QStringLiteral("--screenshot"), shot});
        QVERIFY2(again.code == 0, qPrintable(again.err));
    }

    // A lesson with a mistake is named as --validate names it, not just "could not open".
    void aScreenshotOfABrokenLessonNamesTheMistake()
    {
        QTemporaryDir dir;
        const QString lesson = dir.filePath(QStringLiteral("typo.json"));
        QByteArray text = readAll(lessonFile("example-minimal"));
        QVERIFY(text.contains("\"deliverNext\""));
        text.replace("\"deliverNext\"", "\"delivrNext\"");
        QVERIFY(writeFile(lesson, text));
        const Run r = run({QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("s.png")),
                           QStringLiteral("--lesson"), lesson});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains(QStringLiteral("typo.json:")) &&
                     r.err.contains(QStringLiteral("unknown command \"delivrNext\"")),
                 qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("s.png"))));
    }

    void largestSeedIsAccepted()
    {
        const Run r =
            run(shortChaos({QStringLiteral("--seed"), QStringLiteral("18446744073709551615")}));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("seed 18446744073709551615")), qPrintable(r.out));
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

QTEST_GUILESS_MAIN(TestCliArgs)
#include "tst_cliargs.moc"
