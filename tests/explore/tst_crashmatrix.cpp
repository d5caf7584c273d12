// The crash-point matrix: the correct strategies read exactly once in every
// cell, every wrong one has a red cell with a trace, and cells agree with
// the chapter's hand-written scenarios.
#include "ExploreTestSupport.h"
#include "explore/CrashMatrix.h"
#include "lab/Lab.h"
#include "lesson/player/ScenarioPlayer.h"

using namespace atlas;
using atlas::test::chapter10Scenario;

namespace {

const std::vector<MatrixCell>& matrix()
{
    static const std::vector<MatrixCell> cells = CrashMatrix::run(2);
    return cells;
}

const MatrixCell& cell(const std::string& row, ExploreFault fault)
{
    for (const MatrixCell& c : matrix())
        if (c.row == row && c.fault == fault)
            return c;
    qFatal("no cell %s", row.c_str());
}

QByteArray name(CellOutcome outcome)
{
    return QByteArray(toString(outcome).data(), static_cast<qsizetype>(toString(outcome).size()));
}

bool anyInvariantBroken(const Lab& lab)
{
    for (const auto& v : lab.invariants())
        if (!v.holds)
            return true;
    return false;
}

} // namespace

Q_DECLARE_METATYPE(atlas::ExploreFault)

class TestCrashMatrix : public QObject
{
    Q_OBJECT
private slots:
    void everyStrategyMeetsEveryFault()
    {
        QCOMPARE(matrix().size(), CrashMatrix::rows().size() * CrashMatrix::columns().size());
        QCOMPARE(CrashMatrix::columns().size(), kExploreFaults.size());
    }

    void correctRowsAreExactlyOnceEverywhere()
    {
        for (const MatrixCell& c : matrix()) {
            if (c.row != "inbox-in-transaction" && c.row != "outbox-with-provider-key")
                continue;
            QVERIFY2(c.order == CellOutcome::ExactlyOnce && c.email == CellOutcome::ExactlyOnce,
                     qPrintable(QString::fromStdString(c.row + " x " +
                                                       std::string(toString(c.fault)))));
            QVERIFY(!c.result.violated);
            QVERIFY(c.result.exhausted);
        }
    }

    void everyWrongRowHasARedCellAndEveryRedCellATrace()
    {
        for (const auto& row : CrashMatrix::rows()) {
            if (row.strategy == "inbox-in-transaction" ||
                row.strategy == "outbox-with-provider-key")
                continue;
            int red = 0;
            for (const MatrixCell& c : matrix())
                if (c.row == row.strategy && c.red()) {
                    ++red;
                    QVERIFY(c.result.violated);
                    QVERIFY(!c.result.trace.empty());
                    // The world holds without faults: the cell's one fault broke it.
                    int faults = 0;
                    for (const auto& step : c.result.trace)
                        if (step.fault) {
                            ++faults;
                            QVERIFY(*step.fault == c.fault);
                        }
                    QCOMPARE(faults, 1);
                }
            QVERIFY2(red > 0, row.strategy.c_str());
        }
    }

    void cellsAgreeWithTheShippedScenarios_data()
    {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<QByteArray>("row");
        QTest::addColumn<ExploreFault>("fault");
        QTest::addRow("marker before effect")
            << "ch10-marker-before-effect"_ba << "marker-before-effect"_ba
            << ExploreFault::CrashBetweenWrites;
        QTest::addRow("marker after effect") << "ch10-marker-after-effect"_ba
                                             << "marker-after-effect"_ba
                                             << ExploreFault::CrashBetweenWrites;
        QTest::addRow("inbox, crash before commit")
            << "ch10-inbox-crash-before-commit"_ba << "inbox-in-transaction"_ba
            << ExploreFault::CrashBeforeCommit;
        QTest::addRow("event id only") << "ch10-event-id-only"_ba << "event-id-only"_ba
                                       << ExploreFault::NewEnvelope;
        QTest::addRow("business key guard") << "ch10-business-key-guard"_ba
                                            << "inbox-in-transaction"_ba
                                            << ExploreFault::NewEnvelope;
        QTest::addRow("inbox, lost ack") << "ch10-lost-ack-redelivery"_ba
                                         << "inbox-in-transaction"_ba << ExploreFault::LostAck;
        QTest::addRow("flag before send") << "ch10-email-flag-before-send"_ba
                                          << "flag-before-send"_ba
                                          << ExploreFault::RelayCrashAfterSend;
        QTest::addRow("flag after send")
            << "ch10-email-flag-after-send"_ba << "flag-after-send"_ba
            << ExploreFault::ProviderTimeoutAfterAccept;
        QTest::addRow("outbox with the provider's key")
            << "ch10-email-outbox-provider-key"_ba << "outbox-with-provider-key"_ba
            << ExploreFault::ProviderTimeoutAfterAccept;
    }
    void cellsAgreeWithTheShippedScenarios()
    {
        QFETCH(QByteArray, scenario);
        QFETCH(QByteArray, row);
        QFETCH(ExploreFault, fault);
        Lab lab;
        ScenarioPlayer player(lab, chapter10Scenario(scenario.constData()));
        player.restart();
        player.runToEnd();
        QVERIFY(player.allPassed());
        QCOMPARE(cell(row.toStdString(), fault).red(), anyInvariantBroken(lab));
    }

    void aRedCellNamesWhatBroke()
    {
        const MatrixCell& lost = cell("marker-before-effect", ExploreFault::CrashBetweenWrites);
        QCOMPARE(name(lost.order), name(CellOutcome::Lost));
        const MatrixCell& doubled = cell("marker-after-effect", ExploreFault::CrashBetweenWrites);
        QCOMPARE(name(doubled.order), name(CellOutcome::Duplicated));
        const MatrixCell& noEmail = cell("flag-before-send", ExploreFault::RelayCrashAfterSend);
        QCOMPARE(name(noEmail.order), name(CellOutcome::ExactlyOnce));
        QCOMPARE(name(noEmail.email), name(CellOutcome::Lost));
        const MatrixCell& twoEmails =
            cell("flag-after-send", ExploreFault::ProviderTimeoutAfterAccept);
        QCOMPARE(name(twoEmails.email), name(CellOutcome::Duplicated));
        const MatrixCell& undone = cell("business-key-only", ExploreFault::Duplicate);
        QVERIFY(undone.red());
        // The stale failure redelivered after the success undoes the order.
        QCOMPARE(name(undone.order), name(CellOutcome::Lost));
    }
};

QTEST_GUILESS_MAIN(TestCrashMatrix)
#include "tst_crashmatrix.moc"
