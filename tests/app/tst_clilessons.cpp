// Lessons headless: validation, the list, transcripts in text and JSON, reconciliation.
#include "CliTestSupport.h"

using namespace clitest;

class TestCliLessons : public QObject
{
    Q_OBJECT
private slots:
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
            QCOMPARE(scenario[QStringLiteral("invariants")].toArray().size(), 7);
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
        QVERIFY2(r.out.contains(QStringLiteral("4 of 5 expectations met; 1 step refused")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("1 expectation was not met; 1 step was refused.")));

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
                                            : QStringLiteral("1 open finding remains.")));

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
};

QTEST_GUILESS_MAIN(TestCliLessons)
#include "tst_clilessons.moc"
