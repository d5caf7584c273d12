// The Explorer dock as a learner uses it: pick a world and a strategy, press
// Explore, read the shortest trace, play it in the lesson player; fill the
// matrix and play a red cell.
#include "../ShownWindow.h"

#include "explore/ExploreRunner.h"
#include "explore/ExplorerPanel.h"
#include "explore/MatrixTable.h"
#include "lesson/reader/LessonLoader.h"
#include "lesson/LessonPanel.h"
#include "widgets/ActionRow.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QToolButton>
#include <QTextBrowser>
#include <QtTest>

using namespace atlas;

namespace {

void click(QWidget* root, QAction* action)
{
    for (QToolButton* button : root->findChildren<QToolButton*>())
        if (button->defaultAction() == action && button->isVisible()) {
            QTest::mouseClick(button, Qt::LeftButton);
            return;
        }
    QFAIL("no visible button for the action");
}

bool waitFor(QSignalSpy& spy)
{
    return spy.count() > 0 || spy.wait(120'000);
}

} // namespace

class TestExplorerPanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("ATLASLAB_LESSONS_DIR", qgetenv("ATLASLAB_SOURCE_DIR") + "/lessons");
    }

    void aWrongStrategyShowsItsShortestTraceAndPlaysIt()
    {
        ExplorerPanel panel;
        panel.resize(1000, 500);
        panel.show();
        QVERIFY(panel.choose(QStringLiteral("ch10-marker-before-effect"),
                             QStringLiteral("marker-before-effect"), {}, 1));
        QVERIFY(!panel.playAction()->isEnabled());
        QSignalSpy finished(panel.runner(), &ExploreRunner::exploreFinished);
        click(&panel, panel.exploreAction());
        QVERIFY(panel.cancelAction()->isEnabled() || finished.count() > 0);
        QVERIFY(waitFor(finished));
        QVERIFY2(panel.summaryText().startsWith(QStringLiteral("✗")),
                 qPrintable(panel.summaryText()));
        const QString trace = panel.traceView()->toPlainText();
        QVERIFY(trace.contains(QStringLiteral("FAULT: ")));
        QVERIFY(trace.contains(QStringLiteral("even a run without further faults")));
        QVERIFY(trace.contains(QStringLiteral("crash-before-commit hits delivery 1")));

        QSignalSpy play(&panel, &ExplorerPanel::playRequested);
        QVERIFY(panel.playAction()->isEnabled());
        click(&panel, panel.playAction());
        QCOMPARE(play.count(), 1);
        const QString file = play.at(0).at(0).toString();
        const LoadResult loaded = LessonLoader::load(file);
        QVERIFY(loaded.ok());
        QVERIFY(loaded.lesson.scenario(play.at(0).at(2).toString()));
    }

    void aCorrectStrategyHoldsAndHasNoTrace()
    {
        ExplorerPanel panel;
        panel.show();
        QVERIFY(panel.choose(QStringLiteral("ch10-lost-ack-redelivery"),
                             QStringLiteral("inbox-in-transaction"), {}, 1));
        QSignalSpy finished(panel.runner(), &ExploreRunner::exploreFinished);
        click(&panel, panel.exploreAction());
        QVERIFY(waitFor(finished));
        QVERIFY2(panel.summaryText().startsWith(QStringLiteral("✓")),
                 qPrintable(panel.summaryText()));
        QVERIFY(panel.traceView()->toPlainText().isEmpty());
        QVERIFY(!panel.playAction()->isEnabled());
        QVERIFY(!panel.saveAction()->isEnabled());
    }

    void theMatrixFillsAndARedCellPlays()
    {
        ExplorerPanel panel;
        panel.resize(1200, 600);
        panel.show();
        QSignalSpy finished(panel.runner(), &ExploreRunner::matrixFinished);
        click(&panel, panel.matrixAction());
        QVERIFY(waitFor(finished));
        MatrixTable* table = panel.matrixView();
        QCOMPARE(table->rowCount(), 9);
        QCOMPARE(table->columnCount(), 11);
        int lostRow = -1;
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->verticalHeaderItem(r)->text().endsWith(QStringLiteral("marker-before-effect")))
                lostRow = r;
        QVERIFY(lostRow >= 0);
        const int crashBetweenWrites = 4;
        QVERIFY(table->item(lostRow, crashBetweenWrites)->text().contains(QStringLiteral("LOST")));
        for (int c = 0; c < table->columnCount(); ++c)
            QVERIFY(!table->item(0, c)->text().contains(QStringLiteral("LOST")) &&
                    !table->item(0, c)->text().contains(QStringLiteral("DUPLICATED")));

        QVERIFY(panel.matrixWindow()->isVisible());
        QSignalSpy play(&panel, &ExplorerPanel::playRequested);
        // A cell that came out right has no trace to play.
        table->setFocus();
        table->setCurrentCell(0, 0);
        QTest::keyClick(table, Qt::Key_Return);
        QCOMPARE(play.count(), 0);
        QVERIFY(panel.matrixWindow()->findChild<QLabel*>(QStringLiteral("matrixSummary"))
                    ->text()
                    .contains(QStringLiteral("No trace")));

        table->setCurrentCell(lostRow, crashBetweenWrites);
        QTest::keyClick(table, Qt::Key_Return);
        QCOMPARE(play.count(), 1);
        QVERIFY(LessonLoader::load(play.at(0).at(0).toString()).ok());
        QVERIFY(!panel.matrixWindow()->isVisible()); // out of the player's way

        // Shown again as it was, without searching again.
        QSignalSpy again(panel.runner(), &ExploreRunner::matrixFinished);
        click(&panel, panel.matrixAction());
        QVERIFY(panel.matrixWindow()->isVisible());
        QVERIFY(!again.wait(300));
        QVERIFY(table->item(lostRow, crashBetweenWrites)->text().contains(QStringLiteral("LOST")));
    }

    void inTheWindowTheTracePlaysInTheLessonPlayer()
    {
        auto window = testing::shownWindow();
        ExplorerPanel* panel = window->explorerPanel();
        QVERIFY(panel);
        QVERIFY(panel->choose(QStringLiteral("ch10-marker-after-effect"),
                              QStringLiteral("marker-after-effect"), {}, 1));
        QSignalSpy finished(panel->runner(), &ExploreRunner::exploreFinished);
        QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(waitFor(finished));
        QVERIFY(panel->isVisible());
        auto* lessons = window->findChild<LessonPanel*>(QStringLiteral("lessonPanel"));
        QSignalSpy started(lessons, &LessonPanel::scenarioStarted);
        panel->playAction()->trigger();
        QCOMPARE(started.count(), 1);
        QVERIFY(started.at(0).at(0).toString().contains(QStringLiteral("Counterexample")));
    }
};

QTEST_MAIN(TestExplorerPanel)
#include "tst_explorerpanel.moc"
