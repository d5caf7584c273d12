// The expectation kinds a lesson can state, played against a real Lab: each
// one passes on the world it describes and fails, naming what it found, when
// the lesson claims something else.
#include "lab/Lab.h"
#include "lesson/reader/LessonLoader.h"
#include "lesson/player/ScenarioPlayer.h"
#include "LessonTestSupport.h"

#include <QtTest>

using namespace atlas;
using atlas::lessontest::messages;

namespace {

constexpr const char* kKey = "atlasmart://payment-simulator|evt-1";

// One payment that fails once, is retried after the first backoff and
// completes; then a delivery from an empty queue. Every new kind is checked
// where it has something to say.
Json baseLesson()
{
    const Json event = {{"source", "atlasmart://payment-simulator"},
                        {"id", "evt-1"},
                        {"type", "PAYMENT_SUCCEEDED"},
                        {"orderId", "ord-1"},
                        {"paymentIdempotencyKey", "pay-1"}};
    const Json message = {{"message", kKey}};
    Json steps = Json::array();
    steps.push_back({{"narration", "publish"},
                     {"command", "publish"},
                     {"args", {{"event", event}}},
                     {"expect",
                      {{{"delivery", message}, {"exists", true}},
                       {{"delivery", message}, {"dueInMs", 0}},
                       {{"document", "orders/ord-1"}, {"field", "paymentKey"}, {"exists", false}},
                       {{"clock", "elapsedMs"}, {"equals", 0}}}}});
    steps.push_back({{"narration", "fail once"},
                     {"command", "inject"},
                     {"args", {{"delivery", "latest"}, {"fault", "transient-error"}}}});
    steps.push_back(
        {{"narration", "the failing attempt"},
         {"command", "deliverNext"},
         {"expect",
          {{{"journal", {{"kind", "handler-result"}, {"outcome", "retry"}}}, {"count", 1}},
           {{"journal", {{"kind", "channel"}, {"outcome", "retry-scheduled"}}}, {"atLeast", 1}},
           {{"delivery", message}, {"dueInMs", 10000}},
           {{"document", "orders/ord-1"}, {"field", "state"}, {"notEquals", "COMPLETED"}},
           {{"revenue", "total"}, {"equals", 0}}}}});
    steps.push_back(
        {{"narration", "the retry"},
         {"command", "deliverNext"},
         {"expect",
          {{{"clock", "elapsedMs"}, {"equals", 10000}},
           {{"journal", {{"kind", "clock"}, {"outcome", "advanced"}}}, {"count", 1}},
           {{"journal", {{"kind", "handler-result"}, {"outcome", "retry"}}}, {"count", 0}},
           {{"journal", {{"kind", "handler-result"}, {"outcome", "completed"}}}, {"atMost", 1}},
           {{"document", "orders/ord-1"}, {"field", "paymentKey"}, {"exists", true}},
           {{"document", "orders/ord-1"}, {"field", "state"}, {"equals", "COMPLETED"}},
           {{"revenue", "total"}, {"atLeast", 10}},
           {{"delivery", message}, {"exists", false}}}}});
    steps.push_back({{"narration", "nothing left"},
                     {"command", "deliverNext"},
                     {"expect",
                      {{{"journal", {{"kind", "channel"}, {"outcome", "idle"}}}, {"last", true}},
                       {{"journal", {{"kind", "channel"}, {"outcome", "idle"}}}, {"count", 1}}}}});
    return {{"id", "expectations"},
            {"title", "t"},
            {"summary", "s"},
            {"version", 1},
            {"language", "en"},
            {"sections",
             {{{"id", "s"}, {"title", "t"}, {"markdown", "m"}, {"scenario", "kinds"}}}},
            {"scenarios",
             {{{"id", "kinds"},
               {"title", "t"},
               {"summary", "s"},
               {"setup",
                {{"seed", 1},
                 {"documents",
                  {{{"path", "orders/ord-1"},
                    {"data", {{"customerId", "c"}, {"total", 10}, {"state", "PAYMENT_PENDING"}}}}}},
                 {"strategies", {{"*", "inbox-in-transaction"}}},
                 {"autoRelay", false}}},
               {"steps", steps}}}},
            {"knowledgeCheck", Json::array()}};
}

LoadResult load(const Json& lesson)
{
    return LessonLoader::loadFromText(QByteArray::fromStdString(lesson.dump(2)),
                                      QStringLiteral("lessons/t.json"));
}

// The verdicts of the scenario's steps, in order.
std::vector<ExpectationResult> play(const Lesson& lesson)
{
    Lab lab;
    ScenarioPlayer player(lab, lesson.scenarios.front());
    player.restart();
    player.runToEnd();
    std::vector<ExpectationResult> out;
    for (const auto& step : player.results()) {
        if (!step.error.isEmpty())
            qWarning() << "refused:" << step.error;
        out.insert(out.end(), step.expectations.begin(), step.expectations.end());
    }
    return out;
}

} // namespace

class TestExpectations : public QObject
{
    Q_OBJECT
private slots:
    void everyKindHoldsWhereItShould()
    {
        const LoadResult loaded = load(baseLesson());
        QVERIFY2(loaded.ok(), qPrintable(messages(loaded).join(u'\n')));
        const auto verdicts = play(loaded.lesson);
        QCOMPARE(verdicts.size(), std::size_t{19});
        for (const auto& v : verdicts)
            QVERIFY2(v.passed, qPrintable(v.claim + u" found " + v.actual));
    }

    // Each row changes one expectation's value; that one must then fail and
    // say what the Lab holds.
    void aWrongClaimFails_data()
    {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("value"); // JSON
        QTest::addColumn<QString>("actual");
        QTest::newRow("field exists") << "/scenarios/0/steps/0/expect/2/exists" << "true"
                                      << "no such field";
        QTest::newRow("field does not exist")
            << "/scenarios/0/steps/3/expect/4/exists" << "false" << "\"pay-1\"";
        QTest::newRow("not equal") << "/scenarios/0/steps/2/expect/3/notEquals"
                                   << "\"PAYMENT_PENDING\"" << "\"PAYMENT_PENDING\"";
        QTest::newRow("journal count this step")
            << "/scenarios/0/steps/2/expect/0/count" << "2" << "1";
        QTest::newRow("journal count excludes earlier steps")
            << "/scenarios/0/steps/3/expect/2/count" << "1" << "0";
        QTest::newRow("due time") << "/scenarios/0/steps/2/expect/2/dueInMs" << "20000"
                                  << "due in 10000 ms";
        QTest::newRow("delivery pending") << "/scenarios/0/steps/3/expect/7/exists" << "true"
                                          << "no such pending delivery";
        QTest::newRow("clock") << "/scenarios/0/steps/3/expect/0/equals" << "0" << "10000";
        QTest::newRow("revenue") << "/scenarios/0/steps/3/expect/6/atLeast" << "11" << "10";
        QTest::newRow("idle") << "/scenarios/0/steps/4/expect/1/count" << "0" << "1";
    }

    void aWrongClaimFails()
    {
        QFETCH(QString, pointer);
        QFETCH(QString, value);
        QFETCH(QString, actual);
        Json lesson = baseLesson();
        lesson[Json::json_pointer(pointer.toStdString())] = Json::parse(value.toStdString());
        const LoadResult loaded = load(lesson);
        QVERIFY2(loaded.ok(), qPrintable(messages(loaded).join(u'\n')));
        std::vector<ExpectationResult> failed;
        for (const auto& v : play(loaded.lesson))
            if (!v.passed)
                failed.push_back(v);
        QCOMPARE(failed.size(), std::size_t{1});
        QCOMPARE(failed.front().actual, actual);
    }

    void badExpectationsAreNamed_data()
    {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("value"); // JSON
        QTest::addColumn<QString>("message");
        QTest::newRow("two checks on a field")
            << "/scenarios/0/steps/0/expect/2"
            << R"({"document": "orders/ord-1", "field": "state", "exists": true, "equals": 1})"
            << "give only one of equals, notEquals or exists in one expectation";
        QTest::newRow("notEquals without a field")
            << "/scenarios/0/steps/0/expect/2" << R"({"document": "orders/ord-1", "notEquals": 1})"
            << "a document expectation with \"notEquals\" names the \"field\" it compares";
        QTest::newRow("journal without last or count")
            << "/scenarios/0/steps/4/expect/0"
            << R"({"journal": {"kind": "channel", "outcome": "idle"}})"
            << "missing the comparison: give one of last, count, atLeast or atMost";
        QTest::newRow("unknown clock measure")
            << "/scenarios/0/steps/0/expect/3" << R"({"clock": "now", "equals": 0})"
            << "expected one of elapsedMs; found \"now\"";
        QTest::newRow("delivery of a message never published")
            << "/scenarios/0/steps/0/expect/0"
            << R"({"delivery": {"message": "atlasmart://payment-simulator|evt-2"}, "exists": true})"
            << "no earlier step of this scenario publishes message "
               "\"atlasmart://payment-simulator|evt-2\" (did you mean "
               "\"atlasmart://payment-simulator|evt-1\"?)";
        QTest::newRow("an event type no handler knows")
            << "/scenarios/0/steps/0/args/event/type" << R"("PAYMENT_SUCCEDED")"
            << "(did you mean \"PAYMENT_SUCCEEDED\"?)";
    }

    void badExpectationsAreNamed()
    {
        QFETCH(QString, pointer);
        QFETCH(QString, value);
        QFETCH(QString, message);
        Json lesson = baseLesson();
        lesson[Json::json_pointer(pointer.toStdString())] = Json::parse(value.toStdString());
        const LoadResult loaded = load(lesson);
        const QStringList all = messages(loaded);
        QCOMPARE(all.size(), 1); // that one mistake, and nothing else
        QVERIFY2(all.front().contains(message), qPrintable(all.front()));
    }
};

QTEST_GUILESS_MAIN(TestExpectations)
#include "tst_expectations.moc"
