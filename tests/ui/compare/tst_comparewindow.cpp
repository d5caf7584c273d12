// Compare mode as a learner uses it: open it from the lab window, click
// commands that run on both worlds, see the differing documents marked, play
// the chapter's compare scenario, and all of it fits the screen in light and
// dark themes (CTest runs this on a laptop screen, a 1920x1080 one and in
// presenter mode on a projector).
#include "../PanelTestSupport.h"
#include "../ShownWindow.h"
#include "compare/CompareSideView.h"
#include "compare/CompareWindow.h"
#include "compare/DiffHighlightModel.h"
#include "deliveries/MessageLine.h"
#include "frame/Appearance.h"
#include "frame/ThemeColors.h"
#include "lesson/reader/LessonLoader.h"
#include "lesson/LineList.h"
#include "metrics/InvariantBar.h"
#include "views/CollectionTableModel.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace atlas;
using Side = CompareSession::Side;

namespace {

bool presenter()
{
    return qEnvironmentVariableIntValue("ATLASLAB_PRESENTER") == 1;
}

std::vector<Scenario> chapterScenarios()
{
    const LoadResult loaded = LessonLoader::load(qEnvironmentVariable("ATLASLAB_SOURCE_DIR") +
                                                 QStringLiteral("/lessons/chapter10-idempotency.json"));
    std::vector<Scenario> out;
    for (const Scenario& s : loaded.lesson.scenarios)
        if (s.compare)
            out.push_back(s);
    return out;
}

void click(CompareWindow& window, const char* action)
{
    QAction* a = window.action(QLatin1String(action));
    QVERIFY2(a, action);
    QToolButton* button = testing::buttonFor(&window, a);
    QVERIFY2(button && button->isVisible(), action);
    QTest::mouseClick(button, Qt::LeftButton);
}

// The row of `id` in a side's table, or -1.
int rowOf(DiffHighlightModel* model, const QString& id)
{
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, 0).data(CollectionTableModel::DocumentIdRole).toString() == id)
            return row;
    return -1;
}

int diffState(CompareWindow& window, Side side, const char* collection, const QString& id)
{
    DiffHighlightModel* model =
        window.sideView(side)->highlight(QLatin1String(collection));
    const int row = rowOf(model, id);
    return row < 0 ? -1 : model->index(row, 0).data(DiffHighlightModel::DiffRole).toInt();
}

bool isControl(const QWidget* widget)
{
    return qobject_cast<const QAbstractButton*>(widget) || qobject_cast<const QComboBox*>(widget);
}

// The first ancestor that cuts part of `widget` off, or null (as tst_screenfit).
const QWidget* clipper(const QWidget* widget)
{
    QRect rect(QPoint(0, 0), widget->size());
    const QWidget* child = widget;
    for (const QWidget* parent = widget->parentWidget(); parent && !child->isWindow();
         child = parent, parent = parent->parentWidget()) {
        rect.translate(child->pos());
        if (qobject_cast<const QTabBar*>(parent) || qobject_cast<const QComboBox*>(parent))
            return nullptr;
        const auto* area = qobject_cast<const QAbstractScrollArea*>(parent->parentWidget());
        if (area && area->viewport() == parent)
            return nullptr;
        if (!QRect(QPoint(0, 0), parent->size()).contains(rect))
            return parent;
    }
    return nullptr;
}

} // namespace

class TestCompareWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir settingsDir_;

    std::unique_ptr<CompareWindow> openCompare()
    {
        auto window = std::make_unique<CompareWindow>(chapterScenarios(), 1);
        const QRect room = QGuiApplication::primaryScreen()->availableGeometry();
        window->resize(room.size() * 9 / 10);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            qWarning("the compare window was not exposed");
        return window;
    }

    void checkFits(CompareWindow& window, const QString& when)
    {
        QCoreApplication::sendPostedEvents();
        QTest::qWait(20);
        const QRect room = QGuiApplication::primaryScreen()->availableGeometry();
        const QSize least = window.minimumSizeHint();
        QVERIFY2(least.width() <= room.width() && least.height() <= room.height(),
                 qPrintable(QStringLiteral("%1: needs %2x%3").arg(when).arg(least.width()).arg(least.height())));
        QStringList clipped;
        for (QWidget* widget : window.findChildren<QWidget*>())
            if (isControl(widget) && widget->isVisible() && widget->window() == &window)
                if (const QWidget* cut = clipper(widget))
                    clipped << widget->objectName() + QStringLiteral(" cut off by ") +
                                   QLatin1String(cut->metaObject()->className()) + u' ' +
                                   cut->objectName();
        QVERIFY2(clipped.isEmpty(), qPrintable(when + QStringLiteral(": ") + clipped.join(u"; ")));
        const QSize screen = room.size();
        QString name = QStringLiteral("compare-%1x%2%3-%4")
                           .arg(screen.width())
                           .arg(screen.height())
                           .arg(presenter() ? QStringLiteral("-presenter") : QString(), when);
        name.replace(u' ', u'-');
        testing::screenshot(&window, name);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir_.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir_.path());
        QVERIFY(!chapterScenarios().empty());
    }

    void theLabWindowOpensCompareMode()
    {
        const auto main = testing::shownWindow();
        QAction* compare = main->findChild<QAction*>(QStringLiteral("actionCompareWorlds"));
        QVERIFY(compare);
        QCOMPARE(compare->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
        QVERIFY(compare->toolTip().contains(compare->shortcut().toString(QKeySequence::NativeText)));
        QVERIFY(!main->compareWindow());
        QTest::keyClick(main.get(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(main->compareWindow() && main->compareWindow()->isVisible());
        QVERIFY(main->compareWindow()->scenarioBox()->count() >= 1);
        // A window of its own: its single keys do not join the lab window's.
        QVERIFY(!main->shortcutActions().contains(
            main->compareWindow()->action(QStringLiteral("compareDeliverNext"))));
    }

    void commandsRunOnBothWorldsAndDifferencesAreMarked()
    {
        const auto window = openCompare();
        CompareSession& session = window->session();
        QVERIFY(window->sideView(Side::Left)->titleLabel()->text().contains(
            QStringLiteral("Without deduplication")));
        QVERIFY(window->diffLabel()->text().contains(QStringLiteral("same documents")));

        window->findChild<QComboBox*>(QStringLiteral("compareEventType"))
            ->setCurrentText(QStringLiteral("PAYMENT_SUCCEEDED"));
        click(*window, "comparePublish");
        window->findChild<QComboBox*>(QStringLiteral("compareFault"))
            ->setCurrentText(QStringLiteral("lost-ack"));
        click(*window, "compareInject");
        click(*window, "compareDeliverNext");
        click(*window, "compareAdvanceClock");
        click(*window, "compareDeliverNext");
        QCOMPARE(session.steps(), std::size_t(5));

        // The inbox marker exists only on the right, marked there as "only here".
        const QString order = QStringLiteral("ord-ch10-001");
        DiffHighlightModel* rightInbox = window->sideView(Side::Right)->highlight(QStringLiteral("workflowEvents"));
        QCOMPARE(rightInbox->rowCount(), 1);
        QCOMPARE(window->sideView(Side::Left)->highlight(QStringLiteral("workflowEvents"))->rowCount(), 0);
        const QModelIndex marker = rightInbox->index(0, 0);
        QCOMPARE(marker.data(DiffHighlightModel::DiffRole).toInt(), int(DiffHighlightModel::OnlyHere));
        QCOMPARE(marker.data(Qt::BackgroundRole).value<QColor>(),
                 ThemeColors::tint(Tone::Info, QApplication::palette()));
        QVERIFY(marker.data().toString().startsWith(u"+ "));
        // The order completed twice on the left: both sides mark it as differing.
        QCOMPARE(diffState(*window, Side::Left, "orders", order), int(DiffHighlightModel::Differs));
        QCOMPARE(diffState(*window, Side::Right, "orders", order), int(DiffHighlightModel::Differs));
        DiffHighlightModel* leftOrders = window->sideView(Side::Left)->highlight(QStringLiteral("orders"));
        QCOMPARE(leftOrders->index(rowOf(leftOrders, order), 1).data(Qt::BackgroundRole).value<QColor>(),
                 ThemeColors::tint(Tone::Warning, QApplication::palette()));
        QVERIFY(leftOrders->index(rowOf(leftOrders, order), 0).data(Qt::ToolTipRole).toString().contains(
            QStringLiteral("Differs from the other world in: ")));
        QVERIFY(window->diffLabel()->text().contains(QStringLiteral("workflowEvents/")));
        QVERIFY(window->sideView(Side::Right)->tabs()->tabText(1).contains(u'≠'));
        // The invariant strips disagree.
        QVERIFY(!window->sideView(Side::Left)->invariants()->badge(QStringLiteral("single-completion"))->holds());
        QVERIFY(window->sideView(Side::Right)->invariants()->badge(QStringLiteral("single-completion"))->holds());

        // Switching the table on one side switches the other.
        window->sideView(Side::Left)->tabs()->setCurrentIndex(1);
        QCOMPARE(window->sideView(Side::Right)->tabs()->currentIndex(), 1);

        // Step back: the second delivery is undone on both sides, and the
        // marker is the only difference left.
        click(*window, "compareStepBack");
        QCOMPARE(session.steps(), std::size_t(4));
        QCOMPARE(diffState(*window, Side::Left, "orders", order), int(DiffHighlightModel::Same));
        QCOMPARE(diffState(*window, Side::Right, "workflowEvents", rightInbox->index(0, 0).data(CollectionTableModel::DocumentIdRole).toString()),
                 int(DiffHighlightModel::OnlyHere));
    }

    // The commands answer plain letters, yet a focused combo box still picks
    // its items by them; the clicker's Page Up steps back; Ctrl+W closes.
    void keysReachTheComboBoxesTheClickerAndClose()
    {
        const auto window = openCompare();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        CompareSession& session = window->session();
        auto* fault = window->findChild<QComboBox*>(QStringLiteral("compareFault"));
        fault->setFocus();
        QTRY_VERIFY(fault->hasFocus());
        QTest::keyClick(fault, Qt::Key_T); // T is Advance clock elsewhere
        QCOMPARE(fault->currentText(), QStringLiteral("transient-error"));
        QCOMPARE(session.steps(), std::size_t(0));
        QTest::qWait(QApplication::keyboardInputInterval() + 50); // a new search, not "tp"
        QTest::keyClick(fault, Qt::Key_P);                        // and P is Publish
        QCOMPARE(fault->currentText(), QStringLiteral("permanent-error"));
        QCOMPARE(session.steps(), std::size_t(0));

        QTest::keyClick(window.get(), Qt::Key_P);
        QCOMPARE(session.steps(), std::size_t(1));
        QTest::keyClick(fault, Qt::Key_PageUp); // a clicker's "back", even in the combo box
        QCOMPARE(session.steps(), std::size_t(0));

        QTest::keyClick(window.get(), Qt::Key_W, Qt::ControlModifier);
        QTRY_VERIFY(!window->isVisible());
    }

    // The saga's tables join the comparison once either world has a saga;
    // a chapter 10 comparison keeps its five tabs.
    void theSagaTablesShowOnceASagaExists()
    {
        const auto window = openCompare();
        CompareSession& session = window->session();
        const auto visibleTabs = [&](Side side) {
            QStringList titles;
            QTabWidget* tabs = window->sideView(side)->tabs();
            for (int i = 0; i < tabs->count(); ++i)
                if (tabs->isTabVisible(i))
                    titles << tabs->tabToolTip(i);
            return titles;
        };
        const QStringList five{QStringLiteral("orders"), QStringLiteral("workflowEvents"),
                               QStringLiteral("workflowOutbox"),
                               QStringLiteral("workflowDeadLetters"),
                               QStringLiteral("providerEmails")};
        QCOMPARE(visibleTabs(Side::Left), five);

        session.execute("seedDocument", Json{{"path", "orderSagas/ord-ch10-001"},
                                             {"data", Json{{"state", "STARTED"}}}});
        for (const Side side : {Side::Left, Side::Right}) {
            QCOMPARE(visibleTabs(side), five + QStringList{QStringLiteral("orderSagas")});
            QCOMPARE(window->sideView(side)->highlight(QStringLiteral("orderSagas"))->rowCount(), 1);
        }
        // Both worlds hold the same saga: nothing differs in it.
        QCOMPARE(window->sideView(Side::Left)
                     ->highlight(QStringLiteral("orderSagas"))
                     ->index(0, 0)
                     .data(DiffHighlightModel::DiffRole)
                     .toInt(),
                 int(DiffHighlightModel::Same));
        click(*window, "compareStepBack");
        QCOMPARE(visibleTabs(Side::Right), five);
    }

    void aRefusedCommandIsShownOnItsSide()
    {
        const auto window = openCompare();
        // Nothing has been published: neither world has a message to duplicate.
        click(*window, "compareDuplicate");
        for (const Side side : {Side::Left, Side::Right}) {
            MessageLine* line = window->sideView(side)->messageLine();
            QVERIFY(line->isVisible());
            QVERIFY(line->isError());
            QVERIFY2(line->text().contains(QStringLiteral("refused")), qPrintable(line->text()));
        }
        // One that runs clears the message.
        click(*window, "compareRunRelay");
        QVERIFY(!window->sideView(Side::Left)->messageLine()->isVisible());
    }

    void aCutComparisonSaysSo()
    {
        const auto window = openCompare();
        window->setDiffLimits({0, 500}); // no collection is small enough
        QVERIFY2(window->diffLabel()->text().contains(
                     QStringLiteral("Comparison cut: not compared (more than 0 documents): orders")),
                 qPrintable(window->diffLabel()->text()));
        // Nothing was compared, so nothing is marked.
        QCOMPARE(window->sideView(Side::Left)->highlight(QStringLiteral("orders"))->differingRows(), 0);
        window->setDiffLimits({});
        QVERIFY(window->diffLabel()->text().contains(QStringLiteral("same documents")));
    }

    void choosingAStrategyStartsAgain()
    {
        const auto window = openCompare();
        click(*window, "compareDuplicate");
        QComboBox* box = window->sideView(Side::Left)->strategyBox();
        box->setCurrentIndex(box->findData(QStringLiteral("inbox-in-transaction")));
        emit box->activated(box->currentIndex());
        QCOMPARE(window->session().setup(Side::Left).strategies.front().second,
                 QStringLiteral("inbox-in-transaction"));
        QVERIFY(window->session().setup(Side::Left).label.size() > 0);
        QVERIFY(!window->session().canStepBack());
    }

    void theChaptersCompareScenarioPlaysStepByStep()
    {
        const auto window = openCompare();
        QComboBox* scenarios = window->scenarioBox();
        const int index = scenarios->findData(QStringLiteral("ch10-compare-lost-ack"));
        QVERIFY(index >= 0);
        scenarios->setCurrentIndex(index);
        click(*window, "comparePlayScenario");
        QVERIFY(window->action(QStringLiteral("compareNextStep"))->isEnabled());
        QVERIFY(window->sideView(Side::Right)->titleLabel()->text().contains(
            QStringLiteral("Inbox marker in the transaction")));
        int steps = 0;
        while (window->action(QStringLiteral("compareNextStep"))->isEnabled()) {
            click(*window, "compareNextStep");
            ++steps;
            for (const Side side : {Side::Left, Side::Right}) {
                auto* verdicts = window->sideView(side)->findChild<LineList*>();
                QVERIFY(verdicts->isVisible());
                for (int i = 0; i < verdicts->count(); ++i)
                    QVERIFY2(!verdicts->line(i)->text().startsWith(u"✗"),
                             qPrintable(verdicts->line(i)->text()));
            }
            checkFits(*window, QStringLiteral("step %1").arg(steps));
        }
        QCOMPARE(steps, int(chapterScenarios().front().steps.size()));
        // The left paid twice and the right once, as their headers say.
        QVERIFY2(window->sideView(Side::Left)->figuresLabel()->text().contains(
                     QStringLiteral("Revenue booked: 85 ")),
                 qPrintable(window->sideView(Side::Left)->figuresLabel()->text()));
        QVERIFY(window->sideView(Side::Right)->figuresLabel()->text().contains(
            QStringLiteral("Revenue booked: 42.5 ")));
        // Its emails table holds two receipts, one of them only it has.
        DiffHighlightModel* emails = window->sideView(Side::Left)->highlight(QStringLiteral("providerEmails"));
        QCOMPARE(emails->rowCount(), 2);
        QCOMPARE(emails->differingRows(), 1);
    }

    void itFitsInLightAndDark_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addRow("light") << false;
        QTest::addRow("dark") << true;
    }

    void itFitsInLightAndDark()
    {
        QFETCH(bool, dark);
        Appearance appearance;
        appearance.setTheme(dark ? Appearance::Theme::Dark : Appearance::Theme::Light);
        if (presenter())
            appearance.setPresenterMode(true);
        const auto window = openCompare();
        checkFits(*window, dark ? QStringLiteral("dark start") : QStringLiteral("light start"));
        window->playScenario(window->scenarioBox()->findData(QStringLiteral("ch10-compare-lost-ack")));
        while (window->nextStep()) {
        }
        // The marked rows' ground and the table's text keep their contrast.
        const QPalette palette = QApplication::palette();
        for (const Tone tone : {Tone::Warning, Tone::Info})
            QVERIFY(ThemeColors::contrast(ThemeColors::tint(tone, palette),
                                          palette.color(QPalette::Text)) >= 4.5);
        checkFits(*window, dark ? QStringLiteral("dark played") : QStringLiteral("light played"));
        appearance.setPresenterMode(false);
        appearance.setTheme(Appearance::Theme::Light);
    }
};

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
