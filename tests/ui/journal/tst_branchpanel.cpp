// The timeline's branches beside the journal: the tree follows the Lab,
// clicking a branch switches to it, the row's buttons step back and forward,
// F2 renames; and in the window it sits in the journal panel.
#include "../PanelTestSupport.h"
#include "../ShownWindow.h"

#include "journal/BranchPanel.h"
#include "journal/JournalPanel.h"
#include "lab/timeline/Journal.h"
#include "playback/PlaybackController.h"
#include "store/json/JsonText.h"

#include <QApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QTreeWidget>

using namespace atlas;
using namespace atlas::testing;

namespace {

std::string world(const Lab& lab)
{
    std::string out;
    for (const auto& c : lab.store().collections())
        for (const auto& doc : lab.store().list(c))
            out += doc->path() + ' ' + toJsonText(doc->data) + '\n';
    return out + std::to_string(lab.journal().total());
}

// Branch 1: order, payment, delivered. Branch 2, forked after the payment:
// a duplicate, then both delivered.
void twoBranches(Lab& lab)
{
    seedLessonOrder(lab);
    lab.execute("publish", Json{{"event", fixtures::paymentEvent()}});
    lab.execute("deliverNext");
    QVERIFY(lab.stepBack());
    lab.execute("duplicate", Json{{"message", "latest"}});
    lab.execute("deliverAll");
}

void clickItem(QTreeWidget* tree, QTreeWidgetItem* item)
{
    QVERIFY(item);
    tree->scrollToItem(item);
    const QRect rect = tree->visualItemRect(item);
    QVERIFY(!rect.isEmpty());
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, rect.center());
}

} // namespace

class TestBranchPanel : public QObject
{
    Q_OBJECT
private slots:
    void theTreeShowsForksCountsAndTheCurrentBranch()
    {
        Lab lab;
        PlaybackController playback(lab);
        BranchPanel panel(lab, {playback.stepBackAction(), playback.stepForwardAction()});
        QTreeWidget* tree = panel.tree();
        QCOMPARE(tree->topLevelItemCount(), 1);
        twoBranches(lab);

        QCOMPARE(tree->topLevelItemCount(), 1);
        QTreeWidgetItem* first = panel.itemFor(1);
        QTreeWidgetItem* second = panel.itemFor(2);
        QVERIFY(first && second);
        QCOMPARE(second->parent(), first); // under the branch it forked from
        QCOMPARE(first->text(BranchPanel::CommandsColumn), QStringLiteral("3"));
        QCOMPARE(second->text(BranchPanel::ForkColumn), QStringLiteral("2"));
        QCOMPARE(second->text(BranchPanel::CommandsColumn), QStringLiteral("4"));
        QVERIFY(second->font(BranchPanel::NameColumn).bold());
        QVERIFY(!first->font(BranchPanel::NameColumn).bold());
        QVERIFY(second->text(BranchPanel::NameColumn).startsWith(QStringLiteral("Branch 2")));
        QVERIFY(second->toolTip(BranchPanel::NameColumn).contains(QStringLiteral("Branch 1")));
        QCOMPARE(tree->currentItem(), second);
    }

    void clickingABranchSwitchesToIt()
    {
        Lab lab;
        PlaybackController playback(lab);
        BranchPanel panel(lab, {playback.stepBackAction(), playback.stepForwardAction()});
        panel.resize(420, 300);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        twoBranches(lab);
        const std::string second = world(lab);
        lab.switchBranch(1);
        const std::string first = world(lab);
        lab.switchBranch(2);
        QVERIFY(first != second);

        QStringList messages;
        connect(&panel, &BranchPanel::message, this, [&](const QString& m) { messages << m; });
        clickItem(panel.tree(), panel.itemFor(1));
        QCOMPARE(lab.timeline().current().id, std::uint64_t(1));
        QCOMPARE(world(lab), first);
        QVERIFY(panel.itemFor(1)->font(BranchPanel::NameColumn).bold());
        QCOMPARE(messages.size(), 1);
        QVERIFY(messages.front().contains(QStringLiteral("Branch 1")));

        clickItem(panel.tree(), panel.itemFor(2));
        QCOMPARE(lab.timeline().current().id, std::uint64_t(2));
        QCOMPARE(world(lab), second);

        // While something else drives the lab, a click switches nothing.
        panel.setBusyReason(QStringLiteral("busy"));
        clickItem(panel.tree(), panel.itemFor(1));
        QCOMPARE(lab.timeline().current().id, std::uint64_t(2));
    }

    void theRowStepsBackAndForward()
    {
        Lab lab;
        PlaybackController playback(lab);
        BranchPanel panel(lab, {playback.stepBackAction(), playback.stepForwardAction()});
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        twoBranches(lab);
        const std::string end = world(lab);
        QToolButton* back = buttonFor(&panel, playback.stepBackAction());
        QToolButton* forward = buttonFor(&panel, playback.stepForwardAction());
        QVERIFY(back && forward);
        QVERIFY(!forward->toolTip().isEmpty());
        QTest::mouseClick(back, Qt::LeftButton);
        QCOMPARE(lab.commandLog().size(), std::size_t(3));
        QCOMPARE(panel.itemFor(2)->text(BranchPanel::CommandsColumn), QStringLiteral("3 of 4"));
        QTest::mouseClick(forward, Qt::LeftButton);
        QCOMPARE(lab.commandLog().size(), std::size_t(4));
        QCOMPARE(world(lab), end);
        QCOMPARE(panel.itemFor(2)->text(BranchPanel::CommandsColumn), QStringLiteral("4"));
        QCOMPARE(lab.timeline().branches().size(), std::size_t(2));
    }

    void f2RenamesABranch()
    {
        Lab lab;
        PlaybackController playback(lab);
        BranchPanel panel(lab, {playback.stepBackAction(), playback.stepForwardAction()});
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        twoBranches(lab);
        QTreeWidget* tree = panel.tree();
        tree->setFocus();
        tree->setCurrentItem(panel.itemFor(1));
        QTest::keyClick(tree, Qt::Key_F2);
        auto* editor = tree->viewport()->findChild<QLineEdit*>();
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("happy path"));
        QTest::keyClick(editor, Qt::Key_Return);
        // The delegate commits from a queued call, and the rename waits for
        // the editor to let go: two turns of the event loop, not a timer.
        for (int turn = 0; turn < 10 && lab.timeline().find(1)->name != "happy path"; ++turn)
            QCoreApplication::processEvents();
        QCOMPARE(lab.timeline().find(1)->name, std::string("happy path"));
        QCOMPARE(lab.timeline().current().id, std::uint64_t(2)); // renaming switches nothing
        QVERIFY(panel.itemFor(1)->text(BranchPanel::NameColumn) == QStringLiteral("happy path"));
    }

    void theWindowShowsTheBranchesBesideTheJournal()
    {
        const auto window = shownWindow();
        BranchPanel* panel = window->branchPanel();
        QVERIFY(panel);
        QVERIFY(window->journalPanel()->isAncestorOf(panel));
        QAction* forward = window->playback()->stepForwardAction();
        QVERIFY(forward->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
        QVERIFY(!forward->toolTip().isEmpty());
        Lab& lab = window->lab();
        seedLessonOrder(lab);
        // One branch without a future: the journal keeps the width.
        QVERIFY(!panel->isVisible());
        QVERIFY(lab.stepBack());
        QVERIFY(panel->isVisible());
        twoBranches(lab); // its first command follows the one stepped back
        QVERIFY(panel->isVisible());
        window->resize(1366, 768);
        QCoreApplication::sendPostedEvents();
        screenshot(window.get(), QStringLiteral("branches-1366x768"));
        // A laptop's journal still leaves the names whole.
        QTreeWidget* tree = panel->tree();
        QVERIFY(tree->header()->sectionSize(BranchPanel::NameColumn) >=
                tree->fontMetrics().horizontalAdvance(QStringLiteral("Branch 2")) +
                    tree->indentation());
        window->playback()->stepBackAction()->trigger();
        QCOMPARE(lab.timeline().futureSize(), std::size_t(1));
        forward->trigger();
        QCOMPARE(lab.timeline().futureSize(), std::size_t(0));
        clickItem(panel->tree(), panel->itemFor(1));
        QCOMPARE(lab.timeline().current().id, std::uint64_t(1));
        QCOMPARE(lab.commandLog().size(), std::size_t(3));
    }
};

QTEST_MAIN(TestBranchPanel)
#include "tst_branchpanel.moc"
