// The delivery panel's list of handler attempts in flight and its Finish
// next action: the interleaving of a slow attempt and its redelivery, one
// click at a time.
#include "../PanelTestSupport.h"

#include "deliveries/DeliveryPanel.h"
#include "lab/inflight/InFlightAttempts.h"
#include "lab/timeline/Journal.h"
#include "views/InFlightModel.h"

#include <QLabel>
#include <QTableView>

using namespace atlas;
using namespace atlas::fixtures;
using namespace atlas::testing;

using F = InFlightModel;

namespace {

QString cell(DeliveryPanel& panel, int row, int column)
{
    return panel.inFlightModel()->index(row, column).data().toString();
}

void click(DeliveryPanel& panel, QAction* action)
{
    QToolButton* button = buttonFor(&panel, action);
    QVERIFY(button);
    QVERIFY2(button->isEnabled(), qPrintable(action->toolTip()));
    QVERIFY(button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
}

} // namespace

class TestInFlightPanel : public QObject
{
    Q_OBJECT
private slots:
    void theListShowsEachAttemptAndFinishNextStepsThroughThem()
    {
        Lab lab;
        seedLessonOrder(lab);
        lab.execute("setAutoRelay", Json{{"enabled", false}});
        DeliveryPanel panel(lab);
        QAbstractItemModelTester tester(panel.inFlightModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        panel.resize(900, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(!panel.inFlightView()->isVisible());
        QVERIFY(!panel.actions().finishNext->isEnabled());
        QVERIFY(!panel.actions().finishNext->toolTip().isEmpty());

        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliver", Json{{"delivery", "latest"}, {"durationMs", 15'000}});
        QVERIFY(panel.inFlightView()->isVisible());
        QCOMPARE(panel.inFlightModel()->rowCount(), 1);
        QCOMPARE(cell(panel, 0, F::AttemptColumn), QStringLiteral("#1"));
        QCOMPARE(cell(panel, 0, F::StartedColumn), QStringLiteral("T+0:00:00"));
        QCOMPARE(cell(panel, 0, F::FinishesColumn), QStringLiteral("T+0:00:15"));
        QCOMPARE(cell(panel, 0, F::AckDeadlineColumn), QStringLiteral("T+0:00:10"));
        QVERIFY(cell(panel, 0, F::StateColumn).startsWith(QStringLiteral("running")));
        QVERIFY(panel.findChild<QLabel*>(QStringLiteral("inFlightTitle"))
                    ->text()
                    .contains(QStringLiteral("pessimistic")));

        // The deadline passes mid-run; the redelivery waits for the lock.
        lab.execute("advanceClock", Json{{"ms", 10'000}});
        QCOMPARE(cell(panel, 0, F::AckDeadlineColumn), QStringLiteral("passed"));
        lab.execute("deliverNext");
        QCOMPARE(panel.inFlightModel()->rowCount(), 2);
        QCOMPARE(cell(panel, 1, F::FinishesColumn), QStringLiteral("waiting"));
        QVERIFY2(cell(panel, 1, F::StateColumn).contains(QStringLiteral("waits for #1")),
                 qPrintable(cell(panel, 1, F::StateColumn)));
        QVERIFY(panel.inFlightModel()->index(1, 0).data(F::WaitingRole).toBool());
        screenshot(&panel, QStringLiteral("inflight-panel"));

        QVERIFY(panel.actions().finishNext->toolTip().contains(QStringLiteral("#1")));
        click(panel, panel.actions().finishNext);
        QCOMPARE(lab.commandLog().back().name, std::string("finishAttempt"));
        QCOMPARE(panel.inFlightModel()->rowCount(), 0);
        QVERIFY(!panel.inFlightView()->isVisible());
        QCOMPARE(lab.journal().lastOfKind("handler-result")->outcome, std::string("duplicate"));
        QCOMPARE(orderState(lab), std::string("COMPLETED"));
        QVERIFY(!panel.actions().finishNext->isEnabled());
    }

    void theFKeyFinishesTheNextAttempt()
    {
        Lab lab;
        seedLessonOrder(lab);
        DeliveryPanel panel(lab);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        lab.execute("setConcurrencyMode", Json{{"mode", "optimistic"}});
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliverNext", Json{{"durationMs", 2'000}});
        lab.execute("publish", Json{{"event", paymentEvent("PAYMENT_SUCCEEDED", "evt-2")}});
        lab.execute("deliverNext", Json{{"durationMs", 3'000}});
        QCOMPARE(panel.inFlightModel()->rowCount(), 2);
        panel.queueView()->setFocus();
        QTest::keyClick(panel.queueView(), Qt::Key_F);
        QCOMPARE(panel.inFlightModel()->rowCount(), 1);
        QCOMPARE(cell(panel, 0, F::AttemptColumn), QStringLiteral("#2"));
        QVERIFY(cell(panel, 0, F::StateColumn).contains(QStringLiteral("try 1 of 5")));
        QCOMPARE(cell(panel, 0, F::FinishesColumn), QStringLiteral("T+0:00:03"));
        // #1 completed the order, so #2's commit is ABORTED and it runs again.
        QTest::keyClick(panel.queueView(), Qt::Key_F);
        QCOMPARE(panel.inFlightModel()->rowCount(), 1);
        QVERIFY2(cell(panel, 0, F::StateColumn).contains(QStringLiteral("try 2 of 5")),
                 qPrintable(cell(panel, 0, F::StateColumn)));
        QCOMPARE(cell(panel, 0, F::FinishesColumn), QStringLiteral("T+0:00:06"));
        QTest::keyClick(panel.queueView(), Qt::Key_F);
        QCOMPARE(panel.inFlightModel()->rowCount(), 0);
        QCOMPARE(lab.journal().lastOfKind("handler-result")->outcome,
                 std::string("already-completed"));
    }
};

QTEST_MAIN(TestInFlightPanel)
#include "tst_inflightpanel.moc"
