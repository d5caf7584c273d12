// Guidance and safety as a learner meets them: the first-run welcome and its
// starts, Reset undone by Step back, a scenario that leaves the learner's own
// session (and seed) alone, and the keys that bring each panel forward.
#include "../../session/SessionTestSupport.h"
#include "../ShownWindow.h"
#include "deliveries/DeliveryPanel.h"
#include "frame/Appearance.h"
#include "frame/LabSettings.h"
#include "frame/WelcomeDialog.h"
#include "lab/Lab.h"
#include "lesson/LessonPanel.h"
#include "lesson/SectionView.h"
#include "playback/PlaybackController.h"
#include "session/SessionController.h"
#include "session/SessionFile.h"
#include "store/DocumentStore.h"

#include <QAction>
#include <QCommandLinkButton>
#include <QDockWidget>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace atlas;

namespace {

const QString kLearner = QStringLiteral("guidance");

QString chapterFile()
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR") +
           QStringLiteral("/lessons/chapter10-idempotency.json");
}

WelcomeDialog* openWelcome()
{
    for (QWidget* widget : QApplication::topLevelWidgets())
        if (auto* dialog = qobject_cast<WelcomeDialog*>(widget); dialog && dialog->isVisible())
            return dialog;
    return nullptr;
}

std::vector<std::string> commandNames(const Lab& lab)
{
    std::vector<std::string> names;
    for (const auto& command : lab.commandLog())
        names.push_back(command.name + command.args.dump());
    return names;
}

Json pendingOrder()
{
    return Json{{"customerId", "cust-1"},
                {"items", Json::array({Json{{"sku", "sku-lamp"}, {"qty", 1}, {"price", 42}}})},
                {"total", 42},
                {"state", "PAYMENT_PENDING"}};
}

std::size_t recordedCommands(const QString& path)
{
    return SessionFile::open(path)->commands().size();
}

} // namespace

class TestGuidance : public QObject
{
    Q_OBJECT

    QTemporaryDir settingsDir_;

private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir_.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir_.path());
    }

    void init()
    {
        QSettings(LabSettings::organization(), LabSettings::application()).clear();
        QFile::remove(SessionController::autosavePath(kLearner));
    }

    void theWelcomeComesOnceAndStartsFreePlayWithAReadyOrder()
    {
        const auto window = testing::shownWindow();
        window->sessions()->setInteractive(false);
        QString note;
        QVERIFY(window->sessions()->openAutosave(kLearner, &note));
        window->welcomeIfFirstRun();
        WelcomeDialog* welcome = nullptr;
        QTRY_VERIFY((welcome = openWelcome()));
        QCOMPARE(welcome->findChildren<QCommandLinkButton*>().size(), 3);
        QTest::mouseClick(welcome->button(WelcomeDialog::Start::FreePlay), Qt::LeftButton);
        QTRY_VERIFY(!openWelcome());
        const DocumentPtr order = window->lab().store().find("orders", "ord-1001");
        QVERIFY(order);
        QCOMPARE(order->data.at("state").get<std::string>(), std::string("PAYMENT_PENDING"));
        // Recorded like any other command: the free play it starts is kept.
        QCOMPARE(recordedCommands(SessionController::autosavePath(kLearner)),
                 window->lab().commandLog().size());

        window->welcomeIfFirstRun(); // not the first run any more
        QTest::qWait(20);
        QVERIFY(!openWelcome());
    }

    void startChapterTenShowsItsFirstSection()
    {
        const auto window = testing::shownWindow();
        QVERIFY(window->lessonPanel()->openLessonFile(chapterFile()));
        window->startFrom(int(WelcomeDialog::Start::Chapter));
        auto* tree = window->lessonPanel()->findChild<QTreeWidget*>();
        QVERIFY(tree->currentItem());
        QCOMPARE(tree->currentItem()->text(0).contains(QStringLiteral("1.")), true);
        QVERIFY(window->findChild<QDockWidget*>(QStringLiteral("lessonDock"))->isVisible());
    }

    void stepBackUndoesAReset()
    {
        const auto window = testing::shownWindow();
        Lab& lab = window->lab();
        lab.execute("seedDocument", Json{{"path", "orders/ord-1"},
                                         {"data", pendingOrder()}});
        lab.execute("publish", Json{{"event", sessiontest::paymentEvent("ord-1", "evt-1")}});
        lab.execute("deliverNext", Json::object());
        const auto before = commandNames(lab);
        const auto documents = sessiontest::contents(lab);
        window->playback()->resetAction()->trigger();
        QCOMPARE(lab.commandLog().size(), std::size_t(1));
        QVERIFY(!lab.store().find("orders", "ord-1"));
        window->playback()->stepBackAction()->trigger();
        QCOMPARE(commandNames(lab), before);
        QCOMPARE(sessiontest::contents(lab), documents);
    }

    void aScenarioLeavesTheLearnersSessionAndSeedAlone()
    {
        std::vector<std::string> freePlay;
        std::uint64_t seed = 0;
        {
            const auto window = testing::shownWindow();
            SessionController* sessions = window->sessions();
            sessions->setInteractive(false);
            QString note;
            QVERIFY(sessions->openAutosave(kLearner, &note));
            Lab& lab = window->lab();
            lab.execute("seedDocument", Json{{"path", "orders/ord-1"},
                                             {"data", pendingOrder()}});
            lab.execute("publish", Json{{"event", sessiontest::paymentEvent("ord-1", "evt-1")}});
            freePlay = commandNames(lab);
            seed = lab.seed();
            const QString autosave = SessionController::autosavePath(kLearner);
            QCOMPARE(recordedCommands(autosave), freePlay.size());

            QString error;
            QVERIFY2(window->lessonPanel()->playScenarioFromFile(
                         chapterFile(), QStringLiteral("ch10-lab-run"), 3, &error),
                     qPrintable(error));
            QVERIFY(sessions->isSetAside());
            QVERIFY(sessions->backAction()->isEnabled());
            QVERIFY(lab.seed() != seed); // the scenario's own
            QCOMPARE(recordedCommands(autosave), freePlay.size()); // nothing of it recorded

            sessions->backAction()->trigger();
            QVERIFY(!sessions->isSetAside());
            QVERIFY(sessions->isAutosave());
            QCOMPARE(commandNames(lab), freePlay);

            QVERIFY(window->lessonPanel()->playScenarioFromFile(
                chapterFile(), QStringLiteral("ch10-lab-run"), 1, &error));
        } // closed in the scenario's world
        QCOMPARE(LabSettings().seed(), seed);
        const auto window = testing::shownWindow();
        window->sessions()->setInteractive(false);
        QString note;
        QVERIFY(window->sessions()->openAutosave(kLearner, &note));
        QCOMPARE(commandNames(window->lab()), freePlay);
    }

    void aKeyBringsEachPanelForward()
    {
        const auto window = testing::shownWindow();
        window->appearance()->setPresenterMode(true); // the deliveries sit behind the lessons
        QTest::qWait(20);
        QTableView* queue = window->deliveryPanel()->queueView();
        QTest::keyClick(window.get(), Qt::Key_5, Qt::ControlModifier);
        QTRY_VERIFY(queue->hasFocus());
        QVERIFY(queue->isVisible());
        auto* tree = window->lessonPanel()->findChild<QTreeWidget*>();
        QTest::keyClick(window.get(), Qt::Key_6, Qt::ControlModifier);
        QTRY_VERIFY(tree->hasFocus());
        QVERIFY(tree->isVisible());
        for (const char* name : {"actionFocusDeliveries", "actionFocusLessons",
                                 "actionFocusControls", "actionFocusMetrics"}) {
            auto* action = window->findChild<QAction*>(QLatin1String(name));
            QVERIFY2(action && window->shortcutActions().contains(action), name);
            QVERIFY(!action->statusTip().isEmpty() || !action->toolTip().isEmpty());
        }
        window->appearance()->setPresenterMode(false);
    }
};

QTEST_MAIN(TestGuidance)
#include "tst_guidance.moc"
