// The knowledge check's scoring, driven as a learner would in the lessons
// dock: the first answer to a question is its score, retries are recorded
// but never change it, and the score survives a restart and goes with a reset.
#include "LessonTreeSupport.h"
#include "lab/Lab.h"
#include "lesson/KnowledgeCheckView.h"
#include "lesson/progress/LearnerProgress.h"
#include "lesson/LessonPanel.h"
#include "lesson/LessonTree.h"
#include "lesson/MarkdownView.h"
#include "lesson/NoticeBar.h"
#include "lesson/QuestionCard.h"
#include "lesson/SectionView.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <memory>

using namespace atlas;

namespace {

const QString kChapter = QStringLiteral("chapter10-idempotency");
// The shipped chapter's questions; B (index 1) is right for the first two.
const QString kDelivery = QStringLiteral("delivery-guarantee");
const QString kRetriesOff = QStringLiteral("retries-off"); // true/false: False is right

QString score(int right, int retried, int unanswered)
{
    QString text = QStringLiteral("Knowledge check: %1 of 5 right on the first try").arg(right);
    if (retried > 0)
        text += QStringLiteral(", %1 retried").arg(retried);
    if (unanswered > 0)
        text += QStringLiteral(", %1 not answered yet").arg(unanswered);
    return text;
}

} // namespace

class TestKnowledgeCheck : public QObject
{
    Q_OBJECT

    std::unique_ptr<Lab> lab_;
    std::unique_ptr<LessonPanel> panel_;

    void makePanel()
    {
        panel_.reset();
        panel_ = std::make_unique<LessonPanel>(*lab_);
        panel_->resize(760, 1000);
        panel_->show();
        QVERIFY(QTest::qWaitForWindowExposed(panel_.get()));
    }
    LessonTree* tree() const { return panel_->findChild<LessonTree*>(); }
    KnowledgeCheckView* quiz() const { return panel_->findChild<KnowledgeCheckView*>(); }
    QuestionCard* card(const QString& id) const { return quiz()->card(id); }
    QLabel* label(const QString& id, const char* name) const
    {
        return card(id)->findChild<QLabel*>(QString::fromLatin1(name));
    }
    QPushButton* checkButton(const QString& id) const
    {
        return card(id)->findChild<QPushButton*>(QStringLiteral("checkButton"));
    }
    QString scoreText() const
    {
        return panel_->findChild<QLabel*>(QStringLiteral("scoreLabel"))->text();
    }
    int chapterIndex() const { return testing::chapterIndex(tree()); }
    QTreeWidgetItem* item(LessonNode::Kind kind, const QString& id = {}) const
    {
        return testing::chapterItem(tree(), kind, id);
    }
    void clickItem(QTreeWidgetItem* target) { testing::clickItem(tree(), target); }
    void openQuestions()
    {
        clickItem(item(LessonNode::Kind::QuestionGroup));
        QTRY_VERIFY(card(kDelivery) && card(kDelivery)->isVisible());
    }
    void answer(const QString& id, int choice)
    {
        QTRY_VERIFY(card(id)->isVisible()); // new cards on a shown page appear on the next loop
        QTest::mouseClick(card(id)->choiceButton(choice), Qt::LeftButton);
        QVERIFY(checkButton(id)->isEnabled());
        QTest::mouseClick(checkButton(id), Qt::LeftButton);
    }
    QString overview()
    {
        clickItem(item(LessonNode::Kind::Lesson));
        return panel_->findChild<MarkdownView*>(QStringLiteral("sectionText"))->markdownText();
    }
    void resetThroughTheDialog()
    {
        QTimer::singleShot(0, [] {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible())
                    QTest::mouseClick(box->button(QMessageBox::Reset), Qt::LeftButton);
        });
        panel_->resetProgressAction()->trigger();
        QTRY_COMPARE(panel_->progress().answerCount(), 0);
    }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("AtlasMartTests"));
        QStandardPaths::setTestModeEnabled(true);
    }

    void init()
    {
        qputenv("ATLASLAB_LESSONS_DIR",
                qEnvironmentVariable("ATLASLAB_SOURCE_DIR").toUtf8() + "/lessons");
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
        QSettings().clear();
        lab_ = std::make_unique<Lab>();
    }

    void cleanup()
    {
        panel_.reset();
        lab_.reset();
    }

    void aWrongFirstAnswerThenTheRightOneScoresNothing()
    {
        makePanel();
        openQuestions();
        QCOMPARE(scoreText(), score(0, 0, 5));
        answer(kDelivery, 0);
        QCOMPARE(label(kDelivery, "verdict")->text(),
                 QStringLiteral("✗ Not quite: your first answer was A; the answer is B."));
        QVERIFY(
            card(kDelivery)->findChild<MarkdownView*>(QStringLiteral("explanation"))->isVisible());
        QVERIFY(!label(kDelivery, "retryVerdict")->isVisible());
        // Checking the same choice again would teach nothing.
        QCOMPARE(checkButton(kDelivery)->text(), QStringLiteral("Check again"));
        QVERIFY(!checkButton(kDelivery)->isEnabled());
        QVERIFY(!checkButton(kDelivery)->toolTip().isEmpty());

        answer(kDelivery, 1); // the answer just revealed
        QCOMPARE(label(kDelivery, "verdict")->text(),
                 QStringLiteral("✗ Not quite: your first answer was A; the answer is B."));
        QVERIFY(label(kDelivery, "retryVerdict")->isVisible());
        QCOMPARE(label(kDelivery, "retryVerdict")->text(),
                 QStringLiteral("Retry 1, not scored: ✓ B is right."));
        QCOMPARE(scoreText(), score(0, 1, 4));
        const auto recorded = panel_->progress().answer(kChapter, kDelivery);
        QVERIFY(recorded);
        QCOMPARE(recorded->attempts, 2);
        QCOMPARE(recorded->firstChoice, 0);
        QCOMPARE(recorded->firstCorrect, false);
        QCOMPARE(recorded->latestCorrect, true);
        QVERIFY(
            item(LessonNode::Kind::Question, kDelivery)->text(LessonTree::MarkColumn).isEmpty());
        QCOMPARE(item(LessonNode::Kind::QuestionGroup)->text(LessonTree::TitleColumn),
                 QStringLiteral("Knowledge check (0 of 5 right on the first try)"));
        QVERIFY2(overview().contains(u"- " + score(0, 1, 4)), qPrintable(overview()));
    }

    void aRightFirstAnswerScoresOneAndARetryKeepsIt()
    {
        makePanel();
        openQuestions();
        answer(kRetriesOff, 1);
        QCOMPARE(label(kRetriesOff, "verdict")->text(),
                 QStringLiteral("✓ Correct: False, on the first try."));
        QCOMPARE(scoreText(), score(1, 0, 4));
        QCOMPARE(panel_->progress().answer(kChapter, kRetriesOff)->attempts, 1);

        answer(kRetriesOff, 0);
        QCOMPARE(label(kRetriesOff, "retryVerdict")->text(),
                 QStringLiteral("Retry 1, not scored: ✗ True is not right."));
        QCOMPARE(scoreText(), score(1, 1, 4));
        QCOMPARE(item(LessonNode::Kind::Question, kRetriesOff)->text(LessonTree::MarkColumn),
                 QStringLiteral("✓"));
        QCOMPARE(panel_->progress().answer(kChapter, kRetriesOff)->attempts, 2);
        QVERIFY(overview().contains(u"- " + score(1, 1, 4)));
    }

    void theScoreAndTheAttemptsSurviveARestart()
    {
        makePanel();
        openQuestions();
        answer(kDelivery, 2);
        answer(kDelivery, 1);
        answer(kRetriesOff, 1);

        makePanel(); // reads everything back from the progress file
        QVERIFY(overview().contains(u"- " + score(1, 1, 3)));
        openQuestions();
        QCOMPARE(scoreText(), score(1, 1, 3));
        QCOMPARE(label(kDelivery, "verdict")->text(),
                 QStringLiteral("✗ Not quite: your first answer was C; the answer is B."));
        QCOMPARE(label(kDelivery, "retryVerdict")->text(),
                 QStringLiteral("Retry 1, not scored: ✓ B is right."));
        QVERIFY(card(kDelivery)->choiceButton(1)->isChecked());
        QCOMPARE(checkButton(kDelivery)->text(), QStringLiteral("Check again"));

        // A retry after the restart is still a retry.
        answer(kDelivery, 3);
        QCOMPARE(scoreText(), score(1, 1, 3));
        QCOMPARE(panel_->progress().answer(kChapter, kDelivery)->attempts, 3);
        QCOMPARE(label(kDelivery, "retryVerdict")->text(),
                 QStringLiteral("Retry 2, not scored: ✗ D is not right."));
    }

    void resetClearsTheScore()
    {
        makePanel();
        openQuestions();
        answer(kDelivery, 0);
        answer(kDelivery, 1);
        resetThroughTheDialog();
        QCOMPARE(scoreText(), score(0, 0, 5));
        QVERIFY(!label(kDelivery, "verdict")->isVisible());
        QVERIFY(!label(kDelivery, "retryVerdict")->isVisible());
        QCOMPARE(checkButton(kDelivery)->text(), QStringLiteral("Check answer"));

        // The next answer is a first answer again, and scores.
        answer(kDelivery, 1);
        QCOMPARE(scoreText(), score(1, 0, 4));
        QCOMPARE(panel_->progress().answer(kChapter, kDelivery)->attempts, 1);
        makePanel();
        QVERIFY(overview().contains(u"- " + score(1, 0, 4)));
    }

    void aProgressFileWithoutFirstAnswersLoads()
    {
        const QString folder = LearnerProgress::defaultFolder();
        QVERIFY(QDir().mkpath(folder));
        QFile file(LearnerProgress(LearnerProgress::defaultLearner(), folder).filePath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "atlasmart-learner-progress", "version": 1, "nextOrdinal": 4,
            "lessons": {"chapter10-idempotency": {"answers": {
              "delivery-guarantee": {"choice": 1, "correct": true, "ordinal": 2, "attempts": 2},
              "retries-off": {"choice": 1, "correct": true, "ordinal": 3, "attempts": 1}}}}})");
        file.close();

        makePanel();
        QVERIFY(!panel_->findChild<NoticeBar*>()->isVisible());
        QVERIFY(!QFile::exists(file.fileName() + QStringLiteral(".corrupt")));
        openQuestions();
        QCOMPARE(scoreText(), score(1, 1, 3));
        QVERIFY2(label(kDelivery, "verdict")
                     ->text()
                     .startsWith(QStringLiteral("The answer is B. Your first answer was not kept")),
                 qPrintable(label(kDelivery, "verdict")->text()));
        QCOMPARE(label(kDelivery, "retryVerdict")->text(),
                 QStringLiteral("Retry 1, not scored: ✓ B is right."));
        QCOMPARE(label(kRetriesOff, "verdict")->text(),
                 QStringLiteral("✓ Correct: False, on the first try."));
    }

    void answeringWorksWithTheKeyboard()
    {
        makePanel();
        clickItem(item(LessonNode::Kind::Question, kDelivery));
        QTRY_COMPARE(QApplication::focusWidget(),
                     static_cast<QWidget*>(card(kDelivery)->choiceButton(0)));
        // Down moves to B and selects it; Enter checks it.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
        QCOMPARE(QApplication::focusWidget(),
                 static_cast<QWidget*>(card(kDelivery)->choiceButton(1)));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QCOMPARE(card(kDelivery)->selectedChoice(), 1);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(scoreText(), score(1, 0, 4));

        // A retry through the button: Up to A, one Tab to Check again, Space.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QCOMPARE(card(kDelivery)->selectedChoice(), 0);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(checkButton(kDelivery)));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QCOMPARE(label(kDelivery, "retryVerdict")->text(),
                 QStringLiteral("Retry 1, not scored: ✗ A is not right."));
        QCOMPARE(panel_->progress().answer(kChapter, kDelivery)->attempts, 2);
        // The button is disabled now; the keyboard goes back to the choice checked.
        QCOMPARE(QApplication::focusWidget(),
                 static_cast<QWidget*>(card(kDelivery)->choiceButton(0)));
    }
};

QTEST_MAIN(TestKnowledgeCheck)
#include "tst_knowledgecheck.moc"
