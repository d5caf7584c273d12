// The lessons dock, driven as a learner would: finding a section, playing
// its scenario with clicks and keys, and leaving the player.
#include "LessonPanelFixture.h"

using namespace atlas;
using namespace atlas::testing;

class TestLessonPanel : public QObject, public LessonPanelFixture
{
    Q_OBJECT
private slots:
    void initTestCase() { fixtureInitTestCase(); }
    void init() { fixtureInit(); }
    void cleanup() { fixtureCleanup(); }

    void navigatorListsTheChapter()
    {
        makePanel();
        QVERIFY(chapterIndex() >= 0);
        QTreeWidgetItem* lesson = tree()->itemFor({LessonNode::Kind::Lesson, chapterIndex(), {}});
        QVERIFY(lesson);
        QCOMPARE(item(LessonNode::Kind::SectionGroup)->childCount(), 9);
        QCOMPARE(item(LessonNode::Kind::ScenarioGroup)->childCount(), chapterScenarioCount());
        QCOMPARE(item(LessonNode::Kind::QuestionGroup)->childCount(), 5);
        QVERIFY(item(LessonNode::Kind::Scenario, QStringLiteral("ch10-lab-run")));
        QVERIFY(item(LessonNode::Kind::Question, QStringLiteral("retries-off")));
        QCOMPARE(item(LessonNode::Kind::ScenarioGroup)->text(LessonTree::TitleColumn),
                 QStringLiteral("Scenarios (0 of %1 completed)").arg(chapterScenarioCount()));
        for (int i = 0; i < tree()->topLevelItemCount(); ++i)
            QVERIFY(LessonTree::nodeOf(tree()->topLevelItem(i)).kind !=
                    LessonNode::Kind::BrokenLesson);
        // A first start opens a lesson's overview.
        QCOMPARE(currentPage(), static_cast<QWidget*>(panel_->findChild<SectionView*>()));
    }

    void sectionShowsMarkdownAndPlaysItsScenario()
    {
        makePanel();
        clickItem(item(LessonNode::Kind::Section, QStringLiteral("lab-run")));
        auto* section = panel_->findChild<SectionView*>();
        QCOMPARE(currentPage(), static_cast<QWidget*>(section));
        QCOMPARE(section->title(), QStringLiteral("8. The reproducible lab run"));
        QVERIFY(!child<QTextBrowser>(QStringLiteral("sectionText"))->toPlainText().isEmpty());
        save(QStringLiteral("section"));

        QSignalSpy started(panel_.get(), &LessonPanel::scenarioStarted);
        click(QStringLiteral("playSectionScenario"));
        QCOMPARE(currentPage(), static_cast<QWidget*>(player()));
        QCOMPARE(player()->scenarioId(), QStringLiteral("ch10-lab-run"));
        QCOMPARE(started.count(), 1);
        QCOMPARE(started.at(0).at(0).toString(),
                 QStringLiteral("The chapter's lab: success twice, then a late failure"));
    }

    void playsTheLabRunStepByStep()
    {
        makePanel();
        QSignalSpy stepped(panel_.get(), &LessonPanel::scenarioStepped);
        QSignalSpy finished(panel_.get(), &LessonPanel::scenarioFinished);
        QVERIFY(panel_->playScenario(kChapter, QStringLiteral("ch10-lab-run")));
        QCOMPARE(counter(), QStringLiteral("Step 0 of 7"));
        const std::size_t setupCommands = lab_->commandLog().size();
        auto* next = child<QLabel>(QStringLiteral("nextTitle"));
        QCOMPARE(next->text(), QStringLiteral("Next: step 1 of 7"));
        QVERIFY(child<MarkdownView>(QStringLiteral("nextNarration"))
                    ->markdownText()
                    .contains(QStringLiteral("Publish the success event")));

        const LoadResult chapter =
            LessonLoader::load(sourceLessons() + QStringLiteral("/chapter10-idempotency.json"));
        const Scenario* scenario = chapter.lesson.scenario(QStringLiteral("ch10-lab-run"));
        QVERIFY(scenario);
        std::vector<QStringList> seen;
        for (int n = 1; n <= 7; ++n) {
            click(QStringLiteral("stepButton"));
            QCOMPARE(counter(), QStringLiteral("Step %1 of 7").arg(n));
            const auto expected = scenario->steps[static_cast<std::size_t>(n - 1)].expectations;
            QCOMPARE(expectations()->count(), static_cast<int>(expected.size()));
            for (int i = 0; i < expectations()->count(); ++i) {
                QVERIFY2(expectations()->line(i)->text().startsWith(QStringLiteral("✓ ")),
                         qPrintable(expectations()->line(i)->text()));
                QCOMPARE(expectations()->line(i)->property("tag").toBool(), true);
            }
            QVERIFY(child<LineList>(QStringLiteral("outcomeList"))->count() > 0);
            seen.push_back(expectations()->texts());
            if (n == 6) // the parked PAYMENT_FAILED: mirrors the headless transcript
                QVERIFY(child<LineList>(QStringLiteral("outcomeList"))
                            ->texts()
                            .contains(QRegularExpression(
                                QStringLiteral("^handler-result parked: PAYMENT_FAILED .*"))));
        }
        QCOMPARE(stepped.count(), 7);
        QCOMPARE(stepped.last().at(0).value<StepResult>().command, QStringLiteral("resolveParked"));
        // What a joined class hears: once, at the end, passed, nothing failing.
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.first().at(0).toString(), kChapter);
        QCOMPARE(finished.first().at(1).toString(), QStringLiteral("ch10-lab-run"));
        QCOMPARE(finished.first().at(2).toBool(), true);
        QCOMPARE(finished.first().at(3).toString(), QString());
        QCOMPARE(next->text(), QStringLiteral("End of the scenario"));
        QVERIFY(child<MarkdownView>(QStringLiteral("nextNarration"))
                    ->markdownText()
                    .contains(QStringLiteral("17 of 17 expectations met")));
        QVERIFY(!child<QPushButton>(QStringLiteral("stepButton"))->isEnabled());

        // Completed: marked in the tree and kept for the learner.
        QCOMPARE(item(LessonNode::Kind::Scenario, QStringLiteral("ch10-lab-run"))
                     ->text(LessonTree::MarkColumn),
                 QStringLiteral("✓"));
        QVERIFY(panel_->progress().isScenarioCompleted(kChapter, QStringLiteral("ch10-lab-run")));

        // Back and forward again: the lab's replay gives the very same verdicts.
        click(QStringLiteral("stepBackButton"));
        QCOMPARE(counter(), QStringLiteral("Step 6 of 7"));
        QCOMPARE(expectations()->texts(), seen[5]);
        click(QStringLiteral("stepBackButton"));
        QCOMPARE(counter(), QStringLiteral("Step 5 of 7"));
        click(QStringLiteral("stepButton"));
        QCOMPARE(expectations()->texts(), seen[5]);
        click(QStringLiteral("stepButton"));
        QCOMPARE(counter(), QStringLiteral("Step 7 of 7"));
        QCOMPARE(expectations()->texts(), seen[6]);
        QCOMPARE(lab_->commandLog().size(), setupCommands + 7);
    }

    void keysDriveThePlayer()
    {
        makePanel();
        QApplication::setActiveWindow(panel_.get());
        QVERIFY(QTest::qWaitForWindowActive(panel_.get()));
        QVERIFY(panel_->playScenario(kChapter, QStringLiteral("ch10-lab-run")));
        QTest::keyClick(player(), Qt::Key_Space);
        QCOMPARE(counter(), QStringLiteral("Step 1 of 7"));
        QTest::keyClick(player(), Qt::Key_PageDown);
        QTest::keyClick(player(), Qt::Key_PageDown);
        QCOMPARE(counter(), QStringLiteral("Step 3 of 7"));
        QTest::keyClick(player(), Qt::Key_PageUp);
        QCOMPARE(counter(), QStringLiteral("Step 2 of 7"));
        QTest::keyClick(player(), Qt::Key_B);
        QCOMPARE(counter(), QStringLiteral("Step 1 of 7"));
        QTest::keyClick(player(), Qt::Key_P);
        QVERIFY(panel_->isPlaying());
        QTest::keyClick(player(), Qt::Key_P);
        QVERIFY(!panel_->isPlaying());
        QTest::keyClick(player(), Qt::Key_Home);
        QCOMPARE(counter(), QStringLiteral("Step 0 of 7"));
        // The teacher clicked a scenario in the list and goes on with the clicker.
        clickItem(item(LessonNode::Kind::Scenario, QStringLiteral("ch10-lab-run")));
        QTest::keyClick(tree(), Qt::Key_PageDown);
        QCOMPARE(counter(), QStringLiteral("Step 1 of 7"));
        // Clicking Step to the very end disables it; the keys still work after.
        for (int n = 2; n <= 7; ++n)
            click(QStringLiteral("stepButton"));
        QCOMPARE(counter(), QStringLiteral("Step 7 of 7"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageUp);
        QCOMPARE(counter(), QStringLiteral("Step 6 of 7"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QCOMPARE(counter(), QStringLiteral("Step 7 of 7"));

        // Every control names its key.
        QVERIFY(child<QPushButton>(QStringLiteral("stepButton"))
                    ->toolTip()
                    .contains(QStringLiteral("Space or Page Down")));
        QVERIFY(child<QPushButton>(QStringLiteral("stepBackButton"))
                    ->toolTip()
                    .contains(QStringLiteral("Page Up or B")));
        QVERIFY(child<QPushButton>(QStringLiteral("playButton"))
                    ->toolTip()
                    .contains(QStringLiteral("(P)")));
        QVERIFY(child<QPushButton>(QStringLiteral("restartButton"))
                    ->toolTip()
                    .contains(QStringLiteral("(Home)")));
    }

    void windowKeysStillWorkOutsideThePanel()
    {
        // As docked in the main window, whose playback has its own Page Down and P.
        QMainWindow window;
        auto* panel = new LessonPanel(*lab_);
        window.setCentralWidget(panel);
        auto* elsewhere = new QPushButton(QStringLiteral("Elsewhere"));
        auto* dock = new QDockWidget(&window);
        dock->setWidget(elsewhere);
        window.addDockWidget(Qt::RightDockWidgetArea, dock);
        auto* windowStep = new QAction(&window);
        windowStep->setShortcuts({QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_P)});
        window.addAction(windowStep);
        QSignalSpy windowSteps(windowStep, &QAction::triggered);
        window.resize(1200, 900);
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));

        QVERIFY(panel->playScenario(kChapter, QStringLiteral("ch10-lab-run")));
        auto* player = panel->findChild<ScenarioPlayerView*>();
        QVERIFY(player->isAncestorOf(QApplication::focusWidget()) ||
                QApplication::focusWidget() == player);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown);
        QCOMPARE(player->position(), 1);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_P);
        QVERIFY(panel->isPlaying());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_P);
        QVERIFY(!panel->isPlaying());
        QCOMPARE(windowSteps.count(), 0);

        elsewhere->setFocus();
        QTest::keyClick(elsewhere, Qt::Key_PageDown);
        QCOMPARE(windowSteps.count(), 1);
        QCOMPARE(player->position(), 1);

        // Typing a learner's name is typing, not playing.
        auto* learner = panel->findChild<QComboBox*>(QStringLiteral("learnerBox"));
        learner->lineEdit()->setFocus();
        learner->lineEdit()->clear();
        QTest::keyClicks(learner->lineEdit(), QStringLiteral("Bob P"));
        QCOMPARE(learner->lineEdit()->text(), QStringLiteral("Bob P"));
        QVERIFY(!panel->isPlaying());
        QCOMPARE(player->position(), 1);
    }

    void playRunsStepsByItselfAndPauses()
    {
        makePanel();
        QVERIFY(panel_->playScenario(kChapter, QStringLiteral("ch10-lab-run")));
        player()->setSecondsPerStep(0.5);
        click(QStringLiteral("playButton"));
        QVERIFY(panel_->isPlaying());
        QCOMPARE(child<QPushButton>(QStringLiteral("playButton"))->text(), QStringLiteral("Pause"));
        QTRY_COMPARE_WITH_TIMEOUT(player()->position(), 2, 5000);
        panel_->togglePlay();
        QVERIFY(!panel_->isPlaying());
        const int stoppedAt = player()->position();
        QTest::qWait(700);
        QCOMPARE(player()->position(), stoppedAt);
        save(QStringLiteral("scenario"));
    }

    void failingExpectationIsShownAsFailed()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("wrong.json"));
        QVERIFY(writeFile(file, kWrongLesson));
        makePanel();
        QVERIFY(panel_->openLessonFile(file));
        QVERIFY(panel_->playScenario(QStringLiteral("wrong-on-purpose"), QStringLiteral("sc")));
        QSignalSpy finished(panel_.get(), &LessonPanel::scenarioFinished);
        click(QStringLiteral("stepButton"));
        click(QStringLiteral("stepButton"));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.first().at(2).toBool(), false);
        QCOMPARE(finished.first().at(3).toString(), QStringLiteral("orders/o1 state = \"SHIPPED\""));
        const QStringList texts = expectations()->texts();
        QCOMPARE(texts.size(), 2);
        QVERIFY(texts[0].startsWith(QStringLiteral("✓ ")));
        QVERIFY2(texts[1].startsWith(QStringLiteral("✗ orders/o1 state = \"SHIPPED\" (found ")),
                 qPrintable(texts[1]));
        QVERIFY(texts[1].contains(QStringLiteral("This lesson is wrong on purpose.")));
        QCOMPARE(expectations()->line(1)->property("tag").toBool(), false);
        QVERIFY(child<MarkdownView>(QStringLiteral("nextNarration"))
                    ->markdownText()
                    .contains(QStringLiteral("✗ 1 of 2 expectations met")));
        QVERIFY(!panel_->progress().isScenarioCompleted(QStringLiteral("wrong-on-purpose"),
                                                        QStringLiteral("sc")));
    }

    void tryItYourselfStopsDriving()
    {
        makePanel();
        QSignalSpy freePlay(panel_.get(), &LessonPanel::freePlayStarted);
        QVERIFY(panel_->playScenario(kChapter, QStringLiteral("ch10-lab-run")));
        click(QStringLiteral("stepButton"));
        click(QStringLiteral("tryItButton"));
        QCOMPARE(freePlay.count(), 1);
        QCOMPARE(child<QLabel>(QStringLiteral("nextTitle"))->text(), QStringLiteral("Free play"));
        QVERIFY(!child<QPushButton>(QStringLiteral("stepButton"))->isEnabled());
        panel_->step(); // a clicker key routed here does nothing now
        QCOMPARE(player()->position(), 1);
        // The learner's own commands act on the scenario's world.
        lab_->execute("deliverNext");
        QCOMPARE(freePlay.count(), 1);
        click(QStringLiteral("restartButton"));
        QCOMPARE(counter(), QStringLiteral("Step 0 of 7"));
        QVERIFY(child<QPushButton>(QStringLiteral("stepButton"))->isEnabled());
    }

    void changingTheWorldElsewhereSwitchesToFreePlay()
    {
        makePanel();
        QSignalSpy freePlay(panel_.get(), &LessonPanel::freePlayStarted);
        QVERIFY(panel_->playScenario(kChapter, QStringLiteral("ch10-lab-run")));
        click(QStringLiteral("stepButton"));
        click(QStringLiteral("playButton"));
        QCOMPARE(freePlay.count(), 0); // the player's own commands do not count

        lab_->execute("advanceClock", Json{{"ms", 1000}}); // a click elsewhere in the window
        QCOMPARE(freePlay.count(), 1);
        QVERIFY(!panel_->isPlaying());
        QCOMPARE(child<QLabel>(QStringLiteral("nextTitle"))->text(), QStringLiteral("Free play"));
        QVERIFY(child<MarkdownView>(QStringLiteral("nextNarration"))
                    ->markdownText()
                    .contains(QStringLiteral("You changed the world: you are now in free play")));
        lab_->execute("advanceClock", Json{{"ms", 1000}});
        QCOMPARE(freePlay.count(), 1);
    }

    void playScenarioFromFileForScreenshots()
    {
        makePanel();
        const QString chapter = sourceLessons() + QStringLiteral("/chapter10-idempotency.json");
        QString error;
        QVERIFY(panel_->playScenarioFromFile(chapter, QStringLiteral("ch10-lab-run"), 3, &error));
        QVERIFY(error.isEmpty());
        QCOMPARE(counter(), QStringLiteral("Step 3 of 7"));
        QCOMPARE(currentPage(), static_cast<QWidget*>(player()));

        QVERIFY(!panel_->playScenarioFromFile(chapter, QStringLiteral("ch10-nope"), 3, &error));
        QVERIFY(error.contains(QStringLiteral("no scenario \"ch10-nope\"")));
        QVERIFY(error.contains(QStringLiteral("ch10-lab-run")));
        QVERIFY(panel_->findChild<NoticeBar*>()->text().contains(QStringLiteral("ch10-nope")));

        QVERIFY(!panel_->playScenarioFromFile(QStringLiteral("/no/such/lesson.json"),
                                              QStringLiteral("x"), 1, &error));
        QVERIFY(error.contains(QStringLiteral("/no/such/lesson.json")));
    }

    void leavingThePlayerPausesIt()
    {
        makePanel();
        QVERIFY(panel_->playScenario(kChapter, QStringLiteral("ch10-lab-run")));
        panel_->togglePlay();
        QVERIFY(panel_->isPlaying());
        clickItem(item(LessonNode::Kind::Section, QStringLiteral("lab-run")));
        QVERIFY(!panel_->isPlaying());
        // Coming back through the list keeps the scenario where it was.
        clickItem(item(LessonNode::Kind::Scenario, QStringLiteral("ch10-lab-run")));
        QCOMPARE(currentPage(), static_cast<QWidget*>(player()));
        QCOMPARE(player()->scenarioId(), QStringLiteral("ch10-lab-run"));
    }
};

QTEST_MAIN(TestLessonPanel)
#include "tst_lessonpanel.moc"
