#include "delivery/Fault.h"
#include "lesson/checker/CommandChecker.h"
#include "lesson/reader/DidYouMean.h"
#include "lesson/reader/LessonLoader.h"
#include "lesson/Vocabulary.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace atlas;

namespace {

// A valid lesson. Rows of the error tests replace one piece of it; the
// expected line:column is where the row's anchor text lands in the result.
constexpr char kBase[] = R"json({
  "id": "t",
  "title": "T",
  "summary": "S",
  "version": 1,
  "language": "en",
  "sections": [{"id": "s1", "title": "S", "markdown": "M", "scenario": "sc"}],
  "scenarios": [{
    "id": "sc", "title": "T", "summary": "S",
    "setup": {"seed": 1, "documents": [{"path": "orders/o1", "data": {"state": "PAYMENT_PENDING"}}]},
    "steps": [
      {"narration": "n", "command": "publish", "args": {"event": {"source": "src", "id": "e1", "type": "PAYMENT_SUCCEEDED"}}},
      {"narration": "n", "command": "deliverNext", "expect": [{"document": "orders/o1", "field": "state", "equals": "COMPLETED"}]}
    ]
  }],
  "knowledgeCheck": [{"id": "q1", "kind": "true-false", "question": "Q?", "answer": false, "explanation": "E", "scenario": "sc"}]
}
)json";

QString base()
{
    return QString::fromUtf8(kBase);
}

QString edited(const QString& from, const QString& to)
{
    QString text = base();
    const int at = text.indexOf(from);
    if (at < 0)
        qFatal("test data: \"%s\" is not in the base lesson", qPrintable(from));
    return text.replace(at, from.size(), to);
}

// 1-based line and column of the last occurrence of `anchor` (ASCII text).
std::pair<int, int> positionOf(const QString& text, const QString& anchor)
{
    const int at = text.lastIndexOf(anchor);
    const int lineStart = text.lastIndexOf(u'\n', at - 1) + 1;
    return {static_cast<int>(text.left(at).count(u'\n')) + 1, at - lineStart + 1};
}

LoadResult loadText(const QString& text)
{
    return LessonLoader::loadFromText(text.toUtf8(), QStringLiteral("lessons/t.json"));
}

QStringList messages(const LoadResult& result)
{
    QStringList out;
    for (const LessonError& e : result.errors)
        out << e.toString();
    return out;
}

QString sourceDir()
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR");
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

const QString kKnownCollections = QStringLiteral(
    "orders, workflowEvents, workflowOutbox, workflowDeadLetters, providerEmails, "
    "counters/revenue/shards, catalogItems, profiles, reservations, workflowCommands, "
    "workflowPaymentKeys, workflowReconciliations, triggerLog, orderSagas");

} // namespace

class TestLessonLoader : public QObject
{
    Q_OBJECT
private slots:
    void baseLessonIsValid()
    {
        const LoadResult result = loadText(base());
        QVERIFY2(result.ok(), qPrintable(messages(result).join(u'\n')));
        QCOMPARE(result.lesson.scenarios.size(), std::size_t(1));
        QCOMPARE(result.lesson.scenarios[0].steps.size(), std::size_t(2));
    }

    void reportsWhatATeacherCanFix_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("anchor");
        QTest::addColumn<QString>("jsonPath");
        QTest::addColumn<QString>("message");

        const QString step1 = QStringLiteral("\"command\": \"deliverNext\", \"expect\"");
        QTest::addRow("unknown command")
            << step1 << QStringLiteral("\"command\": \"deliverNxt\", \"expect\"")
            << QStringLiteral("\"deliverNxt\"") << QStringLiteral("/scenarios/0/steps/1/command")
            << QStringLiteral("unknown command \"deliverNxt\" (did you mean \"deliverNext\"?)");
        QTest::addRow("unknown command, nothing close")
            << step1 << QStringLiteral("\"command\": \"teleport\", \"expect\"")
            << QStringLiteral("\"teleport\"") << QStringLiteral("/scenarios/0/steps/1/command")
            << QStringLiteral("unknown command \"teleport\"; known commands: publish, deliverNext, "
                              "deliver, deliverAll, duplicate, reorder, inject, advanceClock, "
                              "setRetryPolicy, setAckDeadline, redrive, reset, seedDocument, "
                              "setStrategy, setRelayStrategy, setProviderIdempotency, runRelay, "
                              "injectRelayFault, replayParked, resolveParked, discardParked, "
                              "runChaos, poison, setConsumerOffline, setRedriveLimit, "
                              "setTtlPolicy, setMarkerRetention, deleteDocument, "
                              "addTrigger, removeTrigger, resendReceipt, markReconciled, "
                              "setHandlerDuration, setConcurrencyMode, finishAttempt, setSagaTimeout, repairSaga, setRules, clientRequest");
        QTest::addRow("string where an integer is expected")
            << step1
            << QStringLiteral(
                   "\"command\": \"advanceClock\", \"args\": {\"ms\": \"5000\"}, \"expect\"")
            << QStringLiteral("\"5000\"") << QStringLiteral("/scenarios/0/steps/1/args/ms")
            << QStringLiteral(
                   "expected an integer from 1 to 2592000000 (the Lab moves its clock at "
                   "most 30 days at a time); found \"5000\" (a string)");
        QTest::addRow("string version")
            << QStringLiteral("\"version\": 1") << QStringLiteral("\"version\": \"1\"")
            << QStringLiteral("\"1\"") << QStringLiteral("/version")
            << QStringLiteral("expected an integer of at least 1; found \"1\" (a string)");
        QTest::addRow("missing required field")
            << QStringLiteral("{\"narration\": \"n\", \"command\": \"deliverNext\", ")
            << QStringLiteral("{\"narration\": \"n\", ")
            << QStringLiteral("{\"narration\": \"n\", \"expect\"")
            << QStringLiteral("/scenarios/0/steps/1/command")
            << QStringLiteral("missing required field \"command\" (expected the name of a Lab "
                              "command, e.g. \"deliverNext\")");
        QTest::addRow("missing argument")
            << step1
            << QStringLiteral(
                   "\"command\": \"inject\", \"args\": {\"delivery\": \"latest\"}, \"expect\"")
            << QStringLiteral("{\"delivery\"") << QStringLiteral("/scenarios/0/steps/1/args/fault")
            << QStringLiteral("missing required field \"fault\" (expected one of none, "
                              "transient-error, permanent-error, crash-before-commit, "
                              "crash-between-writes, crash-after-commit, lost-ack)");
        QTest::addRow("unknown collection in a seeded document")
            << QStringLiteral("\"path\": \"orders/o1\"")
            << QStringLiteral("\"path\": \"ordres/o1\"") << QStringLiteral("\"ordres/o1\"")
            << QStringLiteral("/scenarios/0/setup/documents/0/path")
            << QStringLiteral("unknown collection \"ordres\" in \"ordres/o1\" (did you mean "
                              "\"orders\"?); known collections: ") +
                   kKnownCollections;
        QTest::addRow("unknown collection in an expectation")
            << QStringLiteral(
                   "{\"document\": \"orders/o1\", \"field\": \"state\", \"equals\": \"COMPLETED\"}")
            << QStringLiteral("{\"collection\": \"inbox\", \"count\": 1}")
            << QStringLiteral("\"inbox\"")
            << QStringLiteral("/scenarios/0/steps/1/expect/0/collection")
            << QStringLiteral("unknown collection \"inbox\"; known collections: ") +
                   kKnownCollections;
        QTest::addRow("unknown key")
            << QStringLiteral("\"expect\": [") << QStringLiteral("\"expct\": [")
            << QStringLiteral("\"expct\"") << QStringLiteral("/scenarios/0/steps/1/expct")
            << QStringLiteral("unknown key \"expct\" in a step (did you mean \"expect\"?); allowed "
                              "keys: narration, command, args, expect");
        QTest::addRow("unknown argument")
            << step1
            << QStringLiteral("\"command\": \"inject\", \"args\": {\"delivery\": \"latest\", "
                              "\"fualt\": \"lost-ack\", \"fault\": \"none\"}, \"expect\"")
            << QStringLiteral("\"fualt\"") << QStringLiteral("/scenarios/0/steps/1/args/fualt")
            << QStringLiteral("unknown key \"fualt\" in the arguments of inject (did you mean "
                              "\"fault\"?); allowed keys: delivery, fault");
        QTest::addRow("bad fault name")
            << step1
            << QStringLiteral("\"command\": \"inject\", \"args\": {\"delivery\": \"latest\", "
                              "\"fault\": \"crash\"}, \"expect\"")
            << QStringLiteral("\"crash\"") << QStringLiteral("/scenarios/0/steps/1/args/fault")
            << QStringLiteral("expected one of none, transient-error, permanent-error, "
                              "crash-before-commit, crash-between-writes, crash-after-commit, "
                              "lost-ack; found \"crash\"");
        QTest::addRow("misspelt fault name")
            << step1
            << QStringLiteral("\"command\": \"inject\", \"args\": {\"delivery\": \"latest\", "
                              "\"fault\": \"lost-akc\"}, \"expect\"")
            << QStringLiteral("\"lost-akc\"") << QStringLiteral("/scenarios/0/steps/1/args/fault")
            << QStringLiteral("expected one of none, transient-error, permanent-error, "
                              "crash-before-commit, crash-between-writes, crash-after-commit, "
                              "lost-ack; found \"lost-akc\" (did you mean \"lost-ack\"?)");
        QTest::addRow("ack deadline below the platform minimum")
            << QStringLiteral("\"seed\": 1,")
            << QStringLiteral("\"seed\": 1, \"ackDeadlineMs\": 5000,") << QStringLiteral("5000")
            << QStringLiteral("/scenarios/0/setup/ackDeadlineMs")
            << QStringLiteral("expected an integer from 10000 to 600000 (the ack deadline is 10 s "
                              "to 600 s); found 5000");
        QTest::addRow("ack deadline above the platform maximum")
            << step1
            << QStringLiteral(
                   "\"command\": \"setAckDeadline\", \"args\": {\"ms\": 600001}, \"expect\"")
            << QStringLiteral("600001") << QStringLiteral("/scenarios/0/steps/1/args/ms")
            << QStringLiteral("expected an integer from 10000 to 600000 (the ack deadline is 10 s "
                              "to 600 s); found 600001");
        QTest::addRow("too few delivery attempts")
            << QStringLiteral("\"seed\": 1,")
            << QStringLiteral(
                   "\"seed\": 1, \"retryPolicy\": {\"mode\": \"bounded\", \"maxAttempts\": 3},")
            << QStringLiteral("3}") << QStringLiteral("/scenarios/0/setup/retryPolicy/maxAttempts")
            << QStringLiteral("expected an integer from 5 to 100 (a dead-letter topic allows 5 to "
                              "100 delivery attempts); found 3");
        QTest::addRow("dangling section scenario")
            << QStringLiteral("\"markdown\": \"M\", \"scenario\": \"sc\"")
            << QStringLiteral("\"markdown\": \"M\", \"scenario\": \"sc-2\"")
            << QStringLiteral("\"sc-2\"") << QStringLiteral("/sections/0/scenario")
            << QStringLiteral("this section refers to scenario \"sc-2\", but the lesson has no "
                              "scenario with that id (did you mean \"sc\"?)");
        QTest::addRow("dangling question scenario")
            << QStringLiteral("\"explanation\": \"E\", \"scenario\": \"sc\"")
            << QStringLiteral("\"explanation\": \"E\", \"scenario\": \"demo\"")
            << QStringLiteral("\"demo\"") << QStringLiteral("/knowledgeCheck/0/scenario")
            << QStringLiteral("this question refers to scenario \"demo\", but the lesson has no "
                              "scenario with that id");
        QTest::addRow("duplicate question id")
            << QStringLiteral("\"knowledgeCheck\": [")
            << QStringLiteral(
                   "\"knowledgeCheck\": [{\"id\": \"q1\", \"kind\": \"true-false\", "
                   "\"question\": \"Q0?\", \"answer\": true, \"explanation\": \"E\"},\n    ")
            << QStringLiteral("\"q1\"") << QStringLiteral("/knowledgeCheck/1/id")
            << QStringLiteral("duplicate question id \"q1\" (first used at line 16, "
                              "/knowledgeCheck/0/id)");
        QTest::addRow("message never published")
            << step1
            << QStringLiteral(
                   "\"command\": \"duplicate\", \"args\": {\"message\": \"src|e2\"}, \"expect\"")
            << QStringLiteral("\"src|e2\"") << QStringLiteral("/scenarios/0/steps/1/args/message")
            << QStringLiteral("no earlier step of this scenario publishes message \"src|e2\" (did "
                              "you mean \"src|e1\"?)");
        QTest::addRow("event without an id")
            << QStringLiteral("\"id\": \"e1\", ") << QString() << QStringLiteral("{\"source\"")
            << QStringLiteral("/scenarios/0/steps/0/args/event/id")
            << QStringLiteral("event field \"id\": expected a non-empty string (CloudEvents "
                              "requires it); found nothing");
        QTest::addRow("misspelt invariant")
            << QStringLiteral(
                   "{\"document\": \"orders/o1\", \"field\": \"state\", \"equals\": \"COMPLETED\"}")
            << QStringLiteral("{\"invariant\": \"single-completon\", \"holds\": true}")
            << QStringLiteral("\"single-completon\"")
            << QStringLiteral("/scenarios/0/steps/1/expect/0/invariant")
            << QStringLiteral("expected one of single-completion, single-inbox-marker, "
                              "revenue-matches, one-receipt-per-order, no-event-lost, "
                              "completed-is-final, saga-compensates-once; found "
                              "\"single-completon\" (did you mean "
                              "\"single-completion\"?)");
        QTest::addRow("outcome of another journal kind")
            << QStringLiteral(
                   "{\"document\": \"orders/o1\", \"field\": \"state\", \"equals\": \"COMPLETED\"}")
            << QStringLiteral("{\"journal\": {\"kind\": \"operator\", \"outcome\": \"completed\"}, "
                              "\"last\": true}")
            << QStringLiteral("\"completed\"")
            << QStringLiteral("/scenarios/0/steps/1/expect/0/journal/outcome")
            << QStringLiteral("expected one of replayed, resolved, discarded, deleted, resent, "
                              "reconciled, repaired; found \"completed\"");
        QTest::addRow("two comparisons")
            << QStringLiteral(
                   "{\"document\": \"orders/o1\", \"field\": \"state\", \"equals\": \"COMPLETED\"}")
            << QStringLiteral("{\"metric\": \"attempts\", \"atLeast\": 1, \"atMost\": 3}")
            << QStringLiteral("\"atMost\"")
            << QStringLiteral("/scenarios/0/steps/1/expect/0/atMost")
            << QStringLiteral("give only one of equals, atLeast or atMost in one expectation");
        QTest::addRow("number answer to a true/false question")
            << QStringLiteral("\"answer\": false") << QStringLiteral("\"answer\": 1")
            << QStringLiteral("1, \"explanation\"") << QStringLiteral("/knowledgeCheck/0/answer")
            << QStringLiteral("expected true or false; found 1 (a number)");
        QTest::addRow("language that is not a BCP 47 tag")
            << QStringLiteral("\"language\": \"en\"") << QStringLiteral("\"language\": \"english\"")
            << QStringLiteral("\"english\"") << QStringLiteral("/language")
            << QStringLiteral("expected a BCP 47 language tag such as \"en\" or \"en-GB\"; found "
                              "\"english\"");
        QTest::addRow("duplicate JSON key")
            << QStringLiteral("\"title\": \"T\",\n")
            << QStringLiteral("\"title\": \"T\", \"title\": \"U\",\n")
            << QStringLiteral("\"title\": \"U\"") << QStringLiteral("/title")
            << QStringLiteral("duplicate key \"title\": JSON keeps only the last value, so the "
                              "earlier one is ignored");
    }

    void reportsWhatATeacherCanFix()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, anchor);
        QFETCH(QString, jsonPath);
        QFETCH(QString, message);

        const QString text = edited(from, to);
        const auto [line, column] = positionOf(text, anchor);
        const QString expected = u"lessons/t.json:" + QString::number(line) + u':' +
                                 QString::number(column) + u": " + jsonPath + u": " + message;
        const LoadResult result = loadText(text);
        QVERIFY2(messages(result).contains(expected),
                 qPrintable(u"expected:\n  " + expected + u"\ngot:\n  " +
                            messages(result).join(QStringLiteral("\n  "))));
        QCOMPARE(result.errors.size(), std::size_t(1));
        QVERIFY(!result.ok());
    }

    void errorKeepsFoundAndExpectedApart()
    {
        const LoadResult result = loadText(
            edited(QStringLiteral("\"command\": \"deliverNext\", \"expect\""),
                   QStringLiteral("\"command\": \"inject\", \"args\": {\"delivery\": \"latest\", "
                                  "\"fault\": \"crash\"}, \"expect\"")));
        QCOMPARE(result.errors.size(), std::size_t(1));
        const LessonError& e = result.errors.front();
        QCOMPARE(e.file, QStringLiteral("lessons/t.json"));
        QCOMPARE(e.line, 13);
        QCOMPARE(e.jsonPath, QStringLiteral("/scenarios/0/steps/1/args/fault"));
        QCOMPARE(e.found, QStringLiteral("\"crash\""));
        QVERIFY(e.expected.startsWith(QStringLiteral("one of none, transient-error, ")));
    }

    void malformedJson_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");

        QTest::addRow("missing comma at the end of line 4")
            << QByteArray("{\n  \"id\": \"t\",\n  \"title\": \"T\",\n  \"summary\": \"S\"\n"
                          "  \"version\": 1\n}\n")
            << QStringLiteral("lessons/t.json:5:3: malformed JSON while reading an object: "
                              "unexpected string literal; expected '}' (is a comma missing before "
                              "it?)");
        QTest::addRow("comma after the last member")
            << QByteArray("{\n  \"id\": \"t\",\n}\n")
            << QStringLiteral("lessons/t.json:3:1: malformed JSON while reading an object key: "
                              "unexpected '}'; expected string literal (JSON allows no comma after "
                              "the last member of an object)");
        QTest::addRow("comma after the last item")
            << QByteArray("{\n  \"steps\": [1, 2,]\n}\n")
            << QStringLiteral("lessons/t.json:2:18: malformed JSON while reading a value: "
                              "unexpected ']'; expected '[', '{', or a literal (JSON allows no "
                              "comma after the last item of an array)");
        QTest::addRow("misspelt literal")
            << QByteArray("{\n  \"autoRelay\": ture\n}\n")
            << QStringLiteral("lessons/t.json:2:16: malformed JSON while reading a value: invalid "
                              "literal; last read: '\"autoRelay\": tu'");
        QTest::addRow("file ends too early")
            << QByteArray("{\n  \"id\": \"t\"\n")
            << QStringLiteral("lessons/t.json:3:1: malformed JSON while reading an object: "
                              "unexpected end of input; expected '}'");
        QTest::addRow("empty file")
            << QByteArray()
            << QStringLiteral("lessons/t.json:1:1: malformed JSON while reading a "
                              "value: unexpected end of input; expected '[', '{', "
                              "or a literal");
        QTest::addRow("columns count characters, not bytes")
            << QByteArray("{\"title\": \"Caf\xc3\xa9\" \"x\": 1}")
            << QStringLiteral("lessons/t.json:1:18: malformed JSON while reading an object: "
                              "unexpected string literal; expected '}' (is a comma missing before "
                              "it?)");
    }

    void malformedJson()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const LoadResult result =
            LessonLoader::loadFromText(text, QStringLiteral("lessons/t.json"));
        QCOMPARE(messages(result), QStringList{expected});
        QVERIFY(result.errors.front().jsonPath.isEmpty());
    }

    void reportsEveryErrorInOneFile()
    {
        QString text = base();
        text.replace(QStringLiteral("\"version\": 1"), QStringLiteral("\"version\": 0"));
        text.replace(QStringLiteral("\"path\": \"orders/o1\""),
                     QStringLiteral("\"path\": \"order/o1\""));
        text.replace(QStringLiteral("\"command\": \"deliverNext\""),
                     QStringLiteral("\"command\": \"deliverNxt\""));
        text.replace(QStringLiteral("\"scenario\": \"sc\"}]\n}"),
                     QStringLiteral("\"scenario\": \"nope\"}]\n}"));
        const auto at = [&](const QString& anchor) -> QString {
            const auto [line, column] = positionOf(text, anchor);
            return u"lessons/t.json:" + QString::number(line) + u':' + QString::number(column) +
                   u": ";
        };

        const QStringList got = messages(loadText(text));
        QCOMPARE(got.size(), 4);
        const QString version =
            at(QStringLiteral("0,")) + u"/version: expected an integer of at least 1; found 0";
        const QString collection = at(QStringLiteral("\"order/o1\"")) +
                                   u"/scenarios/0/setup/documents/0/path: unknown collection "
                                   u"\"order\" in \"order/o1\" (did you mean \"orders\"?)";
        const QString command = at(QStringLiteral("\"deliverNxt\"")) +
                                u"/scenarios/0/steps/1/command: unknown command \"deliverNxt\" "
                                u"(did you mean \"deliverNext\"?)";
        const QString reference = at(QStringLiteral("\"nope\"")) +
                                  u"/knowledgeCheck/0/scenario: this question refers to scenario "
                                  u"\"nope\", but the lesson has no scenario with that id";
        QCOMPARE(got[0], version);
        QVERIFY(got[1].startsWith(collection));
        QCOMPARE(got[2], command);
        QCOMPARE(got[3], reference);
    }

    void loadDirectoryKeepsGoodLessons()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto write = [&](const QString& name, const QString& text) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text.toUtf8());
        };
        write(QStringLiteral("a-good.json"), base());
        write(QStringLiteral("b-broken.json"),
              QStringLiteral("{\n  \"id\": \"b\"\n  \"title\": \"B\"\n}"));
        write(QStringLiteral("c-good.json"),
              edited(QStringLiteral("\"id\": \"t\""), QStringLiteral("\"id\": \"c\"")));
        write(QStringLiteral("d-same-id.json"), base());
        write(QStringLiteral("notes.txt"), QStringLiteral("not a lesson"));

        const std::vector<LoadResult> results = LessonLoader::loadDirectory(dir.path());
        QCOMPARE(results.size(), std::size_t(4));
        QVERIFY(results[0].ok());
        QCOMPARE(results[0].lesson.id, QStringLiteral("t"));
        QCOMPARE(results[1].errors.size(), std::size_t(1));
        QCOMPARE(results[1].errors.front().line, 3);
        QVERIFY(results[2].ok());
        QCOMPARE(results[2].lesson.id, QStringLiteral("c"));
        QCOMPARE(results[2].lesson.scenarios.front().steps.size(), std::size_t(2));
        QCOMPARE(messages(results[3]),
                 QStringList{dir.filePath(QStringLiteral("d-same-id.json")) +
                             u":2:9: /id: lesson id \"t\" is already used by " +
                             dir.filePath(QStringLiteral("a-good.json"))});
    }

    void loadReportsMissingFilesAndDirectories()
    {
        const LoadResult file = LessonLoader::load(QStringLiteral("/nonexistent/lesson.json"));
        QCOMPARE(file.errors.size(), std::size_t(1));
        QCOMPARE(file.errors.front().toString(),
                 QStringLiteral("/nonexistent/lesson.json:1:1: cannot read the lesson file: there "
                                "is no such file"));
        const auto dir = LessonLoader::loadDirectory(QStringLiteral("/nonexistent/lessons"));
        QCOMPARE(dir.size(), std::size_t(1));
        QCOMPARE(messages(dir.front()),
                 QStringList{QStringLiteral("/nonexistent/lessons: lesson directory not found")});
    }

    void shippedLessonsLoadWithoutErrors_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addRow("chapter 10") << QStringLiteral("lessons/chapter10-idempotency.json");
        QTest::addRow("minimal example") << QStringLiteral("lessons/example-minimal.json");
    }

    void shippedLessonsLoadWithoutErrors()
    {
        QFETCH(QString, file);
        QVERIFY2(!sourceDir().isEmpty(), "ATLASLAB_SOURCE_DIR is not set (CTest sets it)");
        const LoadResult result = LessonLoader::load(QDir(sourceDir()).filePath(file));
        QVERIFY2(result.ok(), qPrintable(messages(result).join(u'\n')));
        QVERIFY(!result.lesson.scenarios.empty());
        for (const Scenario& s : result.lesson.scenarios)
            for (const ScenarioStep& step : s.steps)
                QVERIFY2(!step.narration.trimmed().isEmpty(), qPrintable(s.id));
    }

    void chapter10CoversTheChapter()
    {
        const LoadResult result = LessonLoader::load(
            QDir(sourceDir()).filePath(QStringLiteral("lessons/chapter10-idempotency.json")));
        QVERIFY(result.ok());
        const Lesson& lesson = result.lesson;
        QCOMPARE(lesson.id, QStringLiteral("chapter10-idempotency"));
        QCOMPARE(lesson.sections.size(), std::size_t(9));
        for (const LessonSection& section : lesson.sections)
            QVERIFY2(lesson.scenario(section.scenario), qPrintable(section.id));

        QStringList questionIds;
        for (const Question& q : lesson.knowledgeCheck) {
            questionIds << q.id;
            QVERIFY2(lesson.scenario(q.scenario), qPrintable(q.id));
            QVERIFY(q.answer >= 0 && q.answer < q.choices.size());
        }
        QCOMPARE(questionIds,
                 (QStringList{QStringLiteral("delivery-guarantee"),
                              QStringLiteral("event-id-and-business-key"),
                              QStringLiteral("inbox-pattern-safety"), QStringLiteral("retries-off"),
                              QStringLiteral("impossible-or-failing-events")}));

        // The chapter's lab run, with the chapter's identifiers.
        const Scenario* lab = lesson.scenario(QStringLiteral("ch10-lab-run"));
        QVERIFY(lab);
        QCOMPARE(lab->setup.documents.front().path, QStringLiteral("orders/ord-ch10-001"));
        QCOMPARE(lab->setup.documents.front().data.at("state"), Json("PAYMENT_PENDING"));
        const Json& event = lab->steps.front().args.at("event");
        QCOMPARE(event.at("source"), Json("atlasmart://payment-simulator"));
        QCOMPARE(event.at("id"), Json("evt-pay-success-ord-ch10-001-v1"));
        QCOMPARE(event.at("paymentIdempotencyKey"), Json("payment-ord-ch10-001"));
        QCOMPARE(event.at("correlationId"), Json("corr-ch10-001"));
        bool parkedWithReason = false;
        for (const ScenarioStep& step : lab->steps)
            for (const Expectation& e : step.expectations)
                parkedWithReason =
                    parkedWithReason ||
                    (e.field == QStringLiteral("reason") &&
                     e.value == Json("INVALID_TRANSITION_COMPLETED_TO_PAYMENT_FAILED"));
        QVERIFY(parkedWithReason);

        // The chaos run checks every invariant.
        const Scenario* chaos = lesson.scenario(QStringLiteral("ch10-chaos"));
        QVERIFY(chaos);
        QStringList invariants;
        for (const Expectation& e : chaos->steps.back().expectations)
            if (e.kind == Expectation::Kind::Invariant && e.value == Json(true))
                invariants << e.subject;
        for (const std::string_view id : vocabulary::kInvariants)
            QVERIFY2(invariants.contains(QString::fromUtf8(id.data(), qsizetype(id.size()))),
                     id.data());
    }

    void docsShowTheMinimalExampleVerbatim()
    {
        const QByteArray doc =
            readFile(QDir(sourceDir()).filePath(QStringLiteral("docs/lesson-format.md")));
        const QByteArray example =
            readFile(QDir(sourceDir()).filePath(QStringLiteral("lessons/example-minimal.json")));
        QVERIFY(!doc.isEmpty() && !example.isEmpty());
        const qsizetype heading = doc.indexOf("## A complete example");
        const qsizetype start = doc.indexOf("```json\n", heading) + 8;
        const qsizetype end = doc.indexOf("\n```\n", start) + 1;
        QVERIFY(heading >= 0 && start > heading && end > start);
        QCOMPARE(doc.mid(start, end - start), example);
    }

    void docsListEveryCommand()
    {
        const QByteArray doc =
            readFile(QDir(sourceDir()).filePath(QStringLiteral("docs/lesson-format.md")));
        for (const std::string_view name : CommandChecker::commandNames()) {
            const QByteArray row = "| `" + QByteArray(name.data(), qsizetype(name.size())) + "` |";
            QVERIFY2(doc.contains(row), name.data());
        }
    }

    void keepsParsedAndRawValues()
    {
        const LoadResult result = LessonLoader::load(
            QDir(sourceDir()).filePath(QStringLiteral("lessons/example-minimal.json")));
        QVERIFY(result.ok());
        const Lesson& lesson = result.lesson;
        QCOMPARE(lesson.version, 1);
        QCOMPARE(lesson.language, QStringLiteral("en"));
        QCOMPARE(lesson.sections.front().markdown,
                 QStringLiteral("Events can arrive **more than once**.\nPlay the scenario and "
                                "watch what the second delivery does."));

        const Scenario& s = lesson.scenarios.front();
        QCOMPARE(s.setup.seed, 7);
        QCOMPARE(s.setup.ackDeadlineMs, std::optional<std::int64_t>(10000));
        QCOMPARE(s.setup.autoRelay, std::optional<bool>(false));
        QCOMPARE(s.steps[0].command, QStringLiteral("publish"));
        QCOMPARE(s.steps[0].args.at("event").at("id"), Json("evt-1"));
        QCOMPARE(s.steps[1].args, Json::object());

        const auto& checks = s.steps[3].expectations;
        QCOMPARE(checks.size(), std::size_t(3));
        QCOMPARE(checks[0].kind, Expectation::Kind::CollectionCount);
        QCOMPARE(checks[0].subject, QStringLiteral("workflowEvents"));
        QCOMPARE(checks[0].comparison, Expectation::Comparison::Equals);
        QCOMPARE(checks[0].value, Json(1));
        QCOMPARE(checks[0].message, QStringLiteral("One inbox marker per source and id."));
        QCOMPARE(checks[0].raw.at("collection"), Json("workflowEvents"));
        QCOMPARE(checks[1].kind, Expectation::Kind::Invariant);
        QCOMPARE(checks[1].value, Json(true));
        QCOMPARE(checks[2].kind, Expectation::Kind::Metric);
        QCOMPARE(checks[2].subject, QStringLiteral("duplicatesDetected"));

        const auto& journal = s.steps[1].expectations[1];
        QCOMPARE(journal.kind, Expectation::Kind::JournalLast);
        QCOMPARE(journal.subject, QStringLiteral("handler-result"));
        QCOMPARE(journal.outcome, QStringLiteral("completed"));

        const Question& q = lesson.knowledgeCheck.front();
        QCOMPARE(q.kind, Question::Kind::TrueFalse);
        QCOMPARE(q.choices, (QStringList{QStringLiteral("True"), QStringLiteral("False")}));
        QCOMPARE(q.answer, 1);
    }

    void setupBecomesLabCommands()
    {
        const QString text =
            edited(QStringLiteral("\"seed\": 1,"),
                   QStringLiteral(
                       "\"seed\": 42, \"strategies\": {\"PAYMENT_SUCCEEDED\": \"event-id-only\", "
                       "\"*\": \"no-dedup\"}, \"relayStrategy\": \"flag-after-send\", "
                       "\"retryPolicy\": {\"mode\": \"off\"}, \"ackDeadlineMs\": 20000, "
                       "\"providerIdempotency\": {\"enabled\": false}, \"autoRelay\": true,"));
        const LoadResult result = loadText(text);
        QVERIFY2(result.ok(), qPrintable(messages(result).join(u'\n')));
        const Json commands = result.lesson.scenarios.front().setup.commands();
        QStringList names;
        for (const Json& c : commands)
            names << QString::fromStdString(c.at("command").get<std::string>());
        QCOMPARE(names,
                 (QStringList{QStringLiteral("reset"), QStringLiteral("seedDocument"),
                              QStringLiteral("setStrategy"), QStringLiteral("setStrategy"),
                              QStringLiteral("setRelayStrategy"), QStringLiteral("setRetryPolicy"),
                              QStringLiteral("setAckDeadline"),
                              QStringLiteral("setProviderIdempotency")}));
        QCOMPARE(commands[0].at("args"), (Json{{"seed", 42}}));
        QCOMPARE(commands[2].at("args").at("eventType"), Json("*"));
        QCOMPARE(commands[3].at("args").at("eventType"), Json("PAYMENT_SUCCEEDED"));
        QCOMPARE(commands[5].at("args"), (Json{{"mode", "off"}}));
        QCOMPARE(commands[6].at("args"), (Json{{"ms", 20000}}));
    }

    void suggestsOnlyCloseNames_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("suggestion");
        QTest::addRow("one letter missing")
            << QStringLiteral("deliverNxt") << QStringLiteral("deliverNext");
        QTest::addRow("swapped letters")
            << QStringLiteral("rnuRelay") << QStringLiteral("runRelay");
        QTest::addRow("case only") << QStringLiteral("DeliverAll") << QStringLiteral("deliverAll");
        QTest::addRow("too far") << QStringLiteral("deliverEverything") << QString();
        QTest::addRow("short word, two edits") << QStringLiteral("ms") << QString();
    }

    void suggestsOnlyCloseNames()
    {
        QFETCH(QString, word);
        QFETCH(QString, suggestion);
        const std::string w = word.toStdString();
        const auto match = closestMatch(w, CommandChecker::commandNames());
        QCOMPARE(match ? QString::fromUtf8(match->data(), qsizetype(match->size())) : QString(),
                 suggestion);
    }

    void faultNamesMatchTheChannel()
    {
        for (const std::string_view name : vocabulary::kFaults) {
            const auto fault = faultFromString(name);
            QVERIFY2(fault && toString(*fault) == name, name.data());
        }
    }
};

QTEST_GUILESS_MAIN(TestLessonLoader)
#include "tst_lessonloader.moc"
