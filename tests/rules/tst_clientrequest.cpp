// Client requests in the Lab: the verdict, the write it allows, the journal,
// replay, the lesson's own rules and the expectation on a verdict.
#include "exercise/ExerciseRun.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "lab/timeline/Journal.h"
#include "lesson/player/ScenarioPlayer.h"
#include "lesson/reader/LessonLoader.h"
#include "rules/RulesSet.h"
#include "rules/RulesVerdict.h"
#include "store/DocumentStore.h"

#include <QtTest>

using namespace atlas;
using namespace Qt::StringLiterals;

namespace {

const JournalEntry& lastRulesEntry(const Lab& lab)
{
    const JournalEntry* e = lab.journal().lastOfKind("rules");
    if (!e)
        throw std::logic_error("no rules entry");
    return *e;
}

QString lesson(const QString& rules, const QString& steps)
{
    return uR"json({
  "id": "t", "title": "T", "summary": "S", "version": 1, "language": "en",
  %1
  "sections": [{"id": "s1", "title": "S", "markdown": "M"}],
  "scenarios": [{
    "id": "sc", "title": "T", "summary": "S",
    "setup": {"seed": 1, "documents": [{"path": "orders/ord-1", "data": {"customerId": "u1", "total": 5, "state": "CREATED"}}]},
    "steps": [%2]
  }]
})json"_s.arg(rules, steps);
}

LoadResult load(const QString& text)
{
    return LessonLoader::loadFromText(text.toUtf8(), u"lessons/t.json"_s);
}

QStringList errors(const LoadResult& r)
{
    QStringList out;
    for (const LessonError& e : r.errors)
        out << e.toString();
    return out;
}

} // namespace

class TestClientRequest : public QObject
{
    Q_OBJECT

private slots:
    void deniedWriteChangesNothingAndIsJournaled()
    {
        Lab lab;
        const Json result = lab.execute(
            "clientRequest", Json{{"op", "create"}, {"path", "workflowEvents/e1"}, {"uid", "u1"},
                                  {"data", Json{{"eventId", "e1"}}}});
        QCOMPARE(result["verdict"], Json("denied"));
        QCOMPARE(result["written"], Json(false));
        QVERIFY(!lab.store().get("workflowEvents/e1").exists());
        const JournalEntry& e = lastRulesEntry(lab);
        QCOMPARE(e.outcome, std::string("denied"));
        QVERIFY2(e.detail.starts_with("client u1 create /workflowEvents/e1: denied: the condition at line "),
                 e.detail.c_str());
        QCOMPARE(e.data()["rule"]["statement"], Json("allow read, write: if false;"));
        QCOMPARE(lab.clientRequests().size(), std::size_t(1));
    }

    void allowedWriteGoesThroughTheStore()
    {
        Lab lab;
        const Json result = lab.execute("clientRequest", Json{{"op", "create"},
                                                              {"path", "profiles/u1"},
                                                              {"uid", "u1"},
                                                              {"data", Json{{"name", "Ada"}}}});
        QCOMPARE(result["verdict"], Json("allowed"));
        QCOMPARE(result["written"], Json(true));
        QCOMPARE(lab.store().get("profiles/u1").data()["name"], Json("Ada"));
        QCOMPARE(lastRulesEntry(lab).outcome, std::string("allowed"));
        // Another user's update is denied and leaves the profile alone.
        lab.execute("clientRequest", Json{{"op", "update"}, {"path", "profiles/u1"}, {"uid", "u2"},
                                          {"data", Json{{"name", "Eve"}}}});
        QCOMPARE(lab.store().get("profiles/u1").data()["name"], Json("Ada"));
        // The owner's create of an existing profile is allowed by the rules
        // and still fails in the store, as a create does.
        const Json again = lab.execute("clientRequest", Json{{"op", "create"},
                                                             {"path", "profiles/u1"},
                                                             {"uid", "u1"},
                                                             {"data", Json{{"name", "B"}}}});
        QCOMPARE(again["written"], Json(false));
        QVERIFY(again["writeError"].get<std::string>().starts_with("ALREADY_EXISTS"));
        lab.execute("clientRequest", Json{{"op", "delete"}, {"path", "profiles/u1"}, {"uid", "u1"}});
        QVERIFY(!lab.store().get("profiles/u1").exists());
    }

    void ordersReadOnlyByTheirCustomer()
    {
        Lab lab;
        lab.execute("seedDocument", Json{{"path", "orders/ord-1"}, {"data", Json{{"customerId", "u1"}}}});
        QCOMPARE(lab.execute("clientRequest", Json{{"op", "get"}, {"path", "orders/ord-1"}, {"uid", "u1"}})["verdict"],
                 Json("allowed"));
        QCOMPARE(lab.execute("clientRequest", Json{{"op", "get"}, {"path", "orders/ord-1"}, {"uid", "u2"}})["verdict"],
                 Json("denied"));
        const Json anonymous = lab.execute("clientRequest", Json{{"op", "get"}, {"path", "orders/ord-1"}, {"uid", nullptr}});
        QCOMPARE(anonymous["verdict"], Json("denied"));
        QVERIFY(anonymous["reason"].get<std::string>().find("request.auth is null") != std::string::npos);
    }

    void refusedBeforeAnything_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("mentions");
        QTest::addRow("unknown op") << R"({"op": "patch", "path": "orders/a"})" << "op";
        QTest::addRow("collection for get") << R"({"op": "get", "path": "orders"})" << "path";
        QTest::addRow("document for list") << R"({"op": "list", "path": "orders/a"})" << "path";
        QTest::addRow("create without data") << R"({"op": "create", "path": "orders/a"})" << "data";
        QTest::addRow("get with data") << R"({"op": "get", "path": "orders/a", "data": {}})" << "data";
        QTest::addRow("empty uid") << R"({"op": "get", "path": "orders/a", "uid": ""})" << "uid";
    }

    void refusedBeforeAnything()
    {
        QFETCH(QString, args);
        QFETCH(QString, mentions);
        Lab lab;
        const auto before = lab.journal().total();
        try {
            lab.execute("clientRequest", Json::parse(args.toStdString()));
            QFAIL("accepted");
        } catch (const LabError& error) {
            QVERIFY2(QString::fromUtf8(error.what()).contains(mentions), error.what());
        }
        QCOMPARE(lab.journal().total(), before);
        QVERIFY(lab.clientRequests().empty());
    }

    void stepBackReplaysRequestsAndRules()
    {
        Lab lab;
        lab.execute("setRules", Json{{"text", "rules_version = '2';\nservice cloud.firestore {\n"
                                              "  match /databases/{d}/documents {\n"
                                              "    match /orders/{id} { allow create: if request.auth != null; }\n"
                                              "  }\n}\n"}});
        lab.execute("clientRequest", Json{{"op", "create"}, {"path", "orders/o1"}, {"uid", "u1"}, {"data", Json{{"a", 1}}}});
        QVERIFY(lab.store().get("orders/o1").exists());
        QCOMPARE(lab.clientRequests().back().allowed, true);
        lab.execute("clientRequest", Json{{"op", "create"}, {"path", "orders/o2"}, {"data", Json{{"a", 1}}}});
        QVERIFY(lab.stepBack());
        QCOMPARE(lab.clientRequests().size(), std::size_t(1));
        QVERIFY(lab.rules().text().find("allow create") != std::string::npos);
        QVERIFY(lab.store().get("orders/o1").exists());
        // setRules without text is the chapter's again.
        lab.execute("setRules", Json::object());
        QCOMPARE(lab.rules().text(), RulesSet::chapter()->text());
        try {
            lab.execute("setRules", Json{{"text", "service cloud.firestore {"}});
            QFAIL("accepted");
        } catch (const LabError& error) {
            QVERIFY2(std::string(error.what()).find("line 1, column 26") != std::string::npos, error.what());
        }
    }

    void serverWritesBypassRules()
    {
        // The handler writes workflowEvents with server credentials: no
        // rules entry, while a client's identical write is denied.
        Lab lab;
        lab.execute("seedDocument", Json{{"path", "orders/ord-1"}, {"data", Json{{"customerId", "u1"}, {"total", 5}, {"state", "PAYMENT_PENDING"}}}});
        lab.execute("publish", Json{{"event", Json{{"source", "s"}, {"id", "e1"}, {"type", "PAYMENT_SUCCEEDED"}, {"orderId", "ord-1"}}}});
        lab.execute("deliverNext");
        QCOMPARE(lab.store().count("workflowEvents"), std::size_t(1));
        QVERIFY(!lab.journal().lastOfKind("rules"));
        lab.execute("clientRequest", Json{{"op", "create"}, {"path", "workflowEvents/forged"}, {"uid", "u1"}, {"data", Json{{"eventId", "x"}}}});
        QCOMPARE(lab.store().count("workflowEvents"), std::size_t(1));
    }

    void lessonRulesAndVerdictExpectations()
    {
        const QString rules = uR"("rules": ["rules_version = '2';", "service cloud.firestore {", "  match /databases/{database}/documents {", "    match /orders/{id} { allow get: if true; }", "  }", "}"],)"_s;
        const QString steps = uR"(
          {"narration": "n", "command": "clientRequest", "args": {"op": "get", "path": "orders/ord-1"},
           "expect": [{"request": "latest", "verdict": "allowed", "line": 4}, {"journal": {"kind": "rules", "outcome": "allowed"}, "count": 1}]},
          {"narration": "n", "command": "clientRequest", "args": {"op": "delete", "path": "orders/ord-1", "uid": "u1"},
           "expect": [{"request": "latest", "verdict": "denied"}, {"document": "orders/ord-1", "exists": true}]})"_s;
        const LoadResult loaded = load(lesson(rules, steps));
        QVERIFY2(loaded.errors.empty(), qPrintable(errors(loaded).join(u'\n')));
        QVERIFY(!loaded.lesson.rules.isEmpty());
        Lab lab;
        ScenarioPlayer player(lab, loaded.lesson.scenarios.front());
        player.restart();
        player.runToEnd();
        for (const StepResult& r : player.results())
            for (const ExpectationResult& e : r.expectations)
                QVERIFY2(e.passed, qPrintable(e.claim + u" / "_s + e.actual));
        // The same steps under the chapter's rules: the get is denied, so the
        // expectation fails; a wrong lab fails the lesson.
        const LoadResult chapter = load(lesson({}, steps));
        QVERIFY(chapter.errors.empty());
        Lab other;
        ScenarioPlayer second(other, chapter.lesson.scenarios.front());
        second.restart();
        second.step();
        QVERIFY(!second.results().front().passed());
    }

    // An exercise is graded in the world its lesson's scenarios showed: it
    // starts with the lesson's rules too, not the chapter's.
    void anExerciseStartsWithItsLessonsRules()
    {
        const QString rules =
            uR"("rules": ["rules_version = '2';", "service cloud.firestore {", "  match /databases/{database}/documents {", "    match /orders/{id} { allow get: if true; }", "  }", "}"],)"_s;
        const QString exercise = uR"("exercises": [{
    "id": "ex", "title": "E", "goal": "G",
    "setup": {"seed": 1, "documents": [{"path": "orders/ord-1", "data": {"customerId": "u1", "total": 5, "state": "CREATED"}}]},
    "allowedCommands": ["clientRequest"],
    "grading": {"outcomes": [{"expect": {"request": "latest", "verdict": "allowed"}, "points": 1}]}
  }],)"_s;
        const QString get =
            uR"({"narration": "n", "command": "clientRequest", "args": {"op": "get", "path": "orders/ord-1"}})"_s;
        const auto verdictOfAGet = [&](const QString& lessonRules) {
            const LoadResult loaded = load(lesson(lessonRules + exercise, get));
            if (!loaded.errors.empty())
                return errors(loaded).join(u'\n');
            Lab lab;
            ExerciseRun run(lab, loaded.lesson.exercises.front());
            lab.execute("clientRequest", Json{{"op", "get"}, {"path", "orders/ord-1"}});
            return QString::fromStdString(lastRulesEntry(lab).outcome);
        };
        QCOMPARE(verdictOfAGet(rules), u"allowed"_s);
        QCOMPARE(verdictOfAGet({}), u"denied"_s); // the chapter's rules
    }

    void lessonErrors_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QString>("steps");
        QTest::addColumn<QString>("message");
        const QString get = uR"({"narration": "n", "command": "clientRequest", "args": {"op": "get", "path": "orders/ord-1"}})"_s;
        QTest::addRow("rules that do not parse")
            << uR"("rules": "service cloud.firestore { match /a/{b} { allow reed; } }",)"_s << get
            << "the lesson's security rules do not parse: line 1, column 48: expected a method";
        QTest::addRow("unknown op") << QString() << uR"({"narration": "n", "command": "clientRequest", "args": {"op": "put", "path": "orders/ord-1"}})"_s
                                    << "expected one of get, list, create, update, delete";
        QTest::addRow("unknown collection") << QString() << uR"({"narration": "n", "command": "clientRequest", "args": {"op": "get", "path": "ordres/ord-1"}})"_s
                                            << "ordres";
        QTest::addRow("update without data") << QString() << uR"({"narration": "n", "command": "clientRequest", "args": {"op": "update", "path": "orders/ord-1", "uid": "u1"}})"_s
                                             << "give them as \"data\"";
        QTest::addRow("uid not a string") << QString() << uR"({"narration": "n", "command": "clientRequest", "args": {"op": "get", "path": "orders/ord-1", "uid": 7}})"_s
                                          << "a uid (a non-empty string) or null";
        QTest::addRow("setRules that do not parse") << QString() << uR"({"narration": "n", "command": "setRules", "args": {"text": "service x {}"}})"_s
                                                    << "the security rules do not parse: line 1, column 9";
        QTest::addRow("verdict typo") << QString() << get.chopped(1) + uR"(, "expect": [{"request": "latest", "verdict": "allow"}]})"_s
                                      << "expected one of allowed, denied";
    }

    void lessonErrors()
    {
        QFETCH(QString, rules);
        QFETCH(QString, steps);
        QFETCH(QString, message);
        const LoadResult loaded = load(lesson(rules, steps));
        QVERIFY(!loaded.errors.empty());
        QVERIFY2(errors(loaded).join(u'\n').contains(message), qPrintable(errors(loaded).join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestClientRequest)
#include "tst_clientrequest.moc"
