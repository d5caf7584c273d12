// A handler's decision: the text the journal stores is the text of its tree,
// member for member, whatever branch the handler took.
#include "WorkflowTestSupport.h"

#include "store/json/JsonText.h"
#include "workflow/handler/Decision.h"

using namespace atlas;
using namespace atlas::workflowtest;
using namespace Qt::StringLiterals;

namespace {

std::string textOf(const Decision& decision)
{
    std::string out;
    decision.appendText(out);
    return out;
}

using Names = std::vector<std::string>;

// The member names of a tree, in order.
Names names(const Json& tree)
{
    Names out;
    for (const auto& member : tree.items())
        out.push_back(member.key());
    return out;
}

} // namespace

class TestDecision : public QObject
{
    Q_OBJECT
private slots:
    void aFreshDecisionListsEveryMemberUnknown()
    {
        const Decision decision(HandlerStrategy::InboxInTransaction, lessonSuccess(), Fault::None);
        const Json tree = decision.json();
        QCOMPARE(names(tree),
                 Names({"strategy", "eventType", "eventId", "fault", "inboxKey", "inboxDocument",
                        "inboxExisted", "orderPath", "orderExisted", "orderState", "businessKey",
                        "businessKeyChecked", "businessKeyMatched", "branch", "writes"}));
        QVERIFY(tree.at("inboxExisted").is_null());
        QCOMPARE(tree.at("businessKeyChecked"), Json(false));
        QCOMPARE(text(tree.at("businessKey")), QByteArray::fromStdString(kPaymentKey));
        QCOMPARE(textOf(decision), toJsonText(tree));
    }

    // Every branch a handler can take, through the workflow itself.
    void theTextIsTheTreesText_data()
    {
        QTest::addColumn<HandlerStrategy>("strategy");
        QTest::addColumn<Fault>("fault");
        QTest::addColumn<bool>("seeded");
        QTest::addColumn<QByteArray>("branch");
        QTest::addRow("completed")
            << HandlerStrategy::InboxInTransaction << Fault::None << true << "completed"_ba;
        QTest::addRow("retry: no order yet")
            << HandlerStrategy::InboxInTransaction << Fault::None << false << "retry"_ba;
        QTest::addRow("crash before commit") << HandlerStrategy::InboxInTransaction
                                             << Fault::CrashBeforeCommit << true << "crash"_ba;
        QTest::addRow("crash between writes") << HandlerStrategy::MarkerBeforeEffect
                                              << Fault::CrashBetweenWrites << true << "crash"_ba;
        QTest::addRow("crash after commit")
            << HandlerStrategy::MarkerAfterEffect << Fault::CrashAfterCommit << true << "crash"_ba;
        QTest::addRow("transient error")
            << HandlerStrategy::NoDedup << Fault::TransientError << true << "retry"_ba;
    }

    void theTextIsTheTreesText()
    {
        QFETCH(HandlerStrategy, strategy);
        QFETCH(Fault, fault);
        QFETCH(bool, seeded);
        QFETCH(QByteArray, branch);
        World w;
        w.workflow.setStrategyForAll(strategy);
        if (seeded)
            w.seedOrder("PAYMENT_PENDING");
        const ProcessOutcome out = w.workflow.process(lessonSuccess(), fault);
        const Json tree = out.decision.json();
        QCOMPARE(text(tree.at("branch")), branch);
        QCOMPARE(textOf(out.decision), toJsonText(tree));
        if (branch == "crash")
            QVERIFY(tree.contains("plannedBranch") && tree.contains("crash"));
    }

    // A transaction that rolled back lists none of its writes; one that
    // committed lists each with the number of its commit.
    void writesAppearOnlyOnceCommitted()
    {
        Decision decision(HandlerStrategy::InboxInTransaction, lessonSuccess(), Fault::None);
        decision.stage("orders/a", "update");
        decision.rolledBack();
        decision.stage("orders/b", "update");
        decision.stage("workflowEvents/b", "create");
        decision.committed();
        decision.stage("orders/c", "update");
        decision.committed();
        QCOMPARE(text(decision.json().at("writes")),
                 QByteArray(R"([{"path":"orders/b","op":"update","commit":1},)"
                            R"({"path":"workflowEvents/b","op":"create","commit":1},)"
                            R"({"path":"orders/c","op":"update","commit":2}])"));
        QCOMPARE(textOf(decision), toJsonText(decision.json()));
    }

    // What the lab adds after the handler (its reply, the error code over
    // the handler's {code, message}) keeps the place of a member already
    // there and goes last otherwise.
    void setReplacesInPlaceOrAppends()
    {
        World w; // no order: the handler fails with ORDER_NOT_FOUND
        ProcessOutcome out = w.workflow.process(lessonSuccess(), Fault::None);
        QVERIFY(out.decision.json().at("error").is_object());
        out.decision.set("error", out.errorCode);
        out.decision.set("reply", "nack");
        const Json tree = out.decision.json();
        const Names order = names(tree);
        QCOMPARE(Names(order.end() - 2, order.end()), Names({"error", "reply"}));
        QCOMPARE(text(tree.at("error")), "ORDER_NOT_FOUND"_ba);
        QCOMPARE(textOf(out.decision), toJsonText(tree));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, out.decision.set("branch", "completed"));
    }

    // Outside a handler (a poison event, an unexpected error) a decision is
    // only what set() put in it.
    void anEmptyDecisionHoldsOnlyWhatWasSet()
    {
        Decision decision;
        QCOMPARE(textOf(decision), std::string("{}"));
        decision.set("branch", "retry");
        decision.set("poison", true);
        decision.set("writes", Json::array());
        QCOMPARE(textOf(decision), std::string(R"({"branch":"retry","poison":true,"writes":[]})"));
        QCOMPARE(decision.json(), Json::parse(textOf(decision)));
    }

    // Text that is not UTF-8 fails as toJsonText fails, so the journal can
    // fall back to the tree with its bad bytes replaced.
    void textThatIsNotUtf8Throws()
    {
        CloudEvent event = lessonSuccess();
        event.id = "evt-\xff";
        const Decision decision(HandlerStrategy::InboxInTransaction, event, Fault::None);
        std::string out;
        QVERIFY_THROWS_EXCEPTION(Json::type_error, decision.appendText(out));
        QVERIFY_THROWS_EXCEPTION(Json::type_error, toJsonText(decision.json()));
    }
};

QTEST_GUILESS_MAIN(TestDecision)
#include "tst_decision.moc"
