// The lessons dock, driven as a learner would: clicks and keys on an
// offscreen window, progress kept in the test-mode data folder.
#include "LessonTreeSupport.h"
#include "lab/Lab.h"
#include "lesson/KnowledgeCheckView.h"
#include "lesson/LearnerProgress.h"
#include "lesson/LessonErrorsDialog.h"
#include "lesson/LessonErrorsView.h"
#include "lesson/LessonLoader.h"
#include "lesson/LessonPanel.h"
#include "lesson/LessonTree.h"
#include "lesson/LineList.h"
#include "lesson/MarkdownView.h"
#include "lesson/NoticeBar.h"
#include "lesson/QuestionCard.h"
#include "lesson/ScenarioPlayerView.h"
#include "lesson/SectionView.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QtTest>

#include <memory>

using namespace atlas;

namespace {

const QString kChapter = QStringLiteral("chapter10-idempotency");

QString sourceLessons()
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR") + QStringLiteral("/lessons");
}

// As many as the shipped chapter holds: the navigator must list every one.
int chapterScenarioCount()
{
    return int(LessonLoader::load(sourceLessons() + QStringLiteral("/chapter10-idempotency.json"))
                   .lesson.scenarios.size());
}

// A lesson whose second step expects something the lab will not do.
constexpr char kWrongLesson[] = R"json({
  "id": "wrong-on-purpose",
  "title": "A lesson that expects the wrong thing",
  "summary": "Its second step checks for a state the order never reaches.",
  "version": 1,
  "language": "en",
  "sections": [{"id": "s1", "title": "Only section", "markdown": "Text.", "scenario": "sc"}],
  "scenarios": [{
    "id": "sc", "title": "Wrong on purpose", "summary": "S",
    "setup": {"seed": 1, "documents": [{"path": "orders/o1", "data": {"state": "PAYMENT_PENDING"}}]},
    "steps": [
      {"narration": "Publish.", "command": "publish",
       "args": {"event": {"source": "src", "id": "e1", "type": "PAYMENT_SUCCEEDED", "orderId": "o1",
                          "paymentIdempotencyKey": "pay-o1"}}},
      {"narration": "Deliver.", "command": "deliverNext", "expect": [
        {"document": "orders/o1", "exists": true},
        {"document": "orders/o1", "field": "state", "equals": "SHIPPED",
         "message": "This lesson is wrong on purpose."}
      ]}
    ]
  }]
}
)json";

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

template <typename T> T* topLevel()
{
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* found = qobject_cast<T*>(w); found && found->isVisible())
            return found;
    return nullptr;
}

} // namespace

class TestLessonPanel : public QObject
{
    Q_OBJECT

    std::unique_ptr<Lab> lab_;
    std::unique_ptr<LessonPanel> panel_;

    LessonPanel& makePanel()
    {
        panel_.reset();
        panel_ = std::make_unique<LessonPanel>(*lab_);
        panel_->resize(760, 1000);
        panel_->show();
        return *panel_;
    }
    LessonTree* tree() const { return panel_->findChild<LessonTree*>(); }
    ScenarioPlayerView* player() const { return panel_->findChild<ScenarioPlayerView*>(); }
    KnowledgeCheckView* quiz() const { return panel_->findChild<KnowledgeCheckView*>(); }
    QWidget* currentPage() const { return panel_->findChild<QStackedWidget*>()->currentWidget(); }
    template <typename T = QWidget> T* child(const QString& name) const
    {
        T* found = panel_->findChild<T*>(name);
        if (!found)
            qWarning("no child named %s", qPrintable(name));
        return found;
    }
    QString counter() const { return child<QLabel>(QStringLiteral("stepCounter"))->text(); }
    LineList* expectations() const { return child<LineList>(QStringLiteral("expectationList")); }
    int chapterIndex() const { return testing::chapterIndex(tree()); }
    QTreeWidgetItem* item(LessonNode::Kind kind, const QString& id = {}) const
    {
        return testing::chapterItem(tree(), kind, id);
    }
    void clickItem(QTreeWidgetItem* target) { testing::clickItem(tree(), target); }
    void click(const QString& buttonName, QWidget* scope = nullptr)
    {
        auto* button = (scope ? scope : panel_.get())->findChild<QAbstractButton*>(buttonName);
        QVERIFY2(button, qPrintable(buttonName));
        QVERIFY2(button->isEnabled(), qPrintable(buttonName + QStringLiteral(" is disabled")));
        QTest::mouseClick(button, Qt::LeftButton);
    }
    void answer(const QString& questionId, int choice)
    {
        QuestionCard* card = quiz()->card(questionId);
        QVERIFY(card);
        QTRY_VERIFY(card->isVisible()); // cards added to a shown page appear on the next loop
        QTest::mouseClick(card->choiceButton(choice), Qt::LeftButton);
        click(QStringLiteral("checkButton"), card);
    }
    void playToEnd()
    {
        while (player()->position() < player()->stepCount())
            click(QStringLiteral("stepButton"));
    }
    void save(const QString& name)
    {
        QTest::qWait(50); // let posted layout requests settle, as the event loop would
        const QPixmap shot = panel_->grab();
        QVERIFY(!shot.isNull());
        const QString dir = qEnvironmentVariable("ATLASLAB_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(
                shot.save(dir + QStringLiteral("/lessonpanel-") + name + QStringLiteral(".png")));
    }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("AtlasMartTests"));
        QStandardPaths::setTestModeEnabled(true);
    }

    void init()
    {
        qputenv("ATLASLAB_LESSONS_DIR", sourceLessons().toUtf8());
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
        QSettings().clear();
        lab_ = std::make_unique<Lab>();
    }

    void cleanup()
    {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (qobject_cast<QDialog*>(w))
                w->close();
        panel_.reset();
        lab_.reset();
    }

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
        click(QStringLiteral("stepButton"));
        click(QStringLiteral("stepButton"));
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

    void knowledgeCheckScoresAndExplains()
    {
        makePanel();
        clickItem(item(LessonNode::Kind::Question, QStringLiteral("delivery-guarantee")));
        QCOMPARE(currentPage(), static_cast<QWidget*>(quiz()));
        auto* score = child<QLabel>(QStringLiteral("scoreLabel"));
        QCOMPARE(score->text(),
                 QStringLiteral("Knowledge check: 0 of 5 right on the first try, 5 not answered "
                                "yet"));
        QuestionCard* card = quiz()->card(QStringLiteral("delivery-guarantee"));
        auto* verdict = card->findChild<QLabel*>(QStringLiteral("verdict"));
        auto* explanation = card->findChild<MarkdownView*>(QStringLiteral("explanation"));
        QVERIFY(!verdict->isVisible());
        QVERIFY(!explanation->isVisible());
        QVERIFY(!card->findChild<QPushButton*>(QStringLiteral("checkButton"))->isEnabled());

        answer(QStringLiteral("delivery-guarantee"), 0);
        QVERIFY(verdict->isVisible());
        QVERIFY(verdict->text().startsWith(QStringLiteral("✗ Not quite")));
        QVERIFY(verdict->text().contains(QStringLiteral("the answer is B")));
        QVERIFY(explanation->isVisible());
        QVERIFY(explanation->markdownText().contains(QStringLiteral("at least once")));

        answer(QStringLiteral("retries-off"), 0); // "True" is wrong
        QVERIFY(quiz()
                    ->card(QStringLiteral("retries-off"))
                    ->findChild<QLabel*>(QStringLiteral("verdict"))
                    ->text()
                    .contains(QStringLiteral("the answer is False")));
        answer(QStringLiteral("inbox-pattern-safety"), 1);
        QVERIFY(quiz()
                    ->card(QStringLiteral("inbox-pattern-safety"))
                    ->findChild<QLabel*>(QStringLiteral("verdict"))
                    ->text()
                    .startsWith(QStringLiteral("✓ Correct")));
        QCOMPARE(score->text(),
                 QStringLiteral("Knowledge check: 1 of 5 right on the first try, 2 not answered "
                                "yet"));

        QCOMPARE(item(LessonNode::Kind::QuestionGroup)->text(LessonTree::TitleColumn),
                 QStringLiteral("Knowledge check (1 of 5 right on the first try)"));
        QCOMPARE(item(LessonNode::Kind::Question, QStringLiteral("inbox-pattern-safety"))
                     ->text(LessonTree::MarkColumn),
                 QStringLiteral("✓"));
        QVERIFY(item(LessonNode::Kind::Question, QStringLiteral("retries-off"))
                    ->text(LessonTree::MarkColumn)
                    .isEmpty());
        const auto recorded = panel_->progress().answer(kChapter, QStringLiteral("retries-off"));
        QVERIFY(recorded);
        QCOMPARE(recorded->firstChoice, 0);
        QCOMPARE(recorded->firstCorrect, false);
        save(QStringLiteral("knowledge-check"));
    }

    void choosingAQuestionScrollsToIt()
    {
        makePanel();
        panel_->resize(760, 700);
        clickItem(item(LessonNode::Kind::Question, QStringLiteral("impossible-or-failing-events")));
        QuestionCard* last = quiz()->card(QStringLiteral("impossible-or-failing-events"));
        QTRY_VERIFY(!last->visibleRegion().isEmpty());
        QTRY_VERIFY(last->isAncestorOf(QApplication::focusWidget()));
    }

    void showMePlaysTheQuestionsScenario()
    {
        makePanel();
        clickItem(item(LessonNode::Kind::QuestionGroup));
        QSignalSpy started(panel_.get(), &LessonPanel::scenarioStarted);
        click(QStringLiteral("showMeButton"), quiz()->card(QStringLiteral("retries-off")));
        QCOMPARE(currentPage(), static_cast<QWidget*>(player()));
        QCOMPARE(player()->scenarioId(), QStringLiteral("ch10-retries-off"));
        QVERIFY(panel_->isPlaying());
        QCOMPARE(started.count(), 1);
        QCOMPARE(tree()->currentItem(),
                 item(LessonNode::Kind::Scenario, QStringLiteral("ch10-retries-off")));
    }

    void progressSurvivesARestart()
    {
        makePanel();
        QVERIFY(panel_->playScenario(kChapter, QStringLiteral("ch10-retries-off")));
        playToEnd();
        clickItem(item(LessonNode::Kind::QuestionGroup));
        answer(QStringLiteral("retries-off"), 1);
        answer(QStringLiteral("delivery-guarantee"), 2);
        clickItem(item(LessonNode::Kind::Section, QStringLiteral("retry-policy")));

        makePanel(); // a new panel reads everything back
        QCOMPARE(item(LessonNode::Kind::Scenario, QStringLiteral("ch10-retries-off"))
                     ->text(LessonTree::MarkColumn),
                 QStringLiteral("✓"));
        QCOMPARE(item(LessonNode::Kind::Question, QStringLiteral("retries-off"))
                     ->text(LessonTree::MarkColumn),
                 QStringLiteral("✓"));
        QCOMPARE(tree()->currentItem(),
                 item(LessonNode::Kind::Section, QStringLiteral("retry-policy")));
        QCOMPARE(panel_->findChild<SectionView*>()->title(),
                 QStringLiteral("5. Retries: not off, not forever"));

        clickItem(item(LessonNode::Kind::QuestionGroup));
        QCOMPARE(child<QLabel>(QStringLiteral("scoreLabel"))->text(),
                 QStringLiteral("Knowledge check: 1 of 5 right on the first try, 3 not answered "
                                "yet"));
        QuestionCard* wrong = quiz()->card(QStringLiteral("delivery-guarantee"));
        QVERIFY(wrong->choiceButton(2)->isChecked());
        QVERIFY(wrong->findChild<QLabel*>(QStringLiteral("verdict"))->isVisible());
        QCOMPARE(
            panel_->progress().answer(kChapter, QStringLiteral("delivery-guarantee"))->attempts, 1);
    }

    void resetProgressAsksThenClears()
    {
        makePanel();
        clickItem(item(LessonNode::Kind::QuestionGroup));
        answer(QStringLiteral("retries-off"), 1);
        QCOMPARE(panel_->progress().answerCount(), 1);

        const auto respond = [](QMessageBox::StandardButton button) {
            QTimer::singleShot(0, [button] {
                if (auto* box = topLevel<QMessageBox>())
                    QTest::mouseClick(box->button(button), Qt::LeftButton);
            });
        };
        respond(QMessageBox::Cancel);
        panel_->resetProgressAction()->trigger();
        QTRY_VERIFY(!topLevel<QMessageBox>());
        QCOMPARE(panel_->progress().answerCount(), 1);

        respond(QMessageBox::Reset);
        panel_->resetProgressAction()->trigger();
        QTRY_COMPARE(panel_->progress().answerCount(), 0);
        QCOMPARE(child<QLabel>(QStringLiteral("scoreLabel"))->text(),
                 QStringLiteral("Knowledge check: 0 of 5 right on the first try, 5 not answered "
                                "yet"));
        QVERIFY(item(LessonNode::Kind::Question, QStringLiteral("retries-off"))
                    ->text(LessonTree::MarkColumn)
                    .isEmpty());
        QVERIFY(!quiz()
                     ->card(QStringLiteral("retries-off"))
                     ->findChild<QLabel*>(QStringLiteral("verdict"))
                     ->isVisible());
        makePanel();
        QCOMPARE(panel_->progress().answerCount(), 0);
    }

    void learnersKeepTheirOwnProgress()
    {
        makePanel();
        const QString first = panel_->progress().learner();
        clickItem(item(LessonNode::Kind::QuestionGroup));
        answer(QStringLiteral("retries-off"), 1);

        auto* box = child<QComboBox>(QStringLiteral("learnerBox"));
        box->lineEdit()->selectAll();
        QTest::keyClicks(box->lineEdit(), QStringLiteral("Grace Hopper"));
        QTest::keyClick(box->lineEdit(), Qt::Key_Return);
        QCOMPARE(panel_->progress().learner(), QStringLiteral("Grace Hopper"));
        QCOMPARE(child<QLabel>(QStringLiteral("scoreLabel"))->text(),
                 QStringLiteral("Knowledge check: 0 of 5 right on the first try, 5 not answered "
                                "yet"));
        QVERIFY(item(LessonNode::Kind::Question, QStringLiteral("retries-off"))
                    ->text(LessonTree::MarkColumn)
                    .isEmpty());
        answer(QStringLiteral("delivery-guarantee"), 1);

        panel_->setLearner(first);
        QCOMPARE(child<QLabel>(QStringLiteral("scoreLabel"))->text(),
                 QStringLiteral("Knowledge check: 1 of 5 right on the first try, 4 not answered "
                                "yet"));
        QVERIFY(quiz()->card(QStringLiteral("retries-off"))->choiceButton(1)->isChecked());
        QVERIFY(!quiz()->card(QStringLiteral("delivery-guarantee"))->choiceButton(1)->isChecked());

        panel_->setLearner(QStringLiteral("Grace Hopper"));
        makePanel(); // the chosen learner is remembered
        QCOMPARE(panel_->progress().learner(), QStringLiteral("Grace Hopper"));
        QVERIFY(box = child<QComboBox>(QStringLiteral("learnerBox")));
        QVERIFY(box->findText(first) >= 0);
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

    void badLessonIsListedAndTheOthersLoad()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(sourceLessons() + QStringLiteral("/chapter10-idempotency.json"),
                            dir.filePath(QStringLiteral("chapter10-idempotency.json"))));
        QByteArray broken(kWrongLesson);
        broken.replace("\"command\": \"deliverNext\"", "\"command\": \"deliverNxt\"");
        QVERIFY(writeFile(dir.filePath(QStringLiteral("broken.json")), broken));
        qputenv("ATLASLAB_LESSONS_DIR", dir.path().toUtf8());

        makePanel();
        QTreeWidgetItem* bad = nullptr;
        for (int i = 0; i < tree()->topLevelItemCount(); ++i)
            if (LessonTree::nodeOf(tree()->topLevelItem(i)).kind == LessonNode::Kind::BrokenLesson)
                bad = tree()->topLevelItem(i);
        QVERIFY(bad);
        QCOMPARE(bad->text(LessonTree::TitleColumn),
                 QStringLiteral("⚠ broken.json (cannot be played)"));
        const QString tip = bad->toolTip(LessonTree::TitleColumn);
        QVERIFY2(tip.contains(QRegularExpression(
                     QStringLiteral("broken\\.json:\\d+:\\d+: /scenarios/0/steps/1/command: "
                                    "unknown command \"deliverNxt\""))),
                 qPrintable(tip));
        QVERIFY(bad->foreground(LessonTree::TitleColumn).color() !=
                tree()->palette().color(QPalette::Text));
        QVERIFY(chapterIndex() >= 0);
        QCOMPARE(item(LessonNode::Kind::ScenarioGroup)->childCount(), chapterScenarioCount());

        clickItem(bad);
        auto* errors = panel_->findChild<LessonErrorsView*>();
        QCOMPARE(currentPage(), static_cast<QWidget*>(errors));
        QVERIFY(errors->errorText().contains(QStringLiteral("did you mean \"deliverNext\"?")));
        save(QStringLiteral("broken-lesson"));
    }

    void openingMalformedJsonShowsWhere()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("malformed.json"));
        QVERIFY(writeFile(file, "{\n  \"id\": \"x\"\n  \"title\": \"T\"\n}\n"));
        makePanel();
        QVERIFY(!panel_->openLessonFile(file));
        auto* dialog = topLevel<LessonErrorsDialog>();
        QVERIFY(dialog);
        QVERIFY2(dialog->errorText().startsWith(file + QStringLiteral(":3:3: malformed JSON")),
                 qPrintable(dialog->errorText()));
        QVERIFY(dialog->windowTitle().contains(QStringLiteral("malformed.json")));
        dialog->close();
        // Listed, in red, for the teacher to come back to.
        QCOMPARE(LessonTree::nodeOf(tree()->currentItem()).kind, LessonNode::Kind::BrokenLesson);

        // Fixed and opened again: it replaces the broken entry.
        QVERIFY(writeFile(file, kWrongLesson));
        const int before = tree()->topLevelItemCount();
        QVERIFY(panel_->openLessonFile(file));
        QCOMPARE(tree()->topLevelItemCount(), before);
        QCOMPARE(LessonTree::nodeOf(tree()->currentItem()).kind, LessonNode::Kind::Lesson);
    }

    void lessonImagesComeOnlyFromTheLessonsFolder()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("lesson"));
        QVERIFY(QDir().mkpath(folder));
        QImage inside(7, 5, QImage::Format_RGB32);
        inside.fill(Qt::red);
        QVERIFY(inside.save(folder + QStringLiteral("/img.png")));
        QImage outside(11, 13, QImage::Format_RGB32);
        outside.fill(Qt::blue);
        QVERIFY(outside.save(dir.filePath(QStringLiteral("outside.png"))));
        const QByteArray images = "![x](/etc/passwd) ![x](file:///etc/hostname) "
                                  "![x](../outside.png) ![mine](img.png)";
        QByteArray lesson(kWrongLesson);
        lesson.replace("\"markdown\": \"Text.\"", QByteArray("\"markdown\": \"" + images + '"'));
        lesson.replace("\"narration\": \"Publish.\"",
                       QByteArray("\"narration\": \"" + images + '"'));
        const QString file = folder + QStringLiteral("/images.json");
        QVERIFY(writeFile(file, lesson));
        makePanel();
        QVERIFY(panel_->openLessonFile(file));
        const int index = LessonTree::nodeOf(tree()->currentItem()).lesson;
        clickItem(tree()->itemFor({LessonNode::Kind::Section, index, QStringLiteral("s1")}));

        // Each image shown, with the width it loaded at.
        const auto shown = [](QTextDocument* document) {
            QStringList names;
            for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
                for (auto it = block.begin(); !it.atEnd(); ++it) {
                    const QTextCharFormat format = it.fragment().charFormat();
                    if (!format.isImageFormat())
                        continue;
                    const QString name = format.toImageFormat().name();
                    const QVariant image =
                        document->resource(QTextDocument::ImageResource, QUrl(name));
                    names << name << QString::number(image.value<QImage>().width());
                }
            return names;
        };
        const QStringList onlyMine{QStringLiteral("img.png"), QStringLiteral("7")};
        auto* section = child<MarkdownView>(QStringLiteral("sectionText"));
        QCOMPARE(shown(section->document()), onlyMine);
        QVERIFY(section->toPlainText().startsWith(QStringLiteral("[x] [x] [x] ")));
        QVERIFY(panel_->playScenario(QStringLiteral("wrong-on-purpose"), QStringLiteral("sc")));
        QCOMPARE(shown(child<MarkdownView>(QStringLiteral("nextNarration"))->document()), onlyMine);
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

    void noLessonsSaysWhereItLooked()
    {
        QTemporaryDir empty;
        qputenv("ATLASLAB_LESSONS_DIR", empty.path().toUtf8());
        makePanel();
        QCOMPARE(tree()->topLevelItemCount(), 0);
        auto* section = panel_->findChild<SectionView*>();
        QCOMPARE(currentPage(), static_cast<QWidget*>(section));
        QCOMPARE(section->title(), QStringLiteral("No lessons yet"));
        QVERIFY(child<QTextBrowser>(QStringLiteral("sectionText"))
                    ->toPlainText()
                    .contains(empty.path()));
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

    void corruptProgressIsReportedNotFatal()
    {
        const QString folder = LearnerProgress::defaultFolder();
        QVERIFY(QDir().mkpath(folder));
        const QString file = LearnerProgress(LearnerProgress::defaultLearner(), folder).filePath();
        QVERIFY(writeFile(file, "{ this is not json"));
        makePanel();
        const QString notice = panel_->findChild<NoticeBar*>()->text();
        QVERIFY2(notice.contains(QStringLiteral(".corrupt")), qPrintable(notice));
        QVERIFY(QFile::exists(file + QStringLiteral(".corrupt")));
        QCOMPARE(panel_->progress().answerCount(), 0);
    }
};

QTEST_MAIN(TestLessonPanel)
#include "tst_lessonpanel.moc"
