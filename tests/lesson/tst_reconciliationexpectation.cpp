// The reconciliation expectation kinds and the repair commands in lessons:
// what validates, what is refused with which message, and what passes when
// played.
#include "LessonTestSupport.h"

#include "lab/Lab.h"
#include "lesson/reader/LessonLoader.h"
#include "lesson/player/ScenarioPlayer.h"

#include <QtTest>

using namespace atlas;
using namespace Qt::StringLiterals;

namespace {

// One order completed and its receipt lost by a relay that flags before it
// sends and crashes; then the steps under test.
QString lesson(const QString& steps)
{
    return uR"json({
  "id": "t", "title": "T", "summary": "S", "version": 1, "language": "en",
  "sections": [{"id": "s1", "title": "S", "markdown": "M"}],
  "scenarios": [{
    "id": "sc", "title": "T", "summary": "S",
    "setup": {"seed": 1, "relayStrategy": "flag-before-send", "autoRelay": false,
              "documents": [{"path": "orders/ord-1", "data": {"customerId": "c1", "total": 5, "state": "PAYMENT_PENDING"}}]},
    "steps": [
      {"narration": "n", "command": "publish", "args": {"event": {"source": "src", "id": "e1", "type": "PAYMENT_SUCCEEDED", "orderId": "ord-1"}}},
      {"narration": "n", "command": "deliverNext", "expect": [{"reconciliation": {"order": "ord-1", "finding": "pending"}}]},
      {"narration": "n", "command": "injectRelayFault", "args": {"fault": "relay-crash-between-send-and-mark"}},
      {"narration": "n", "command": "runRelay"},
      %1
    ]
  }]
})json"_s.arg(steps);
}

LoadResult load(const QString& text)
{
    return LessonLoader::loadFromText(text.toUtf8(), u"lessons/t.json"_s);
}

std::vector<StepResult> play(const LoadResult& loaded)
{
    Lab lab;
    ScenarioPlayer player(lab, loaded.lesson.scenarios.front());
    player.restart();
    player.runToEnd();
    return player.results();
}

} // namespace

class TestReconciliationExpectation : public QObject
{
    Q_OBJECT

private slots:
    void repairsPlayAndFindingsReachZero()
    {
        const LoadResult loaded = load(lesson(uR"(
      {"narration": "n", "command": "deliverNext", "expect": [
        {"reconciliation": {"order": "ord-1", "finding": "missing"}},
        {"reconciliation": {"finding": "missing", "count": 1}},
        {"reconciliation": {"order": "ord-2", "finding": "none"}},
        {"reconciliation": {"open": 1}}]},
      {"narration": "n", "command": "resendReceipt", "args": {"orderId": "ord-1"}, "expect": [
        {"reconciliation": {"order": "ord-1", "finding": "ok"}},
        {"reconciliation": {"open": 0}},
        {"journal": {"kind": "operator", "outcome": "resent"}, "last": true}]})"_s));
        QVERIFY2(loaded.ok(), qPrintable(lessontest::messages(loaded).join(u'\n')));
        for (const StepResult& r : play(loaded)) {
            QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
            for (const auto& e : r.expectations)
                QVERIFY2(e.passed, qPrintable(e.claim + u" / found "_s + e.actual));
        }
    }

    void aWrongClaimFailsWithWhatWasFound()
    {
        const LoadResult loaded = load(lesson(uR"(
      {"narration": "n", "command": "deliverNext", "expect": [
        {"reconciliation": {"order": "ord-1", "finding": "ok"}},
        {"reconciliation": {"open": 0}},
        {"reconciliation": {"finding": "duplicated", "count": 1}}]})"_s));
        QVERIFY(loaded.ok());
        const auto results = play(loaded);
        const auto& verdicts = results.back().expectations;
        QCOMPARE(verdicts.size(), std::size_t{3});
        for (const auto& e : verdicts)
            QVERIFY2(!e.passed, qPrintable(e.claim));
        QVERIFY2(verdicts[0].actual.startsWith(u"missing: "_s), qPrintable(verdicts[0].actual));
        QVERIFY2(verdicts[1].actual.contains(u"ord-1: missing"_s), qPrintable(verdicts[1].actual));
        QCOMPARE(verdicts[1].claim, u"reconciliation has 0 open findings"_s);
    }

    void markReconciledValidatesItsNote()
    {
        const LoadResult loaded = load(lesson(uR"(
      {"narration": "n", "command": "markReconciled", "args": {"orderId": "ord-1"}})"_s));
        QVERIFY(!loaded.ok());
        const QString all = lessontest::messages(loaded).join(u'\n');
        QVERIFY2(all.contains(u"/scenarios/0/steps/4/args"_s) && all.contains(u"note"_s),
                 qPrintable(all));
    }

    void badClaimsAreRefusedAtLoad_data()
    {
        QTest::addColumn<QString>("claim");
        QTest::addColumn<QString>("message");
        QTest::addRow("unknown finding")
            << uR"({"order": "ord-1", "finding": "lost"})"_s << u"expected one of ok"_s;
        QTest::addRow("order and count")
            << uR"({"order": "ord-1", "finding": "ok", "count": 1})"_s << u"order + finding"_s;
        QTest::addRow("neither") << uR"({"finding": "ok"})"_s << u"checks one order's finding (order + finding)"_s;
        QTest::addRow("open with others")
            << uR"({"open": 0, "finding": "ok"})"_s << u"give it alone"_s;
        QTest::addRow("none counted")
            << uR"({"finding": "none", "count": 0})"_s << u"none is only for one order"_s;
        QTest::addRow("unknown key")
            << uR"({"orders": "ord-1", "finding": "ok"})"_s << u"did you mean \"order\""_s;
        QTest::addRow("negative") << uR"({"open": -1})"_s << u"/reconciliation/open"_s;
        QTest::addRow("not an object") << uR"("ord-1")"_s << u"/reconciliation"_s;
    }
    void badClaimsAreRefusedAtLoad()
    {
        QFETCH(QString, claim);
        QFETCH(QString, message);
        const LoadResult loaded = load(lesson(
            uR"({"narration": "n", "command": "deliverNext", "expect": [{"reconciliation": %1}]})"_s
                .arg(claim)));
        QVERIFY(!loaded.ok());
        const QString all = lessontest::messages(loaded).join(u'\n');
        QVERIFY2(all.contains(message), qPrintable(all));
    }
};

QTEST_GUILESS_MAIN(TestReconciliationExpectation)
#include "tst_reconciliationexpectation.moc"
