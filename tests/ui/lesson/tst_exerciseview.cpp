#include "LessonPanelFixture.h"

#include "classroom/ProgressRecord.h"
#include "exercise/AttemptFile.h"
#include "exercise/AttemptReplay.h"
#include "lab/commands/LabError.h"
#include "lesson/ExerciseView.h"

#include <QInputDialog>
#include <QTimer>
#include <QToolButton>

using namespace atlas;
using namespace atlas::testing;

namespace {

const QString kExercise = QStringLiteral("ex-flag-after-send-fault");

const std::vector<LabCommand>& solution()
{
    static const std::vector<LabCommand> commands{
        {"injectRelayFault", Json{{"fault", "relay-crash-between-send-and-mark"}}},
        {"runRelay", Json::object()},
        {"advanceClock", Json{{"ms", 60000}}},
        {"runRelay", Json::object()}};
    return commands;
}

} // namespace

class ExerciseViewTest : public QObject, public LessonPanelFixture
{
    Q_OBJECT

    QTemporaryDir dir_;

    ExerciseView* view() const { return panel_->findChild<ExerciseView*>(); }
    QToolButton* button(QAction* action) const
    {
        for (QToolButton* b : view()->findChildren<QToolButton*>())
            if (b->defaultAction() == action)
                return b;
        return nullptr;
    }
    void clickAction(QAction* action)
    {
        QToolButton* b = button(action);
        QVERIFY2(b, qPrintable(action->text()));
        QVERIFY2(b->isEnabled(), qPrintable(action->text() + QStringLiteral(" is disabled")));
        QVERIFY(!b->toolTip().isEmpty());
        QTest::mouseClick(b, Qt::LeftButton);
    }
    void openAndStart()
    {
        makePanel();
        clickItem(item(LessonNode::Kind::Exercise, kExercise));
        QCOMPARE(currentPage(), static_cast<QWidget*>(view()));
        QVERIFY(!view()->submitAction()->isEnabled());
        clickAction(view()->startAction());
        QVERIFY(view()->isActive());
    }

private slots:
    void initTestCase()
    {
        fixtureInitTestCase();
        QVERIFY(dir_.isValid());
    }
    void init() { fixtureInit(); }
    void cleanup() { fixtureCleanup(); }

    void showsTheGoalAndTheCommands()
    {
        makePanel();
        QVERIFY(item(LessonNode::Kind::Exercise, kExercise));
        clickItem(item(LessonNode::Kind::Exercise, kExercise));
        QCOMPARE(child<QLabel>(QStringLiteral("exerciseTitle"))->text(),
                 QStringLiteral("Find the fault that sends two receipts"));
        QVERIFY(child<QLabel>(QStringLiteral("exerciseAllowed"))
                    ->text()
                    .contains(QStringLiteral("injectRelayFault, runRelay, advanceClock")));
        QVERIFY(child<MarkdownView>(QStringLiteral("exerciseGoal"))
                    ->markdownText()
                    .contains(QStringLiteral("flag-after-send")));
        QVERIFY(lab_->commandLog().empty()); // nothing changes before Start
        save(QStringLiteral("exercise-open"));
    }

    void startRefusesOtherCommands()
    {
        openAndStart();
        QVERIFY(!lab_->commandLog().empty());
        QVERIFY_THROWS_EXCEPTION(LabError, lab_->execute("deliverNext", Json::object()));
        lab_->execute("runRelay", Json::object());
    }

    void submitShowsTheBreakdown()
    {
        openAndStart();
        for (const LabCommand& c : solution())
            lab_->execute(c);
        clickAction(view()->submitAction());
        QVERIFY(view()->lastGrade());
        const Grade& grade = *view()->lastGrade();
        QCOMPARE(grade.score(), grade.maxScore());
        QCOMPARE(child<QLabel>(QStringLiteral("gradeTotal"))->text(),
                 QStringLiteral("Grade: %1 of %1 points").arg(grade.maxScore()));
        auto* lines = child<LineList>(QStringLiteral("gradeBreakdown"));
        // One line per item, then the invariants the goal breaks on purpose.
        QCOMPARE(lines->count(), static_cast<int>(grade.items.size()) + 1);
        QCOMPARE(lines->texts().back(), QStringLiteral("Failing invariants: one-receipt-per-order"));
        QVERIFY(lines->texts().front().startsWith(QStringLiteral("✓")));
        save(QStringLiteral("exercise-graded"));
    }

    void aPartialRunLosesPoints()
    {
        openAndStart();
        lab_->execute("runRelay", Json::object());
        QCOMPARE(view()->submitAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Return));
        clickAction(view()->submitAction());
        QVERIFY(view()->lastGrade());
        QVERIFY(view()->lastGrade()->score() < view()->lastGrade()->maxScore());
        QVERIFY(child<LineList>(QStringLiteral("gradeBreakdown"))
                    ->texts()
                    .join(u'\n')
                    .contains(QStringLiteral("✗")));
    }

    void handInWritesAnAttemptThatRegradesAlike()
    {
        QSettings().setValue(QStringLiteral("lessons/learner"), QStringLiteral("Ada"));
        openAndStart();
        for (const LabCommand& c : solution())
            lab_->execute(c);
        const QString path = dir_.filePath(QStringLiteral("ada.attempt.json"));
        QString suggested;
        view()->setSavePathProvider([&](const QString& s) {
            suggested = s;
            return path;
        });
        QSignalSpy handedIn(view(), &ExerciseView::handedIn);
        clickAction(view()->handInAction());
        QCOMPARE(handedIn.count(), 1);
        QVERIFY(suggested.endsWith(kExercise + QStringLiteral("-Ada.attempt.json")));
        const AttemptRead read = AttemptFile::read(path);
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.errors.front().toString()));
        QCOMPARE(read.attempt.learner, QStringLiteral("Ada"));
        QCOMPARE(read.attempt.exerciseId, kExercise);
        QCOMPARE(read.attempt.commands.size(), solution().size());
        const LoadResult chapter =
            LessonLoader::load(sourceLessons() + QStringLiteral("/chapter10-idempotency.json"));
        const AttemptVerdict v = AttemptReplay::replay(*chapter.lesson.exercise(kExercise), read);
        QVERIFY(!v.tampered());
        QCOMPARE(v.recomputed.score(), v.recomputed.maxScore());

        // What a joined learner's lab sends the class for it.
        QString why;
        const auto record = ProgressRecord::fromAttempt(read.document, &why);
        QVERIFY2(record, qPrintable(why));
        QCOMPARE(record->learner, QStringLiteral("Ada"));
        QVERIFY(record->itemId.endsWith(kExercise));
        QCOMPARE(record->attemptId, read.attempt.attemptId());
        QCOMPARE(record->points, record->maxPoints);
        QVERIFY(record->maxPoints > 0);
        QVERIFY(record->passed); // full marks, though the fault breaks an invariant on purpose
        QCOMPARE(record->failingInvariant, QString());
    }

    void handInGradesTheWorldAsItIsThen()
    {
        // Submitted half way, then finished: the file carries the finished
        // run's grade, which is what a regrade of its commands gives.
        QSettings().setValue(QStringLiteral("lessons/learner"), QStringLiteral("Ada"));
        openAndStart();
        lab_->execute(solution().front());
        clickAction(view()->submitAction());
        for (std::size_t i = 1; i < solution().size(); ++i)
            lab_->execute(solution()[i]);
        const QString path = dir_.filePath(QStringLiteral("late.attempt.json"));
        view()->setSavePathProvider([&](const QString&) { return path; });
        clickAction(view()->handInAction());
        const AttemptRead read = AttemptFile::read(path);
        QVERIFY(read.ok());
        QCOMPARE(read.attempt.grade.score(), read.attempt.grade.maxScore());
        const LoadResult chapter =
            LessonLoader::load(sourceLessons() + QStringLiteral("/chapter10-idempotency.json"));
        QVERIFY(!AttemptReplay::replay(*chapter.lesson.exercise(kExercise), read).tampered());
    }

    void anOpenedSessionEndsTheExercise()
    {
        openAndStart();
        lab_->execute(solution().front());
        lab_->restore(7, {{"reset", Json{{"seed", 7}}}, {"advanceClock", Json{{"ms", 1000}}}});
        QVERIFY(!view()->isActive());
        QVERIFY(!view()->submitAction()->isEnabled());
        QVERIFY(view()
                    ->findChild<QLabel*>(QStringLiteral("exerciseStatus"))
                    ->text()
                    .contains(QStringLiteral("ended")));
        // No exercise refuses it now.
        lab_->execute("setStrategy", Json{{"eventType", "*"}, {"strategy", "no-dedup"}});
    }

    void theNameIsAskedOnce()
    {
        openAndStart();
        const QString path = dir_.filePath(QStringLiteral("asked.attempt.json"));
        view()->setSavePathProvider([&](const QString&) { return path; });
        int asked = 0;
        const auto answerDialog = [&asked] {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* dialog = qobject_cast<QInputDialog*>(w); dialog && dialog->isVisible()) {
                    ++asked;
                    dialog->setTextValue(QStringLiteral("Grace"));
                    dialog->accept();
                }
        };
        QTimer::singleShot(0, answerDialog);
        clickAction(view()->handInAction());
        QCOMPARE(asked, 1);
        QCOMPARE(QSettings().value(QStringLiteral("lessons/learner")).toString(),
                 QStringLiteral("Grace"));
        QCOMPARE(AttemptFile::read(path).attempt.learner, QStringLiteral("Grace"));

        QTimer::singleShot(0, answerDialog); // would answer a second question: there is none
        clickAction(view()->handInAction());
        QTest::qWait(10);
        QCOMPARE(asked, 1);
        QCOMPARE(AttemptFile::read(path).attempt.learner, QStringLiteral("Grace"));
    }

    void aScenarioEndsTheExercise()
    {
        openAndStart();
        QVERIFY(panel_->playScenario(kChapter, QStringLiteral("ch10-email-flag-after-send")));
        player()->restart();
        QVERIFY(!view()->isActive());
        lab_->execute("deliverNext", Json::object()); // no exercise refuses it now
    }
};

QTEST_MAIN(ExerciseViewTest)
#include "tst_exerciseview.moc"
