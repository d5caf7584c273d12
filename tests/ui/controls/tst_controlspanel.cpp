#include "../PanelTestSupport.h"

#include "controls/ChaosRunner.h"
#include "controls/ChaosSection.h"
#include "controls/ControlsPanel.h"
#include "controls/RelaySection.h"
#include "controls/StrategySection.h"
#include "controls/SubscriptionSection.h"
#include "controls/WorldSection.h"
#include "deliveries/MessageLine.h"
#include "delivery/DeliveryChannel.h"
#include "lab/timeline/Journal.h"
#include "outbox/EmailProvider.h"
#include "outbox/OutboxRelay.h"
#include "workflow/Workflow.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>

using namespace atlas;
using namespace atlas::fixtures;
using namespace atlas::testing;

namespace {

template <class T> T* child(QWidget& root, const char* name)
{
    T* found = root.findChild<T*>(QString::fromLatin1(name));
    if (!found)
        qWarning("no child named %s", name);
    return found;
}

void setSpin(QSpinBox* spin, int value)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QString::number(value));
    QTest::keyClick(spin, Qt::Key_Tab);
}

// The whole journal: a live chaos run and its replay must write the same one,
// sequence numbers and the runChaos command line included.
std::string journalEvents(Lab& lab)
{
    std::string out;
    for (const JournalEntry& entry : lab.journal().entries())
        out += Journal::toJsonLine(entry) + '\n';
    return out;
}

std::string storeText(Lab& lab)
{
    std::string out;
    for (const auto& c : lab.store().collections())
        for (const auto& doc : lab.store().list(c))
            out += doc->path() + ' ' + doc->data.dump() + '\n';
    return out;
}

} // namespace

class TestControlsPanel : public QObject
{
    Q_OBJECT
private slots:
    void strategyBoxesSetStrategies()
    {
        Lab lab;
        ControlsPanel panel(lab);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QComboBox* payment = panel.strategySection()->boxFor(QStringLiteral("PAYMENT_SUCCEEDED"));
        QVERIFY(payment);
        QCOMPARE(payment->currentData().toString(), QStringLiteral("inbox-in-transaction"));
        payment->setFocus();
        QTest::keyClick(payment, Qt::Key_Down);
        QVERIFY(lab.workflow().strategy("PAYMENT_SUCCEEDED") == HandlerStrategy::NoDedup);
        QCOMPARE(lab.commandLog().back().name, std::string("setStrategy"));
        QCOMPARE(panel.strategySection()->allTypesBox()->currentIndex(), -1); // mixed

        QComboBox* all = panel.strategySection()->allTypesBox();
        all->setFocus();
        QTest::keyClick(all, Qt::Key_End); // business-key-only
        for (const char* type : {"ORDER_CREATED", "PAYMENT_FAILED", "ORDER_CANCELLED"})
            QVERIFY(lab.workflow().strategy(type) == HandlerStrategy::BusinessKeyOnly);
        QCOMPARE(payment->currentData().toString(), QStringLiteral("business-key-only"));

        // A change made elsewhere (a lesson step) shows up.
        lab.execute("setStrategy", Json{{"eventType", "*"}, {"strategy", "inbox-in-transaction"}});
        QCOMPARE(all->currentData().toString(), QStringLiteral("inbox-in-transaction"));
    }

    void subscriptionAppliesWithinThePlatformBounds()
    {
        Lab lab;
        ControlsPanel panel(lab);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto* minBackoff = child<QSpinBox>(panel, "minBackoffBox");
        auto* maxBackoff = child<QSpinBox>(panel, "maxBackoffBox");
        auto* attempts = child<QSpinBox>(panel, "maxAttemptsBox");
        auto* ackDeadline = child<QSpinBox>(panel, "ackDeadlineBox");
        auto* apply = child<QPushButton>(panel, "applySubscriptionButton");
        QCOMPARE(minBackoff->minimum(), 0);
        QCOMPARE(minBackoff->maximum(), 600);
        QCOMPARE(maxBackoff->maximum(), 600);
        QCOMPARE(attempts->minimum(), 5);
        QCOMPARE(attempts->maximum(), 100);
        QCOMPARE(ackDeadline->minimum(), 10);
        QCOMPARE(ackDeadline->maximum(), 600);
        QCOMPARE(minBackoff->value(), 10);
        QCOMPARE(ackDeadline->value(), 10);
        QVERIFY(!apply->isEnabled());
        QVERIFY(apply->toolTip().contains(QStringLiteral("Nothing to apply")));
        QVERIFY(ackDeadline->toolTip().contains(QStringLiteral("10–600 s, default 10 s")));

        setSpin(minBackoff, 5);
        setSpin(attempts, 7);
        setSpin(ackDeadline, 30);
        QVERIFY(apply->isEnabled());
        lab.execute("advanceClock", Json{{"ms", 1000}}); // an unrelated command keeps the edits
        QCOMPARE(minBackoff->value(), 5);
        QTest::mouseClick(apply, Qt::LeftButton);
        QCOMPARE(lab.channel().policy().minBackoff, Millis(5000));
        QCOMPARE(lab.channel().policy().maxDeliveryAttempts, 7);
        QCOMPARE(lab.channel().ackDeadline(), Millis(30'000));
        QVERIFY(!apply->isEnabled());

        // Changes from elsewhere and step back show in the form.
        lab.execute("setRetryPolicy", Json{{"mode", "off"}});
        auto* mode = child<QComboBox>(panel, "retryModeBox");
        QCOMPARE(mode->currentData().toString(), QStringLiteral("off"));
        QVERIFY(!attempts->isEnabled());
        QVERIFY(!attempts->toolTip().isEmpty());
        QVERIFY(lab.stepBack());
        QCOMPARE(mode->currentData().toString(), QStringLiteral("bounded"));
        QVERIFY(lab.stepBack());
        QVERIFY(lab.stepBack()); // before Apply's two commands
        QCOMPARE(minBackoff->value(), 10);
        QCOMPARE(ackDeadline->value(), 10);
    }

    void aRefusedPolicyIsExplained()
    {
        Lab lab;
        ControlsPanel panel(lab);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        setSpin(child<QSpinBox>(panel, "minBackoffBox"), 300);
        setSpin(child<QSpinBox>(panel, "maxBackoffBox"), 20);
        QTest::mouseClick(child<QPushButton>(panel, "applySubscriptionButton"), Qt::LeftButton);
        QVERIFY(panel.messageLine()->isError());
        QVERIFY2(panel.messageLine()->text().contains(QStringLiteral("maxBackoffMs")),
                 qPrintable(panel.messageLine()->text()));
        QCOMPARE(lab.channel().policy().minBackoff, Millis(10'000));
    }

    void relayAndProviderControls()
    {
        Lab lab;
        ControlsPanel panel(lab);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto* autoRelay = child<QCheckBox>(panel, "autoRelayBox");
        QVERIFY(autoRelay->isChecked());
        QTest::mouseClick(autoRelay, Qt::LeftButton);
        QVERIFY(!lab.autoRelay());
        QTest::mouseClick(child<QPushButton>(panel, "runRelayButton"), Qt::LeftButton);
        QCOMPARE(lab.commandLog().back().name, std::string("runRelay"));

        auto* fault = child<QComboBox>(panel, "relayFaultBox");
        fault->setCurrentIndex(fault->findData(QStringLiteral("provider-rejection")));
        QTest::mouseClick(child<QPushButton>(panel, "injectRelayFaultButton"), Qt::LeftButton);
        QVERIFY(lab.relay().pendingFault() == RelayFault::ProviderRejection);
        QVERIFY(child<QLabel>(panel, "pendingRelayFaultLabel")
                    ->text()
                    .contains(QStringLiteral("provider-rejection")));

        auto* strategy = child<QComboBox>(panel, "relayStrategyBox");
        strategy->setFocus();
        QTest::keyClick(strategy, Qt::Key_Home);
        QVERIFY(lab.relay().strategy() == RelayStrategy::FlagBeforeSend);

        auto* keys = child<QCheckBox>(panel, "providerKeysBox");
        auto* window = child<QSpinBox>(panel, "providerWindowBox");
        QCOMPARE(window->value(), 86'400);
        setSpin(window, 3600);
        QCOMPARE(lab.provider().keyWindow(), Millis(3'600'000));
        QTest::mouseClick(keys, Qt::LeftButton);
        QVERIFY(!lab.provider().honoursKeys());
        QVERIFY(!window->isEnabled());
        QVERIFY(!window->toolTip().isEmpty());
    }

    void resetAsksFirst()
    {
        Lab lab;
        lab.execute("publish", Json{{"event", paymentEvent()}});
        ControlsPanel panel(lab);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        setSpin(child<QSpinBox>(panel, "seedBox"), 9);
        auto* reset = child<QPushButton>(panel, "resetButton");

        QTest::mouseClick(reset, Qt::LeftButton);
        auto* box = panel.findChild<QMessageBox*>(QStringLiteral("resetConfirmation"));
        QVERIFY(box && box->isVisible());
        QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
        QCOMPARE(lab.seed(), std::uint64_t(1));
        QCOMPARE(lab.channel().messages().size(), std::size_t(1));

        QTest::mouseClick(reset, Qt::LeftButton);
        box = panel.findChild<QMessageBox*>(QStringLiteral("resetConfirmation"));
        QVERIFY(box);
        QTest::mouseClick(box->button(QMessageBox::Yes), Qt::LeftButton);
        QCOMPARE(lab.seed(), std::uint64_t(9));
        QVERIFY(lab.channel().messages().empty());
        QCOMPARE(lab.commandLog().size(), std::size_t(1));
    }

    void everyControlStatesAFact()
    {
        Lab lab;
        ControlsPanel panel(lab);
        for (QWidget* w : panel.findChildren<QWidget*>()) {
            const bool control = qobject_cast<QAbstractSpinBox*>(w) ||
                                 qobject_cast<QComboBox*>(w) || qobject_cast<QPushButton*>(w) ||
                                 qobject_cast<QCheckBox*>(w);
            if (control && !w->objectName().startsWith(QStringLiteral("qt_")))
                QVERIFY2(!w->toolTip().isEmpty(), qPrintable(w->objectName()));
        }
    }

    void chaosRunCompletesAndReplaysExactly()
    {
        Lab lab(Lab::Options{7, 0});
        ControlsPanel panel(lab);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        setSpin(child<QSpinBox>(panel, "chaosOrdersBox"), 60);
        setSpin(child<QSpinBox>(panel, "chaosEventsBox"), 200);
        // One event a tick: the run lasts long enough (200 ticks of 1 ms at
        // the least) for progress reports between its start and its end.
        setSpin(child<QSpinBox>(panel, "chaosSpeedBox"), 1);
        child<QDoubleSpinBox>(panel, "chaosCrashBox")->setValue(3);
        child<QDoubleSpinBox>(panel, "chaosTransientBox")->setValue(3);
        QSignalSpy running(&panel, &ControlsPanel::chaosRunningChanged);
        QSignalSpy progressed(&panel, &ControlsPanel::chaosProgressed);
        auto* start = child<QPushButton>(panel, "chaosStartButton");
        QTest::mouseClick(start, Qt::LeftButton);

        ChaosRunner* runner = panel.chaosRunner();
        QVERIFY(runner->isRunning());
        QVERIFY(!start->isEnabled());
        QVERIFY(start->toolTip().contains(QStringLiteral("already in progress")));
        QComboBox* strategy = panel.strategySection()->allTypesBox();
        QVERIFY(!strategy->isEnabled());
        QVERIFY(strategy->toolTip().contains(QStringLiteral("chaos run")));

        QTRY_VERIFY_WITH_TIMEOUT(!runner->isRunning(), 60'000);
        auto* progress = child<QProgressBar>(panel, "chaosProgress");
        QCOMPARE(progress->maximum(), 200);
        QCOMPARE(progress->value(), 200);
        QCOMPARE(running.size(), 2);
        QVERIFY(progressed.size() > 2);
        QVERIFY(strategy->isEnabled());
        const LabCommand& logged = lab.commandLog().back();
        QCOMPARE(logged.name, std::string("runChaos"));
        QCOMPARE(logged.args.at("limit").get<std::uint64_t>(), std::uint64_t(200));
        QCOMPARE(logged.args.at("events").get<std::uint64_t>(), std::uint64_t(200));
        QVERIFY(lab.channel().queue().empty());

        // Slices with the event loop between them take the same steps as one
        // runChaos command.
        const std::string journal = journalEvents(lab);
        const std::string store = storeText(lab);
        lab.replayTo(lab.commandLog().size());
        QCOMPARE(journalEvents(lab), journal);
        QCOMPARE(storeText(lab), store);
    }

    void chaosRunCanBeCancelledMidway()
    {
        Lab lab(Lab::Options{3, 0});
        ControlsPanel panel(lab);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        setSpin(child<QSpinBox>(panel, "chaosOrdersBox"), 500);
        setSpin(child<QSpinBox>(panel, "chaosEventsBox"), 5000);
        setSpin(child<QSpinBox>(panel, "chaosSpeedBox"), 5);
        ChaosRunner* runner = panel.chaosRunner();
        QSignalSpy finished(runner, &ChaosRunner::finished);
        QTest::mouseClick(child<QPushButton>(panel, "chaosStartButton"), Qt::LeftButton);
        QTRY_VERIFY(runner->published() >= 50);
        auto* cancel = child<QPushButton>(panel, "chaosCancelButton");
        QVERIFY(cancel->isEnabled());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!runner->isRunning(), 60'000);

        QCOMPARE(finished.size(), 1);
        QVERIFY(finished.front().at(0).toBool());
        const auto published = finished.front().at(1).toULongLong();
        QVERIFY(published >= 50 && published < 5000);
        auto* progress = child<QProgressBar>(panel, "chaosProgress");
        QVERIFY(progress->value() < progress->maximum());
        QCOMPARE(lab.commandLog().back().args.at("limit").get<std::uint64_t>(), published);
        QVERIFY(!cancel->isEnabled());
        QVERIFY(!cancel->toolTip().isEmpty());

        const std::string journal = journalEvents(lab);
        lab.replayTo(lab.commandLog().size());
        QCOMPARE(journalEvents(lab), journal);
    }

    void screenshot()
    {
        Lab lab;
        ControlsPanel panel(lab);
        panel.resize(460, 1500);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        testing::screenshot(&panel, QStringLiteral("controls-panel"));
    }
};

QTEST_MAIN(TestControlsPanel)
#include "tst_controlspanel.moc"
