#include "../PanelTestSupport.h"

#include "deliveries/DeliveryPanel.h"
#include "deliveries/EventComposer.h"
#include "deliveries/MessageLine.h"
#include "delivery/DeliveryChannel.h"
#include "lab/timeline/Journal.h"
#include "views/DeadLetterTopicModel.h"
#include "views/DeliveryQueueModel.h"

#include <QInputDialog>
#include <QLabel>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>

#include <memory>

using namespace atlas;
using namespace atlas::fixtures;
using namespace atlas::testing;

using Q = DeliveryQueueModel;

namespace {

QString queueCell(DeliveryPanel& panel, int row, int column)
{
    return panel.queueModel()->index(row, column).data().toString();
}

std::string lastHandlerOutcome(Lab& lab)
{
    const JournalEntry* entry = lab.journal().lastOfKind("handler-result");
    return entry ? entry->outcome : std::string();
}

void press(DeliveryPanel& panel, QKeyCombination key)
{
    panel.queueView()->setFocus();
    QTest::keyClick(panel.queueView(), key.key(), key.keyboardModifiers());
}

void click(DeliveryPanel& panel, QAction* action)
{
    QToolButton* button = buttonFor(&panel, action);
    QVERIFY(button);
    QVERIFY2(button->isEnabled(), qPrintable(action->toolTip()));
    QTest::mouseClick(button, Qt::LeftButton);
}

std::string parkedId(Lab& lab)
{
    const auto parked = lab.store().list("workflowDeadLetters");
    return parked.empty() ? std::string() : parked.front()->id;
}

} // namespace

class TestDeliveryPanel : public QObject
{
    Q_OBJECT
private slots:
    void publishDeliverDuplicate()
    {
        Lab lab;
        DeliveryPanel panel(lab);
        panel.resize(1000, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        seedLessonOrder(lab);

        click(panel, panel.actions().publish);
        EventComposer* composer = panel.composer();
        QVERIFY(composer && composer->isVisible());
        composer->setText(QString::fromStdString(paymentEvent().dump(2)));
        QVERIFY(composer->isPublishable());
        QTest::mouseClick(composer->publishButton(), Qt::LeftButton);
        QCOMPARE(panel.queueModel()->rowCount(), 1);
        QCOMPARE(queueCell(panel, 0, Q::EventKeyColumn),
                 QStringLiteral("atlasmart://payment-simulator|evt-pay-success-ord-ch10-001-v1"));
        composer->close();

        click(panel, panel.actions().deliverNext);
        QCOMPARE(orderState(lab), std::string("COMPLETED"));
        QCOMPARE(lab.store().count("workflowEvents"), std::size_t(1));
        QCOMPARE(panel.queueModel()->rowCount(), 0);

        // The queue is empty: Duplicate pushes the latest message again.
        press(panel, Qt::Key_D);
        QCOMPARE(panel.queueModel()->rowCount(), 1);
        QCOMPARE(queueCell(panel, 0, Q::CauseColumn), QStringLiteral("duplicate"));
        press(panel, Qt::Key_N);
        QCOMPARE(lab.store().count("workflowEvents"), std::size_t(1));
        QCOMPARE(lastHandlerOutcome(lab), std::string("duplicate"));
        QCOMPARE(orderState(lab), std::string("COMPLETED"));
    }

    void lostAckIsRedeliveredAfterTheAckDeadline()
    {
        Lab lab;
        DeliveryPanel panel(lab);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        seedLessonOrder(lab);
        lab.execute("publish", Json{{"event", paymentEvent()}});
        QCOMPARE(panel.selectedDeliveryId(), std::uint64_t(1)); // the next due is selected

        press(panel, Qt::Key_L);
        QCOMPARE(queueCell(panel, 0, Q::FaultColumn), QStringLiteral("lost-ack"));
        press(panel, Qt::Key_N);
        QCOMPARE(lastHandlerOutcome(lab), std::string("completed"));
        QCOMPARE(panel.queueModel()->rowCount(), 0);
        auto* awaiting = panel.findChild<QLabel*>(QStringLiteral("awaitingAckLabel"));
        QVERIFY(awaiting && awaiting->isVisible());
        QVERIFY(awaiting->text().contains(QStringLiteral("10 s")));

        click(panel, panel.actions().advanceTenSeconds);
        QCOMPARE(panel.queueModel()->rowCount(), 1);
        QCOMPARE(queueCell(panel, 0, Q::CauseColumn), QStringLiteral("ack deadline"));
        QCOMPARE(queueCell(panel, 0, Q::AttemptColumn), QStringLiteral("2 of 5"));
        QVERIFY(!awaiting->isVisible());
        press(panel, Qt::Key_Return); // deliver the selected redelivery
        QCOMPARE(lastHandlerOutcome(lab), std::string("duplicate"));
        QCOMPARE(lab.store().count("workflowEvents"), std::size_t(1));
    }

    void everyActionSaysWhyItCannotAct()
    {
        Lab lab;
        DeliveryPanel panel(lab);
        const DeliveryActions& a = panel.actions();
        QList<QAction*> idle = a.queueActions();
        idle << a.redriveSelected << a.redriveAll;
        for (QAction* action : idle) {
            QVERIFY2(!action->isEnabled(), qPrintable(action->objectName()));
            QVERIFY2(!action->toolTip().isEmpty(), qPrintable(action->objectName()));
        }
        QVERIFY2(a.deliverNext->toolTip().endsWith(QStringLiteral("The queue is empty")),
                 qPrintable(a.deliverNext->toolTip()));
        QVERIFY2(
            a.faultAction(Fault::LostAck)->toolTip().endsWith(QStringLiteral("The queue is empty")),
            qPrintable(a.faultAction(Fault::LostAck)->toolTip()));
        QVERIFY2(a.duplicate->toolTip().endsWith(QStringLiteral("Nothing has been published yet")),
                 qPrintable(a.duplicate->toolTip()));
        QVERIFY2(a.redriveAll->toolTip().endsWith(QStringLiteral("The dead-letter topic is empty")),
                 qPrintable(a.redriveAll->toolTip()));
        for (QAction* action : {a.publish, a.advanceSecond, a.advanceTenSeconds}) {
            QVERIFY(action->isEnabled());
            QVERIFY(!action->toolTip().isEmpty());
        }

        lab.execute("publish", Json{{"event", paymentEvent()}});
        QVERIFY(a.deliverSelected->isEnabled());
        QVERIFY(a.deliverSelected->toolTip().endsWith(QStringLiteral("(Return)")) ||
                a.deliverSelected->toolTip().contains(QStringLiteral("Return")));
        panel.queueView()->clearSelection();
        QVERIFY(!a.deliverSelected->isEnabled());
        QVERIFY2(a.deliverSelected->toolTip().endsWith(
                     QStringLiteral("Select a pending delivery first")),
                 qPrintable(a.deliverSelected->toolTip()));
        QVERIFY(a.deliverNext->isEnabled());
        panel.queueView()->selectRow(0);
        QVERIFY2(a.moveUp->toolTip().endsWith(
                     QStringLiteral("The selected delivery is already first in the queue")),
                 qPrintable(a.moveUp->toolTip()));
        QVERIFY2(a.faultAction(Fault::None)
                     ->toolTip()
                     .endsWith(QStringLiteral("The selected delivery has no fault to clear")),
                 qPrintable(a.faultAction(Fault::None)->toolTip()));

        panel.setBusyReason(QStringLiteral("A chaos run is in progress"));
        for (QAction* action : a.all()) {
            QVERIFY(!action->isEnabled());
            QVERIFY2(action->toolTip().endsWith(QStringLiteral("A chaos run is in progress")),
                     qPrintable(action->toolTip()));
        }
        panel.setBusyReason({});
        QVERIFY(a.deliverNext->isEnabled());
    }

    void moveAndDragReorderTheQueue()
    {
        Lab lab;
        for (int i = 1; i <= 3; ++i)
            lab.execute("publish", Json{{"event", paymentEvent("PAYMENT_SUCCEEDED",
                                                               "evt-" + std::to_string(i))}});
        DeliveryPanel panel(lab);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.queueView()->selectRow(2);
        press(panel, QKeyCombination(Qt::AltModifier, Qt::Key_Up));
        QCOMPARE(lab.commandLog().back().name, std::string("moveDelivery"));
        QCOMPARE(lab.channel().queue()[1].id, std::uint64_t(3));
        QCOMPARE(panel.selectedDeliveryId(), std::uint64_t(3)); // the selection moved along
        press(panel, QKeyCombination(Qt::AltModifier, Qt::Key_Down));
        QCOMPARE(lab.channel().queue()[2].id, std::uint64_t(3));

        // A drop onto the first row asks the Lab to reorder; the model follows.
        std::unique_ptr<QMimeData> mime(
            panel.queueModel()->mimeData({panel.queueModel()->index(2, 0)}));
        QVERIFY(panel.queueModel()->dropMimeData(mime.get(), Qt::MoveAction, -1, -1,
                                                 panel.queueModel()->index(0, 0)));
        QCOMPARE(lab.commandLog().back().name, std::string("reorder"));
        QCOMPARE(lab.channel().queue().front().id, std::uint64_t(3));
        QCOMPARE(queueCell(panel, 0, Q::DeliveryColumn), QStringLiteral("3"));
    }

    void faultsFromTheContextMenuActions()
    {
        Lab lab;
        lab.execute("publish", Json{{"event", paymentEvent()}});
        DeliveryPanel panel(lab);
        const QList<std::pair<Fault, QKeyCombination>> keys{
            {Fault::TransientError, Qt::Key_T},
            {Fault::PermanentError, QKeyCombination(Qt::ShiftModifier, Qt::Key_T)},
            {Fault::CrashBeforeCommit, Qt::Key_C},
            {Fault::CrashBetweenWrites, Qt::Key_X},
            {Fault::CrashAfterCommit, QKeyCombination(Qt::ShiftModifier, Qt::Key_C)},
            {Fault::LostAck, Qt::Key_L},
        };
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        for (const auto& [fault, key] : keys) {
            press(panel, key);
            QCOMPARE(std::string(toString(lab.channel().queue().front().fault)),
                     std::string(toString(fault)));
        }
        press(panel, Qt::Key_Backspace);
        QVERIFY(lab.channel().queue().front().fault == Fault::None);
    }

    void refusedCommandsShowInTheMessageLine()
    {
        Lab lab;
        seedLessonOrder(lab);
        lab.execute("publish", Json{{"event", paymentEvent()}});
        DeliveryPanel panel(lab);
        QCOMPARE(panel.selectedDeliveryId(), std::uint64_t(1));
        // Something outside a command (as a chaos slice does) takes the delivery.
        QVERIFY(lab.deliverNextDue());
        panel.actions().deliverSelected->trigger();
        QVERIFY(panel.messageLine()->isError());
        QVERIFY(
            panel.messageLine()->text().contains(QStringLiteral("matches no pending delivery")));
        panel.refresh();
        QCOMPARE(panel.queueModel()->rowCount(), 0);
        panel.actions().duplicate->trigger();
        QVERIFY(!panel.messageLine()->isError()); // a command that ran clears the error
    }

    void redriveFromTheDeadLetterTopic()
    {
        Lab lab; // no order: ORDER_NOT_FOUND until it is dead-lettered
        DeliveryPanel panel(lab);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        lab.execute("publish", Json{{"event", paymentEvent()}});
        for (int attempt = 0; attempt < 5; ++attempt)
            press(panel, Qt::Key_N);
        QCOMPARE(panel.deadLetterModel()->rowCount(), 1);
        QVERIFY2(panel.actions().redriveSelected->toolTip().endsWith(
                     QStringLiteral("Select a dead-letter entry first")),
                 qPrintable(panel.actions().redriveSelected->toolTip()));
        auto* tabs = panel.findChild<QTabWidget*>(QStringLiteral("deliveryTabs"));
        QCOMPARE(tabs->tabText(1), QStringLiteral("Dead-letter topic (1)"));
        tabs->setCurrentIndex(1);
        panel.deadLetterView()->selectRow(0);
        seedLessonOrder(lab);
        click(panel, panel.actions().redriveSelected);
        // The entry stays listed, out of the topic, with what became of it.
        QCOMPARE(panel.deadLetterModel()->rowCount(), 1);
        QCOMPARE(tabs->tabText(1), QStringLiteral("Dead-letter topic (0)"));
        const QModelIndex state =
            panel.deadLetterModel()->index(0, DeadLetterTopicModel::StateColumn);
        QCOMPARE(state.data().toString(), QStringLiteral("redriven (pending)"));
        QCOMPARE(queueCell(panel, 0, Q::CauseColumn), QStringLiteral("redrive"));
        press(panel, Qt::Key_N);
        QCOMPARE(orderState(lab), std::string("COMPLETED"));
        QCOMPARE(state.data().toString(), QStringLiteral("redriven (acked)"));
    }

    void parkedEventsOperatorActions()
    {
        Lab lab;
        DeliveryPanel panel(lab);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        seedLessonOrder(lab, "COMPLETED");
        lab.execute("publish", Json{{"event", paymentEvent("PAYMENT_FAILED", "evt-pay-failed-1")}});
        lab.execute("deliverNext");
        QCOMPARE(lastHandlerOutcome(lab), std::string("parked"));
        auto* replay = panel.findChild<QAction*>(QStringLiteral("replayParkedAction"));
        auto* resolve = panel.findChild<QAction*>(QStringLiteral("resolveParkedAction"));
        auto* discard = panel.findChild<QAction*>(QStringLiteral("discardParkedAction"));
        QVERIFY(replay && resolve && discard);
        QVERIFY2(replay->toolTip().endsWith(QStringLiteral("Select a parked event first")),
                 qPrintable(replay->toolTip()));

        const QString id = QString::fromStdString(parkedId(lab));
        panel.setSelectedParkedId(id);
        QCOMPARE(panel.selectedParkedId(), id);
        QVERIFY(replay->isEnabled() && resolve->isEnabled() && discard->isEnabled());

        resolve->trigger();
        auto* dialog = panel.findChild<QInputDialog*>(QStringLiteral("resolveNoteDialog"));
        QVERIFY(dialog && dialog->isVisible());
        dialog->setTextValue(QStringLiteral("Refund issued by hand; customer informed"));
        dialog->accept();
        const Json record = lab.store().get("workflowDeadLetters/" + id.toStdString()).data();
        QCOMPARE(record.value("state", std::string()), std::string("RESOLVED"));
        QVERIFY(!replay->isEnabled());
        QVERIFY(replay->toolTip().contains(QStringLiteral("RESOLVED")));
        auto* tabs = panel.findChild<QTabWidget*>(QStringLiteral("deliveryTabs"));
        QCOMPARE(tabs->tabText(2), QStringLiteral("Parked events (0)"));

        // A second parked event, discarded from the panel's own list.
        lab.execute("publish", Json{{"event", paymentEvent("PAYMENT_FAILED", "evt-pay-failed-2")}});
        lab.execute("deliverNext");
        QCOMPARE(tabs->tabText(2), QStringLiteral("Parked events (1)"));
        auto* list = panel.findChild<QTableView*>(QStringLiteral("parkedView"));
        list->selectRow(0);
        QVERIFY(discard->isEnabled());
        discard->trigger();
        QCOMPARE(lab.commandLog().back().name, std::string("discardParked"));
        QCOMPARE(tabs->tabText(2), QStringLiteral("Parked events (0)"));
    }

    void screenshotOfABusyQueue()
    {
        Lab lab;
        const auto paymentFor = [](const std::string& order,
                                   const std::string& type = "PAYMENT_SUCCEEDED") {
            Json e = paymentEvent(type, "evt-pay-" + order + "-v1");
            e["orderId"] = order;
            e["paymentIdempotencyKey"] = "payment-" + order;
            return e;
        };
        seedLessonOrder(lab);
        lab.execute("seedDocument",
                    Json{{"path", "orders/ord-ch10-003"}, {"data", lessonOrder("COMPLETED")}});
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "lost-ack"}});
        lab.execute("deliverNext"); // completed, but the ack is lost
        lab.execute("publish", Json{{"event", paymentFor("ord-ch10-003", "PAYMENT_FAILED")}});
        lab.execute("deliverNext"); // parked: the order is already COMPLETED
        lab.execute("publish", Json{{"event", paymentFor("ord-ch10-404")}});
        lab.execute("deliverNext"); // ORDER_NOT_FOUND: a retry waits
        lab.execute("duplicate", Json{{"message", 1u}});
        lab.execute("publish", Json{{"event", reservedEvent("ord-ch10-002")}});
        lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "crash-after-commit"}});
        lab.execute("advanceClock", Json{{"ms", 4000}});

        DeliveryPanel panel(lab);
        panel.resize(1100, 460);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCOMPARE(panel.queueModel()->rowCount(), 3);
        QCOMPARE(queueCell(panel, 0, Q::DueInColumn), QStringLiteral("in 6 s"));
        screenshot(&panel, QStringLiteral("delivery-panel"));
        panel.actions().deliverSelected->trigger();
        QVERIFY(!panel.messageLine()->isError());
        panel.messageLine()->showError(QStringLiteral("deliver: 'delivery' 7 matches no pending "
                                                      "delivery (the queue is empty)"));
        screenshot(&panel, QStringLiteral("delivery-panel-message"));
    }
};

QTEST_MAIN(TestDeliveryPanel)
#include "tst_deliverypanel.moc"
