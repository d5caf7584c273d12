// The dead-letter tab of the delivery panel: an entry's redrive history, the
// dry run (says what would happen, changes nothing), the loop guard's hold,
// and the consumer-offline banner with its way back.
#include "../PanelTestSupport.h"

#include "deliveries/DeliveryPanel.h"
#include "deliveries/MessageLine.h"
#include "deliveries/OfflineBanner.h"
#include "delivery/DeliveryChannel.h"
#include "lab/chaos/ConsumerFaults.h"
#include "views/DeadLetterTopicModel.h"

#include <QLabel>
#include <QTabWidget>
#include <QTableView>

using namespace atlas;
using namespace atlas::fixtures;
using namespace atlas::testing;

using D = DeadLetterTopicModel;

namespace {

QString cell(DeliveryPanel& panel, int row, int column)
{
    return panel.deadLetterModel()->index(row, column).data().toString();
}

void click(DeliveryPanel& panel, QAction* action)
{
    QToolButton* button = buttonFor(&panel, action);
    QVERIFY(button);
    QVERIFY2(button->isEnabled(), qPrintable(action->toolTip()));
    QTest::mouseClick(button, Qt::LeftButton);
}

// A poison payment, dead-lettered, redriven once and dead-lettered again.
void poisonRedrivenOnce(Lab& lab)
{
    seedLessonOrder(lab);
    lab.execute("publish", Json{{"event", paymentEvent()}});
    lab.execute("poison", Json{{"message", "latest"}});
    lab.execute("deliverAll");
    lab.execute("redrive", Json{{"entry", "latest"}});
    lab.execute("deliverAll");
}

} // namespace

class TestDeadLetterView : public QObject
{
    Q_OBJECT
private slots:
    void showsTheRedriveHistoryOfTheSelectedEntry()
    {
        Lab lab;
        poisonRedrivenOnce(lab);
        DeliveryPanel panel(lab);
        panel.resize(900, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.findChild<QTabWidget*>(QStringLiteral("deliveryTabs"))->setCurrentIndex(1);
        QCOMPARE(panel.deadLetterModel()->rowCount(), 1);
        QCOMPARE(cell(panel, 0, D::RedrivesColumn), QStringLiteral("1"));
        QCOMPARE(cell(panel, 0, D::StateColumn), QStringLiteral("waiting"));
        QCOMPARE(cell(panel, 0, D::AttemptsColumn), QStringLiteral("5"));
        QLabel* history = panel.redriveHistoryLabel();
        QCOMPARE(history->text(), QStringLiteral("Select an entry to see its redrive history."));
        panel.deadLetterView()->selectRow(0);
        const std::uint64_t delivery = lab.channel().deadLetters().front().redrives[0].deliveryId;
        QCOMPARE(history->text(),
                 QStringLiteral("Redrive history of entry 1:\nredrive 1 at T+0:02:30: message 2 "
                                "(delivery %1), dead-lettered again")
                     .arg(delivery));
        QCOMPARE(panel.deadLetterModel()->index(0, D::StateColumn).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("redrive 1 at T+0:02:30: message 2 (delivery %1), dead-lettered "
                                "again")
                     .arg(delivery));

        // Redriven again: the row stays, its state says so, and it can no
        // longer be redriven from here.
        click(panel, panel.actions().redriveSelected);
        QCOMPARE(panel.deadLetterModel()->rowCount(), 1);
        QCOMPARE(cell(panel, 0, D::StateColumn), QStringLiteral("redriven (pending)"));
        QCOMPARE(cell(panel, 0, D::RedrivesColumn), QStringLiteral("2"));
        auto* tabs = panel.findChild<QTabWidget*>(QStringLiteral("deliveryTabs"));
        QCOMPARE(tabs->tabText(1), QStringLiteral("Dead-letter topic (0)"));
        panel.deadLetterView()->selectRow(0);
        QVERIFY(!panel.actions().redriveSelected->isEnabled());
        QVERIFY2(panel.actions().redriveSelected->toolTip().endsWith(
                     QStringLiteral("Entry 1 was redriven already: it is no longer in the topic")),
                 qPrintable(panel.actions().redriveSelected->toolTip()));
        QVERIFY(history->text().contains(QStringLiteral("redrive 2 at")));
        QVERIFY(history->text().endsWith(QStringLiteral("pending")));
        screenshot(&panel, QStringLiteral("dead-letter-history"));
    }

    void theDryRunSaysWhatWouldHappenAndChangesNothing()
    {
        Lab lab;
        poisonRedrivenOnce(lab);
        lab.execute("setRedriveLimit", Json{{"max", 1}});
        DeliveryPanel panel(lab);
        panel.resize(900, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.findChild<QTabWidget*>(QStringLiteral("deliveryTabs"))->setCurrentIndex(1);
        const std::size_t logged = lab.commandLog().size();
        const std::size_t messages = lab.channel().messages().size();

        click(panel, panel.actions().redriveDryRun);
        QCOMPARE(lab.commandLog().size(), logged + 1);
        QCOMPARE(lab.commandLog().back().args, (Json{{"entry", "all"}, {"dryRun", true}}));
        QCOMPARE(lab.channel().messages().size(), messages);
        QCOMPARE(lab.channel().deadLetters().size(), std::size_t(1));
        QVERIFY(!panel.messageLine()->isError());
        QVERIFY2(panel.messageLine()->text().startsWith(
                     QStringLiteral("dry run of redrive all: 0 of 1 entry would be redelivered; "
                                    "1 would be held by the redrive limit (1)")),
                 qPrintable(panel.messageLine()->text()));
        QCOMPARE(cell(panel, 0, D::StateColumn), QStringLiteral("waiting"));

        // With an entry selected, the dry run is about that entry.
        panel.deadLetterView()->selectRow(0);
        QVERIFY(panel.actions().redriveDryRun->toolTip().contains(QStringLiteral("entry 1")));
        click(panel, panel.actions().redriveDryRun);
        QCOMPARE(lab.commandLog().back().args, (Json{{"entry", 1}, {"dryRun", true}}));

        // The real redrive is held: the state and the reason say so.
        click(panel, panel.actions().redriveSelected);
        QCOMPARE(cell(panel, 0, D::StateColumn), QStringLiteral("held"));
        QVERIFY(cell(panel, 0, D::ReasonColumn).contains(QStringLiteral("held: redriven 1 time")));
        QCOMPARE(lab.channel().messages().size(), messages);
    }

    void theOfflineBannerShowsAndBringsTheConsumerBack()
    {
        Lab lab;
        DeliveryPanel panel(lab);
        panel.resize(900, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        OfflineBanner* banner = panel.offlineBanner();
        QVERIFY(!banner->isVisible());
        QVERIFY(!panel.actions().consumerOffline->isChecked());
        click(panel, panel.actions().consumerOffline);
        QVERIFY(lab.consumer().offline());
        QVERIFY(panel.actions().consumerOffline->isChecked());
        QVERIFY(banner->isVisible());
        QVERIFY2(banner->text().startsWith(
                     QStringLiteral("Consumer offline since T+0:00:00, until you bring it back")),
                 qPrintable(banner->text()));
        screenshot(&panel, QStringLiteral("consumer-offline"));
        QVERIFY(banner->bringBackButton()->isEnabled());
        QTest::mouseClick(banner->bringBackButton(), Qt::LeftButton);
        QVERIFY(!lab.consumer().offline());
        QVERIFY(!banner->isVisible());
        QVERIFY(!panel.actions().consumerOffline->isChecked());
        QCOMPARE(lab.commandLog().back().args, (Json{{"enabled", false}}));

        lab.execute("setConsumerOffline", Json{{"enabled", true}, {"durationMs", 90'000}});
        QVERIFY(banner->text().contains(QStringLiteral("until T+0:01:30")));
        panel.setBusyReason(QStringLiteral("A chaos run is in progress"));
        QVERIFY(!banner->bringBackButton()->isEnabled());
    }

    void poisonActsOnTheSelectedDeliverysEvent()
    {
        Lab lab;
        lab.execute("publish", Json{{"event", paymentEvent()}});
        DeliveryPanel panel(lab);
        panel.resize(900, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const std::string key(lab.channel().messages().front().key());
        click(panel, panel.actions().poison);
        QVERIFY(lab.consumer().isPoisoned(key));
        QVERIFY(panel.actions().poison->isChecked());
        click(panel, panel.actions().poison);
        QVERIFY(!lab.consumer().isPoisoned(key));
        QCOMPARE(lab.commandLog().back().args,
                 (Json{{"message", std::uint64_t(1)}, {"enabled", false}}));
    }
};

QTEST_MAIN(TestDeadLetterView)
#include "tst_deadletterview.moc"
