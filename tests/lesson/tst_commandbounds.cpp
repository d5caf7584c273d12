// The lesson validator and the Lab must agree on every argument bound: a
// lesson that validates plays. Each refused row is refused by both, the
// checker at the value's line:column with the allowed range and the Lab with
// a LabError for the same command; each accepted row, at the bounds, passes
// both. A bound changed on one side only fails here.
#include "LessonTestSupport.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "lesson/reader/LessonLoader.h"

#include <QtTest>

using namespace atlas;
using atlas::lessontest::messages;

namespace {

// One step per line, so a row's anchor finds its own step.
QByteArray lessonText(const QByteArray& setup, const QByteArray& steps)
{
    QByteArray text = "{\n"
                      "  \"id\": \"b\", \"title\": \"B\", \"summary\": \"S\", \"version\": 1,\n"
                      "  \"language\": \"en\",\n"
                      "  \"sections\": [{\"id\": \"s\", \"title\": \"S\", \"markdown\": \"M\"}],\n"
                      "  \"scenarios\": [{\"id\": \"sc\", \"title\": \"T\", \"summary\": \"S\",\n"
                      "    \"setup\": {\"seed\": 1";
    const Json extra = Json::parse(setup.isEmpty() ? QByteArray("{}") : setup);
    for (auto it = extra.begin(); it != extra.end(); ++it)
        text += ",\n      \"" + QByteArray::fromStdString(it.key()) +
                "\": " + QByteArray::fromStdString(it.value().dump());
    text += "},\n    \"steps\": [";
    const Json list = Json::parse(steps);
    for (std::size_t i = 0; i < list.size(); ++i)
        text += QByteArray(i ? "," : "") + "\n      {\"narration\": \"n\", \"command\": " +
                QByteArray::fromStdString(list[i].at("command").dump()) + ", \"args\": " +
                QByteArray::fromStdString(list[i].value("args", Json::object()).dump()) + "}";
    return text + "\n    ]\n  }]\n}\n";
}

// The commands the player runs: the setup's (as ScenarioSetup::commands()
// orders them), then the steps.
std::vector<std::pair<std::string, Json>> labCommands(const QByteArray& setup,
                                                      const QByteArray& steps)
{
    std::vector<std::pair<std::string, Json>> out{{"reset", Json{{"seed", 1}}}};
    const Json extra = Json::parse(setup.isEmpty() ? QByteArray("{}") : setup);
    for (const Json& doc : extra.value("documents", Json::array()))
        out.emplace_back("seedDocument", doc);
    if (extra.contains("retryPolicy"))
        out.emplace_back("setRetryPolicy", extra.at("retryPolicy"));
    if (extra.contains("ackDeadlineMs"))
        out.emplace_back("setAckDeadline", Json{{"ms", extra.at("ackDeadlineMs")}});
    if (extra.contains("providerIdempotency"))
        out.emplace_back("setProviderIdempotency", extra.at("providerIdempotency"));
    for (const Json& step : Json::parse(steps))
        out.emplace_back(step.at("command").get<std::string>(), step.value("args", Json::object()));
    return out;
}

QString position(const QByteArray& text, const QByteArray& anchor)
{
    return lessontest::positionAt(text, text.lastIndexOf(anchor));
}

QByteArray bigDocument()
{
    return "{\"path\": \"orders/o1\", \"data\": {\"note\": \"" + QByteArray(1100000, 'x') + "\"}}";
}

} // namespace

class TestCommandBounds : public QObject
{
    Q_OBJECT
private slots:
    void bothRefuse_data()
    {
        QTest::addColumn<QByteArray>("setup"); // members added to the setup
        QTest::addColumn<QByteArray>("steps");
        QTest::addColumn<QByteArray>("anchor"); // its last occurrence is the error's position
        QTest::addColumn<QString>("message");   // what the error says there

        const auto row = [](const char* name, QByteArray setup, QByteArray steps, QByteArray anchor,
                            QString message) {
            QTest::addRow("%s", name) << setup << steps << anchor << message;
        };
        row("advanceClock past 30 days", {},
            R"([{"command": "advanceClock", "args": {"ms": 2592000001}}])", "2592000001",
            QStringLiteral("expected an integer from 1 to 2592000000 (the Lab moves its clock at "
                           "most 30 days at a time); found 2592000001"));
        row("deliverAll past 10000000 steps", {},
            R"([{"command": "deliverAll", "args": {"maxSteps": 10000001}}])", "10000001",
            QStringLiteral("expected an integer from 1 to 10000000 (the Lab delivers at most "
                           "10000000 in one deliverAll); found 10000001"));
        row("deliverAll of no steps", {}, R"([{"command": "deliverAll", "args": {"maxSteps": 0}}])",
            "0}", QStringLiteral("expected an integer from 1 to 10000000"));
        row("a handler longer than a transaction may run", {},
            R"([{"command": "setHandlerDuration", "args": {"eventType": "*", "ms": 270001}}])",
            "270001",
            QStringLiteral("expected an integer from 0 to 270000 (a Firestore transaction may run "
                           "at most 270 s); found 270001"));
        row("a negative delivery duration", {},
            R"([{"command": "deliverNext", "args": {"durationMs": -1}}])", "-1",
            QStringLiteral("expected an integer from 0 to 270000"));
        row("finishing attempt 0", {}, R"([{"command": "finishAttempt", "args": {"attempt": 0}}])",
            "0}", QStringLiteral("expected an integer of at least 1; found 0"));
        row("ack deadline below 10 s", {},
            R"([{"command": "setAckDeadline", "args": {"ms": 9999}}])", "9999",
            QStringLiteral("expected an integer from 10000 to 600000"));
        row("ack deadline in the setup above 600 s", R"({"ackDeadlineMs": 600001})",
            R"([{"command": "deliverNext"}])", "600001",
            QStringLiteral("expected an integer from 10000 to 600000"));
        row("backoff above 600 s", {},
            R"([{"command": "setRetryPolicy", "args": {"mode": "bounded", "minBackoffMs": 600001}}])",
            "600001", QStringLiteral("expected an integer from 0 to 600000"));
        row("negative backoff", {},
            R"([{"command": "setRetryPolicy", "args": {"mode": "bounded", "maxBackoffMs": -1}}])",
            "-1", QStringLiteral("expected an integer from 0 to 600000"));
        row("4 delivery attempts", {},
            R"([{"command": "setRetryPolicy", "args": {"mode": "bounded", "maxAttempts": 4}}])",
            "4}", QStringLiteral("expected an integer from 5 to 100"));
        row("101 delivery attempts", {},
            R"([{"command": "setRetryPolicy", "args": {"mode": "bounded", "maxAttempts": 101}}])",
            "101", QStringLiteral("expected an integer from 5 to 100"));
        row("retention below 10 minutes", {},
            R"([{"command": "setRetryPolicy", "args": {"mode": "bounded", "retentionMs": 599999}}])",
            "599999", QStringLiteral("expected an integer from 600000 to 604800000"));
        row("retention above 7 days", {},
            R"([{"command": "setRetryPolicy", "args": {"mode": "off", "retentionMs": 604800001}}])",
            "604800001", QStringLiteral("expected an integer from 600000 to 604800000"));
        row("maximum backoff below the minimum", {},
            R"([{"command": "setRetryPolicy", "args": {"mode": "bounded", "minBackoffMs": 20000, "maxBackoffMs": 15000}}])",
            "15000", QStringLiteral("maxBackoffMs (15000) must not be below minBackoffMs (20000)"));
        row("minimum above the maximum an earlier step set", {},
            R"([{"command": "setRetryPolicy", "args": {"mode": "bounded", "minBackoffMs": 1000, "maxBackoffMs": 2000}},
                {"command": "setRetryPolicy", "args": {"mode": "bounded", "minBackoffMs": 5000}}])",
            "5000", QStringLiteral("maxBackoffMs (2000) must not be below minBackoffMs (5000)"));
        row("minimum above the maximum the setup set",
            R"({"retryPolicy": {"mode": "bounded", "minBackoffMs": 1000, "maxBackoffMs": 5000}})",
            R"([{"command": "setRetryPolicy", "args": {"mode": "unlimited", "minBackoffMs": 6000}}])",
            "6000", QStringLiteral("maxBackoffMs (5000) must not be below minBackoffMs (6000)"));
        row("maximum below the default minimum", {},
            R"([{"command": "setRetryPolicy", "args": {"mode": "bounded", "maxBackoffMs": 9999}}])",
            "9999", QStringLiteral("maxBackoffMs (9999) must not be below minBackoffMs (10000)"));
        row("negative seed", {}, R"([{"command": "reset", "args": {"seed": -1}}])", "-1",
            QStringLiteral("expected a non-negative integer; found -1"));
        row("seed beyond int64", {},
            R"([{"command": "reset", "args": {"seed": 9223372036854775808}}])",
            "9223372036854775808",
            QStringLiteral("expected a non-negative integer; found 9223372036854775808"));
        row("provider window below 1 s", {},
            R"([{"command": "setProviderIdempotency", "args": {"enabled": true, "windowMs": 999}}])",
            "999",
            QStringLiteral("expected an integer from 1000 to 2592000000 (the provider "
                           "remembers keys for 1 s to 30 days); found 999"));
        row("provider window in the setup above 30 days",
            R"({"providerIdempotency": {"enabled": true, "windowMs": 2592000001}})",
            R"([{"command": "deliverNext"}])", "2592000001",
            QStringLiteral("expected an integer from 1000 to 2592000000"));
        const QByteArray chaos = R"([{"command": "runChaos", "args": {"orders": %1, "events": %2,
            "duplicateRate": 0, "reorderRate": 0, "lostAckRate": %3, "crashRate": %4, "transientRate": %5}}])";
        const auto chaosRow = [&](const char* name, const char* orders, const char* events,
                                  const char* lost, const char* crash, const char* transient,
                                  QByteArray anchor, QString message) {
            row(name, {},
                QString::fromLatin1(chaos)
                    .arg(QString::fromLatin1(orders), QString::fromLatin1(events),
                         QString::fromLatin1(lost), QString::fromLatin1(crash),
                         QString::fromLatin1(transient))
                    .toLatin1(),
                anchor, message);
        };
        chaosRow("chaos with too many orders", "10000001", "2", "0", "0", "0", "10000001",
                 QStringLiteral("expected an integer from 1 to 10000000 (the Lab's chaos limit); "
                                "found 10000001"));
        chaosRow("chaos with too many events", "1", "100000001", "0", "0", "0", "100000001",
                 QStringLiteral("expected an integer from 1 to 100000000"));
        chaosRow("chaos fault rates summing above 1", "1", "2", "0.5", "0.4", "0.2", "{\"orders\"",
                 QStringLiteral("lostAckRate + crashRate + transientRate is 1.1, more than 1"));
        chaosRow("chaos fault rates just above 1", "1", "2", "0.5", "0.5", "1e-15", "{\"orders\"",
                 QStringLiteral("lostAckRate + crashRate + transientRate is 1.000000000000001"));
        chaosRow("chaos rate above 1", "1", "2", "1.5", "0", "0", "1.5",
                 QStringLiteral("expected a number from 0 to 1; found 1.5"));
        chaosRow("negative chaos rate", "1", "2", "0", "-0.1", "0", "-0.1",
                 QStringLiteral("expected a number from 0 to 1; found -0.1"));
        row("seeded document with a deleteField marker", {},
            R"([{"command": "seedDocument", "args": {"path": "orders/o1", "data": {"a": {"$fieldValue": "delete"}}}}])",
            "{\"a\"",
            QStringLiteral("a seeded document replaces the whole document, so it "
                           "cannot hold a deleteField marker"));
        row("seeded document over 1 MiB", {},
            "[{\"command\": \"seedDocument\", \"args\": " + bigDocument() + "}]", "{\"note\"",
            QStringLiteral("this document would be 1100011 bytes; the store keeps documents of "
                           "at most 1 MiB (1048576 bytes)"));
        row("consumer offline below 1 s", {},
            R"([{"command": "setConsumerOffline", "args": {"enabled": true, "durationMs": 999}}])",
            "999",
            QStringLiteral("expected an integer from 1000 to 604800000 (the Lab keeps a consumer "
                           "offline 1 s to 7 days (the longest retention) at a time); found 999"));
        row("consumer offline above 7 days", {},
            R"([{"command": "setConsumerOffline", "args": {"enabled": true, "durationMs": 604800001}}])",
            "604800001", QStringLiteral("expected an integer from 1000 to 604800000"));
        row("a duration for bringing the consumer back", {},
            R"([{"command": "setConsumerOffline", "args": {"enabled": false, "durationMs": 5000}}])",
            "5000", QStringLiteral("durationMs says how long the consumer stays offline"));
        row("redrive limit 0", {}, R"([{"command": "setRedriveLimit", "args": {"max": 0}}])", "0}",
            QStringLiteral("expected an integer from 1 to 100 (the Lab's redrive limit is 1 to "
                           "100); found 0"));
        row("redrive limit 101", {}, R"([{"command": "setRedriveLimit", "args": {"max": 101}}])",
            "101", QStringLiteral("expected an integer from 1 to 100"));
        row("TTL lag below 1 s", {},
            R"([{"command": "setTtlPolicy", "args": {"collection": "reservations", "lagMs": 999}}])",
            "999}",
            QStringLiteral("expected an integer from 1000 to 2592000000 (the Lab's TTL lag is 1 s "
                           "to 30 days); found 999"));
        row("a TTL field inside a map", {},
            R"([{"command": "setTtlPolicy", "args": {"collection": "reservations", "field": "hold.expireAt"}}])",
            "\"hold.expireAt\"",
            QStringLiteral("expected a top-level field name (no dots); found \"hold.expireAt\""));
        row("marker retention above 30 days", {},
            R"([{"command": "setMarkerRetention", "args": {"ms": 2592000001}}])", "2592000001",
            QStringLiteral("expected an integer from 0 to 2592000000"));
        row("saga timeout below 1 s", {},
            R"([{"command": "setSagaTimeout", "args": {"ms": 999}}])", "999}",
            QStringLiteral("expected an integer from 1000 to 86400000 (the Lab's saga timeout is "
                           "1 s to 24 h); found 999"));
        row("saga timeout above 24 h", {},
            R"([{"command": "setSagaTimeout", "args": {"ms": 86400001}}])", "86400001",
            QStringLiteral("expected an integer from 1000 to 86400000"));
        row("a saga repaired to a state that is no repair", {},
            R"([{"command": "repairSaga", "args": {"orderId": "o1", "state": "RESERVED", "reason": "r"}}])",
            "\"RESERVED\"", QStringLiteral("one of CANCELLED, COMPLETED"));
        row("a TTL policy removed with a lag", {},
            R"([{"command": "setTtlPolicy", "args": {"collection": "reservations", "enabled": false, "lagMs": 1000}}])",
            "{\"collection\":\"reservations\",\"enabled\"",
            QStringLiteral("\"enabled\": false removes the collection's TTL policy and takes no "
                           "\"field\" or \"lagMs\""));
        row("a trigger on the trigger log", {},
            R"([{"command": "addTrigger", "args": {"collection": "triggerLog", "on": "created"}}])",
            "\"triggerLog\"",
            QStringLiteral("the audit handler writes to triggerLog for every trigger event"));
        row("a trigger on every inbox write", {},
            R"([{"command": "addTrigger", "args": {"collection": "workflowEvents", "on": "written"}}])",
            "\"workflowEvents\"", QStringLiteral("or use \"on\": \"deleted\""));
        row("an unknown database", {},
            R"([{"command": "seedDocument", "args": {"path": "orders/o1", "data": {}, "database": "analytix"}}])",
            "\"analytix\"", QStringLiteral("\"analytics\""));
        row("setup document over 1 MiB", "{\"documents\": [" + bigDocument() + "]}",
            R"([{"command": "deliverNext"}])", "{\"note\"",
            QStringLiteral("this document would be 1100011 bytes"));
    }

    void bothRefuse()
    {
        QFETCH(QByteArray, setup);
        QFETCH(QByteArray, steps);
        QFETCH(QByteArray, anchor);
        QFETCH(QString, message);

        const QByteArray text = lessonText(setup, steps);
        const LoadResult result = LessonLoader::loadFromText(text, QStringLiteral("b.json"));
        QCOMPARE(result.errors.size(), std::size_t(1));
        const QString got = result.errors.front().toString();
        const QString at = u"b.json:" + position(text, anchor) + u": ";
        QVERIFY2(got.startsWith(at) && got.contains(message),
                 qPrintable(u"expected at " + at + message + u"\ngot " + got));

        // The Lab runs every command up to the one the checker flagged, and
        // refuses that one.
        const auto commands = labCommands(setup, steps);
        const std::size_t firstStep = commands.size() - Json::parse(steps).size();
        const QString path = result.errors.front().jsonPath;
        const QString stepsPath = QStringLiteral("/scenarios/0/steps/");
        const bool inSteps = path.startsWith(stepsPath);
        const std::size_t flagged =
            inSteps ? firstStep + path.mid(stepsPath.size()).section(u'/', 0, 0).toULongLong() : 0;
        Lab lab;
        std::size_t refused = commands.size();
        for (std::size_t i = 0; i < commands.size() && refused == commands.size(); ++i) {
            try {
                lab.execute(commands[i].first, commands[i].second);
            } catch (const LabError&) {
                refused = i;
            }
        }
        QVERIFY2(refused < commands.size(), "the Lab ran every command");
        if (inSteps)
            QCOMPARE(refused, flagged);
        else
            QVERIFY2(refused > 0 && refused < firstStep, "the Lab refused no setup command");
    }

    void bothAccept_data()
    {
        QTest::addColumn<QByteArray>("setup");
        QTest::addColumn<QByteArray>("steps");
        QTest::addRow("clock and deliverAll at their limits")
            << QByteArray()
            << QByteArray(R"([{"command": "advanceClock", "args": {"ms": 2592000000}},
                {"command": "deliverAll", "args": {"maxSteps": 10000000}}])");
        QTest::addRow("retry policy at its limits")
            << QByteArray(
                   R"({"retryPolicy": {"mode": "bounded", "minBackoffMs": 0, "maxBackoffMs": 0}, "ackDeadlineMs": 600000})")
            << QByteArray(
                   R"([{"command": "setRetryPolicy", "args": {"mode": "bounded", "maxBackoffMs": 600000,
                "maxAttempts": 100, "retentionMs": 604800000}},
                {"command": "setRetryPolicy", "args": {"mode": "unlimited", "minBackoffMs": 600000, "maxAttempts": 5, "retentionMs": 600000}},
                {"command": "setAckDeadline", "args": {"ms": 10000}}])");
        QTest::addRow("a reset restores the default backoffs")
            << QByteArray()
            << QByteArray(
                   R"([{"command": "setRetryPolicy", "args": {"mode": "bounded", "minBackoffMs": 1000, "maxBackoffMs": 2000}},
                {"command": "reset", "args": {"seed": 9223372036854775807}},
                {"command": "setRetryPolicy", "args": {"mode": "bounded", "minBackoffMs": 5000}}])");
        QTest::addRow("consumer offline and redrive limit at their limits")
            << QByteArray()
            << QByteArray(
                   R"([{"command": "setConsumerOffline", "args": {"enabled": true, "durationMs": 1000}},
                {"command": "setConsumerOffline", "args": {"enabled": true, "durationMs": 604800000}},
                {"command": "setConsumerOffline", "args": {"enabled": false}},
                {"command": "setRedriveLimit", "args": {"max": 1}},
                {"command": "setRedriveLimit", "args": {"max": 100}}])");
        QTest::addRow("handler durations at their limits")
            << QByteArray()
            << QByteArray(R"([{"command": "setHandlerDuration", "args": {"eventType": "*", "ms": 270000}},
                {"command": "setHandlerDuration", "args": {"eventType": "PAYMENT_SUCCEEDED", "ms": 0}},
                {"command": "setConcurrencyMode", "args": {"mode": "optimistic"}}])");
        QTest::addRow("provider window at its limits")
            << QByteArray(R"({"providerIdempotency": {"enabled": true, "windowMs": 1000}})")
            << QByteArray(
                   R"([{"command": "setProviderIdempotency", "args": {"enabled": false, "windowMs": 2592000000}}])");
        QTest::addRow("chaos fault rates summing to exactly 1")
            << QByteArray()
            << QByteArray(R"([{"command": "runChaos", "args": {"orders": 1, "events": 2,
                "duplicateRate": 1, "reorderRate": 1, "lostAckRate": 0.5, "crashRate": 0.3, "transientRate": 0.2}},
                {"command": "runChaos", "args": {"orders": 1, "events": 2,
                "duplicateRate": 0, "reorderRate": 0, "lostAckRate": 0.7, "crashRate": 0.2, "transientRate": 0.1}}])");
        QTest::addRow("TTL, triggers and databases at their limits")
            << QByteArray()
            << QByteArray(R"([{"command": "setTtlPolicy", "args": {"collection": "reservations", "lagMs": 1000}},
                {"command": "setTtlPolicy", "args": {"collection": "workflowEvents", "lagMs": 2592000000, "database": "analytics"}},
                {"command": "setTtlPolicy", "args": {"collection": "reservations", "enabled": false}},
                {"command": "setMarkerRetention", "args": {"ms": 0}},
                {"command": "setMarkerRetention", "args": {"ms": 2592000000}},
                {"command": "addTrigger", "args": {"collection": "workflowEvents", "on": "deleted"}},
                {"command": "addTrigger", "args": {"collection": "triggerLog", "on": "written", "database": "analytics"}},
                {"command": "removeTrigger", "args": {"trigger": 1}},
                {"command": "seedDocument", "args": {"path": "profiles/p1", "data": {}, "database": "analytics"}},
                {"command": "deleteDocument", "args": {"path": "profiles/p1", "database": "analytics"}}])");
        QTest::addRow("saga timeout at its limits")
            << QByteArray()
            << QByteArray(R"([{"command": "setSagaTimeout", "args": {"ms": 1000}},
                {"command": "setSagaTimeout", "args": {"ms": 86400000}}])");
        QTest::addRow("a seeded document just under 1 MiB")
            << QByteArray()
            << "[{\"command\": \"seedDocument\", \"args\": {\"path\": \"orders/o1\", "
               "\"data\": {\"note\": \"" +
                   QByteArray(1048576 - 13, 'x') + "\"}}}]";
    }

    void bothAccept()
    {
        QFETCH(QByteArray, setup);
        QFETCH(QByteArray, steps);
        const LoadResult result =
            LessonLoader::loadFromText(lessonText(setup, steps), QStringLiteral("b.json"));
        QVERIFY2(result.ok(), qPrintable(messages(result).join(u'\n')));
        Lab lab;
        for (const auto& [name, args] : labCommands(setup, steps))
            lab.execute(name, args);
    }
};

QTEST_GUILESS_MAIN(TestCommandBounds)
#include "tst_commandbounds.moc"
