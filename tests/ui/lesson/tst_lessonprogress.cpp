// The knowledge check in the lessons dock and the learner's progress: scoring,
// Show me, progress kept across restarts, per learner, reset and corrupt.
#include "LessonPanelFixture.h"

using namespace atlas;
using namespace atlas::testing;

class TestLessonProgress : public QObject, public LessonPanelFixture
{
    Q_OBJECT
private slots:
    void initTestCase() { fixtureInitTestCase(); }
    void init() { fixtureInit(); }
    void cleanup() { fixtureCleanup(); }

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

QTEST_MAIN(TestLessonProgress)
#include "tst_lessonprogress.moc"
