// Crashes before, between and after a handler's writes, and injected handler faults.
#include "WorkflowTestSupport.h"

using namespace atlas;
using namespace atlas::workflowtest;
using namespace Qt::StringLiterals;

class TestHandlerCrashes : public QObject
{
    Q_OBJECT
private slots:
    void crashBeforeCommit_data()
    {
        QTest::addColumn<HandlerStrategy>("strategy");
        QTest::addColumn<int>("durableCommits");
        QTest::addColumn<QByteArray>("orderState");
        QTest::addColumn<int>("markers");
        for (const auto s : {HandlerStrategy::InboxInTransaction, HandlerStrategy::NoDedup,
                             HandlerStrategy::EventIdOnly, HandlerStrategy::BusinessKeyOnly})
            QTest::addRow("%s", std::string(toString(s)).c_str())
                << s << 0 << "PAYMENT_PENDING"_ba << 0;
        // The crash strikes the last transaction; the first one is already durable.
        QTest::addRow("marker-before-effect")
            << HandlerStrategy::MarkerBeforeEffect << 1 << "PAYMENT_PENDING"_ba << 1;
        QTest::addRow("marker-after-effect")
            << HandlerStrategy::MarkerAfterEffect << 1 << "COMPLETED"_ba << 0;
    }

    void crashBeforeCommit()
    {
        QFETCH(HandlerStrategy, strategy);
        QFETCH(int, durableCommits);
        QFETCH(QByteArray, orderState);
        QFETCH(int, markers);
        World w;
        w.workflow.setStrategyForAll(strategy);
        w.seedOrder("PAYMENT_PENDING");
        const auto before = w.store.commitSequence();
        const auto outcome = w.workflow.process(lessonSuccess(), Fault::CrashBeforeCommit);
        QCOMPARE(outcome.reply, ProcessOutcome::Reply::Nack);
        QVERIFY(outcome.crashed());
        QVERIFY(!outcome.failureClass);
        QCOMPARE(text(outcome.decision.json()["branch"]), "crash"_ba);
        QCOMPARE(text(outcome.decision.json()["crash"]), "before-commit"_ba);
        QCOMPARE(static_cast<int>(w.store.commitSequence() - before), durableCommits);
        std::set<int> commits;
        for (const Json writes = outcome.decision.json().at("writes"); const auto& write : writes)
            commits.insert(write["commit"].get<int>());
        QCOMPARE(static_cast<int>(commits.size()), durableCommits);
        QCOMPARE(w.orderState(), orderState);
        QCOMPARE(static_cast<int>(w.store.count("workflowEvents")), markers);
    }

    void crashAfterCommitKeepsWritesAndRedeliveryIsDuplicate()
    {
        World w;
        w.seedOrder("PAYMENT_PENDING");
        const auto success = lessonSuccess();
        const auto crashed = w.workflow.process(success, Fault::CrashAfterCommit);
        QCOMPARE(crashed.reply, ProcessOutcome::Reply::NoAck);
        QVERIFY(crashed.crashed());
        QCOMPARE(text(crashed.errorCode), "SIMULATED_CRASH"_ba);
        QVERIFY(!crashed.parked);
        QCOMPARE(text(crashed.decision.json()["crash"]), "after-commit"_ba);
        QCOMPARE(text(crashed.decision.json()["plannedBranch"]), "completed"_ba);
        QCOMPARE(text(crashed.result.action), "completed"_ba);
        QCOMPARE(completions({crashed}), 1);
        QCOMPARE(w.orderState(), "COMPLETED"_ba);
        QCOMPARE(w.store.count("workflowEvents"), std::size_t{1});

        const auto redelivered = w.workflow.process(success, Fault::None);
        QCOMPARE(text(redelivered.result.action), "duplicate"_ba);
        QCOMPARE(w.revenue(), kTotal);

        try {
            w.workflow.handle(success, Fault::CrashAfterCommit);
            QFAIL("handle() should have crashed");
        } catch (const SimulatedCrash& crash) {
            QVERIFY(crash.afterCommit());
        }
    }

    void injectedHandlerFaults()
    {
        World w;
        w.seedOrder("PAYMENT_PENDING");
        const auto success = lessonSuccess();
        const auto before = w.store.commitSequence();
        const auto transient = w.workflow.process(success, Fault::TransientError);
        QCOMPARE(transient.reply, ProcessOutcome::Reply::Nack);
        QCOMPARE(text(transient.errorCode), "TRANSIENT_ERROR"_ba);
        QCOMPARE(transient.failureClass, std::optional(FailureClass::Retryable));
        QCOMPARE(w.store.commitSequence(), before);

        const auto permanent = w.workflow.process(success, Fault::PermanentError);
        QCOMPARE(permanent.reply, ProcessOutcome::Reply::Ack);
        QVERIFY(permanent.parked);
        QCOMPARE(text(w.deadLetter(success)["reason"]), "PERMANENT_ERROR"_ba);
        QCOMPARE(w.orderState(), "PAYMENT_PENDING"_ba);
        QCOMPARE(w.store.count("workflowEvents"), std::size_t{0});

        const auto lostAck = w.workflow.process(success, Fault::LostAck);
        QCOMPARE(lostAck.reply, ProcessOutcome::Reply::NoAck);
        QCOMPARE(text(lostAck.result.action), "completed"_ba);
        QVERIFY(lostAck.errorCode.empty());
        QCOMPARE(w.orderState(), "COMPLETED"_ba);
    }
};

QTEST_GUILESS_MAIN(TestHandlerCrashes)
#include "tst_handlercrashes.moc"
