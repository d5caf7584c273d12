// The assembled window as a learner uses it: clicks on the delivery panel,
// the controls and the invariant strip, and the clicker driving a lesson.
#include "../PanelTestSupport.h"
#include "../ShownWindow.h"
#include "controls/ControlsPanel.h"
#include "deliveries/DeliveryActions.h"
#include "deliveries/DeliveryPanel.h"
#include "delivery/DeliveryChannel.h"
#include "frame/LabSettings.h"
#include "frame/MainWindow.h"
#include "lab/timeline/Journal.h"
#include "lesson/LessonPanel.h"
#include "metrics/InvariantBar.h"
#include "store/DocumentStore.h"
#include "tables/LiveTablesPanel.h"
#include "views/CollectionTableModel.h"
#include "views/DeliveryQueueModel.h"

#include <QComboBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QtTest>

using namespace atlas;
using namespace atlas::testing;

namespace {

QString orderState(MainWindow& window)
{
    LiveTablesPanel* tables = window.liveTables();
    const QAbstractItemModel* model =
        tables->tableView(tables->tabOf(QStringLiteral("orders")))->model();
    for (int column = 0; column < model->columnCount(); ++column)
        if (model->headerData(column, Qt::Horizontal).toString() == QStringLiteral("state"))
            for (int row = 0; row < model->rowCount(); ++row)
                if (model->index(row, 0).data(CollectionTableModel::DocumentIdRole) ==
                    QStringLiteral("ord-ch10-001"))
                    return model->index(row, column).data().toString();
    return {};
}

std::string lastOutcome(MainWindow& window)
{
    const JournalEntry* entry = window.lab().journal().lastOfKind("handler-result");
    return entry ? entry->outcome : std::string();
}

void click(MainWindow& window, QAction* action)
{
    QToolButton* button = buttonFor(window.deliveryPanel(), action);
    QVERIFY(button);
    QVERIFY2(button->isEnabled(), qPrintable(action->toolTip()));
    QTest::mouseClick(button, Qt::LeftButton);
}

std::unique_ptr<MainWindow> openWindow()
{
    auto window = testing::shownWindow();
    window->lab().execute("seedDocument",
                          Json{{"path", "orders/ord-ch10-001"}, {"data", fixtures::lessonOrder()}});
    window->lab().execute("publish", Json{{"event", fixtures::paymentEvent()}});
    return window;
}

} // namespace

class TestLabWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("ATLASLAB_LESSONS_DIR", qgetenv("ATLASLAB_SOURCE_DIR") + "/lessons");
    }
    void init() { QSettings(LabSettings::organization(), LabSettings::application()).clear(); }

    void deliverCompletesTheOrderAndAddsOneInboxRow()
    {
        const auto window = openWindow();
        LiveTablesPanel* tables = window->liveTables();
        const int inbox = tables->tabOf(QStringLiteral("workflowEvents"));
        QCOMPARE(tables->tableView(inbox)->model()->rowCount(), 0);
        click(*window, window->deliveryPanel()->actions().deliverNext);
        QCOMPARE(orderState(*window), QStringLiteral("COMPLETED"));
        QCOMPARE(tables->tableView(inbox)->model()->rowCount(), 1);
        QTRY_VERIFY(tables->tabText(inbox).contains(QStringLiteral("(1)")));
    }

    void duplicateThenDeliverLeavesTheInboxAlone()
    {
        const auto window = openWindow();
        const DeliveryActions& a = window->deliveryPanel()->actions();
        click(*window, a.deliverNext);
        click(*window, a.duplicate);
        click(*window, a.deliverNext);
        LiveTablesPanel* tables = window->liveTables();
        QCOMPARE(
            tables->tableView(tables->tabOf(QStringLiteral("workflowEvents")))->model()->rowCount(),
            1);
        QCOMPARE(lastOutcome(*window), std::string("duplicate"));
    }

    void lostAckRedeliversAfterTheClockAdvances()
    {
        const auto window = openWindow();
        const DeliveryActions& a = window->deliveryPanel()->actions();
        window->deliveryPanel()->queueView()->selectRow(0);
        click(*window, a.faultAction(Fault::LostAck));
        click(*window, a.deliverNext);
        QCOMPARE(window->deliveryPanel()->queueModel()->rowCount(), 0);
        click(*window, a.advanceTenSeconds);
        QCOMPARE(window->deliveryPanel()->queueModel()->rowCount(), 1);
        click(*window, a.deliverNext);
        QCOMPARE(lastOutcome(*window), std::string("duplicate"));
    }

    void noDedupTurnsABadgeRed()
    {
        const auto window = openWindow();
        auto* all =
            window->controlsPanel()->findChild<QComboBox*>(QStringLiteral("strategyBox-all"));
        QVERIFY(all);
        const int noDedup = all->findData(QStringLiteral("no-dedup"));
        QVERIFY(noDedup >= 0);
        all->setCurrentIndex(noDedup);
        emit all->activated(noDedup); // what a click on the item sends
        const DeliveryActions& a = window->deliveryPanel()->actions();
        click(*window, a.duplicate);
        QVERIFY(window->invariantBar()
                    ->badge(QStringLiteral("single-completion"))
                    ->property("holds")
                    .toBool());
        click(*window, a.deliverNext);
        click(*window, a.deliverNext);
        QVERIFY(!window->invariantBar()
                     ->badge(QStringLiteral("single-completion"))
                     ->property("holds")
                     .toBool());
    }

    void clickerKeysDriveAPlayingScenario()
    {
        const auto window = openWindow();
        LessonPanel* lessons = window->lessonPanel();
        QVERIFY(lessons->playScenario(QStringLiteral("chapter10-idempotency"),
                                      QStringLiteral("ch10-lab-run")));
        const std::size_t afterSetup = window->lab().commandLog().size();
        window->liveTables()->tableView(0)->setFocus(); // focus anywhere in the window
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown);
        QCOMPARE(window->lab().commandLog().size(), afterSetup + 2);
        QCOMPARE(lastOutcome(*window), std::string("completed"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageUp);
        QCOMPARE(window->lab().commandLog().size(), afterSetup + 1);
        QCOMPARE(orderState(*window), QStringLiteral("PAYMENT_PENDING"));
    }
};

QTEST_MAIN(TestLabWindow)
#include "tst_labwindow.moc"
