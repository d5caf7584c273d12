#include "ExerciseTestSupport.h"

#include "exercise/ExerciseRun.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"

using namespace atlas;
using namespace atlas::exercisetest;

class ExerciseGradingTest : public QObject
{
    Q_OBJECT

    LoadResult chapter_;

    const Exercise& exercise(const QString& id)
    {
        const Exercise* e = chapter_.lesson.exercise(id);
        if (!e)
            qFatal("no exercise %s", qPrintable(id));
        return *e;
    }

    Grade play(const QString& id, const std::vector<LabCommand>& commands)
    {
        Lab lab;
        ExerciseRun run(lab, exercise(id));
        for (const LabCommand& command : commands)
            lab.execute(command);
        return run.submit();
    }

    static const GradeItem* item(const Grade& grade, const QString& name)
    {
        for (const GradeItem& i : grade.items)
            if (i.name == name)
                return &i;
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        chapter_ = chapter();
        QVERIFY2(
            chapter_.ok(),
            qPrintable(chapter_.errors.empty() ? QString() : chapter_.errors.front().toString()));
        QVERIFY(chapter_.lesson.exercises.size() >= 3);
    }

    void everyExerciseHasAPlay()
    {
        for (const Exercise& e : chapter_.lesson.exercises) {
            bool found = false;
            for (const Play& p : plays())
                found = found || p.exercise == e.id;
            QVERIFY2(found, qPrintable(e.id));
        }
    }

    void solutionGetsFullMarks_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < static_cast<int>(plays().size()); ++i)
            QTest::addRow("%s", qPrintable(plays()[static_cast<std::size_t>(i)].exercise)) << i;
    }
    void solutionGetsFullMarks()
    {
        QFETCH(int, index);
        const Play p = plays()[static_cast<std::size_t>(index)];
        const Grade grade = play(p.exercise, p.solution);
        for (const GradeItem& i : grade.items)
            QVERIFY2(i.passed(), qPrintable(QString(i.name + QStringLiteral(": ") + i.reason)));
        QCOMPARE(grade.score(), exercise(p.exercise).grading.maxScore());
        QVERIFY(grade.maxScore() > 0);
    }

    void wrongAttemptLosesForTheRightReason_data() { solutionGetsFullMarks_data(); }
    void wrongAttemptLosesForTheRightReason()
    {
        QFETCH(int, index);
        const Play p = plays()[static_cast<std::size_t>(index)];
        const Grade grade = play(p.exercise, p.wrong);
        QVERIFY(grade.score() < grade.maxScore());
        const GradeItem* lost = item(grade, p.lostItem);
        QVERIFY2(lost, qPrintable(p.lostItem));
        QCOMPARE(lost->points, 0);
        QVERIFY(!lost->reason.isEmpty());
    }

    void gradingIsDeterministic_data() { solutionGetsFullMarks_data(); }
    void gradingIsDeterministic()
    {
        QFETCH(int, index);
        const Play p = plays()[static_cast<std::size_t>(index)];
        for (const auto* commands : {&p.solution, &p.wrong}) {
            const Grade first = play(p.exercise, *commands);
            const Grade second = play(p.exercise, *commands);
            QCOMPARE(QByteArray::fromStdString(second.toJson().dump()),
                     QByteArray::fromStdString(first.toJson().dump()));
        }
    }

    void chaosWithoutDedupNamesTheFailingInvariants()
    {
        const Grade grade = play(QStringLiteral("ex-strategies-under-chaos"), plays()[0].wrong);
        QVERIFY(grade.failingInvariants.contains(QStringLiteral("single-completion")));
        const GradeItem* broken = item(grade, QStringLiteral("single-completion"));
        QVERIFY(broken->reason.startsWith(QStringLiteral("violated")));
    }

    void commandsOutsideTheExerciseAreRefused()
    {
        Lab lab;
        ExerciseRun run(lab, exercise(QStringLiteral("ex-flag-after-send-fault")));
        const std::size_t before = lab.commandLog().size();
        try {
            lab.execute("deliverNext", Json::object());
            QFAIL("deliverNext was not refused");
        } catch (const LabError& error) {
            const QString text = QString::fromUtf8(error.what());
            QVERIFY2(text.contains(QStringLiteral("does not allow deliverNext")), qPrintable(text));
            QVERIFY(text.contains(QStringLiteral("injectRelayFault, runRelay, advanceClock")));
        }
        QCOMPARE(lab.commandLog().size(), before);
        QVERIFY(run.commands().empty());
        lab.execute("runRelay", Json::object());
        QCOMPARE(run.commands().size(), std::size_t(1));
        QCOMPARE(run.commands().front().name, std::string("runRelay"));
    }

    void theGateEndsWithTheRun()
    {
        Lab lab;
        {
            ExerciseRun run(lab, exercise(QStringLiteral("ex-flag-after-send-fault")));
            QVERIFY_THROWS_EXCEPTION(LabError, lab.execute("reset", Json{{"seed", 3}}));
        }
        lab.execute("reset", Json{{"seed", 3}});
        QCOMPARE(lab.commandLog().size(), std::size_t(1));
    }

    void stepBackReplaysTheAttempt()
    {
        // The attempt is the command log: a step back takes the last command out of it.
        const Play p = plays()[1];
        Lab lab;
        ExerciseRun run(lab, exercise(p.exercise));
        for (const LabCommand& c : p.solution)
            lab.execute(c);
        const Grade full = run.submit();
        QVERIFY(lab.stepBack());
        QCOMPARE(run.commands().size(), p.solution.size() - 1);
        QVERIFY(run.submit().score() < full.score());
        QVERIFY(lab.stepForward());
        QVERIFY(run.submit() == full);
    }

    void stepBackStopsAtTheStartingWorld()
    {
        Lab lab;
        ExerciseRun run(lab, exercise(QStringLiteral("ex-flag-after-send-fault")));
        const std::size_t start = lab.commandLog().size();
        QVERIFY(!lab.stepBack());
        QCOMPARE(lab.commandLog().size(), start);
        lab.execute("runRelay", Json::object());
        QVERIFY(lab.stepBack());
        QCOMPARE(lab.commandLog().size(), start);
        QVERIFY(!lab.stepBack());
        QVERIFY(run.intact());
    }

    void anotherWorldIsNotTheRun()
    {
        Lab lab;
        ExerciseRun run(lab, exercise(QStringLiteral("ex-flag-after-send-fault")));
        lab.execute("runRelay", Json::object());
        const std::vector<LabCommand> own = lab.commandLog();
        lab.restore(lab.seed(), own);
        QVERIFY(run.intact());
        std::vector<LabCommand> disallowed = own;
        disallowed.push_back({"setStrategy", Json{{"eventType", "*"}, {"strategy", "no-dedup"}}});
        lab.restore(lab.seed(), disallowed);
        QVERIFY(!run.intact());
        lab.restore(lab.seed(), {{"reset", Json{{"seed", 3}}}});
        QVERIFY(!run.intact());
    }

    void costsCountFromTheStart()
    {
        // The starting world delivered the payment; the learner's run did not.
        const Grade grade = play(QStringLiteral("ex-flag-after-send-fault"), {});
        const GradeItem* deliveries = item(grade, QStringLiteral("deliveries ≤ 0"));
        QVERIFY(deliveries);
        QVERIFY(deliveries->passed());
        QCOMPARE(deliveries->reason, QStringLiteral("0 used, within the limit of 0"));
    }
};

QTEST_GUILESS_MAIN(ExerciseGradingTest)
#include "tst_exercisegrading.moc"
