// CompareSession: two worlds take the same commands, each with its own
// strategies; a command one side refuses is reported for that side; the
// diff names the documents that differ.
#include "../lab/LabFixtures.h"
#include "compare/CompareSession.h"
#include "delivery/CloudEvent.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "store/DocumentStore.h"

#include <QtTest>

using namespace atlas;
using Side = CompareSession::Side;

namespace {

ScenarioSetup orderAwaitingPayment()
{
    ScenarioSetup setup;
    setup.seed = 7;
    setup.documents.push_back({QStringLiteral("orders/ord-ch10-001"), fixtures::lessonOrder()});
    return setup;
}

SideSetup side(const char* label, const char* strategy)
{
    SideSetup s;
    s.label = QString::fromLatin1(label);
    s.strategies.emplace_back(QStringLiteral("*"), QString::fromLatin1(strategy));
    return s;
}

// The lost-ack redelivery, command by command.
void redeliverAfterLostAck(CompareSession& session)
{
    for (const auto& [name, args] : std::vector<std::pair<std::string, Json>>{
             {"publish", Json{{"event", fixtures::paymentEvent()}}},
             {"inject", Json{{"delivery", "latest"}, {"fault", "lost-ack"}}},
             {"deliverNext", Json::object()},
             {"advanceClock", Json{{"toNextDue", true}}},
             {"deliverNext", Json::object()}}) {
        const CompareOutcome outcome = session.execute(name, args);
        QVERIFY2(!outcome.refusedAnywhere(),
                 qPrintable(outcome.left.error + u' ' + outcome.right.error));
    }
}

int countOutcome(const Lab& lab, const char* kind, const char* outcome)
{
    int n = 0;
    for (const JournalEntry& e : lab.journal().entries())
        n += e.kind == kind && e.outcome == outcome ? 1 : 0;
    return n;
}

std::string inboxId()
{
    return CloudEvent::fromJson(fixtures::paymentEvent()).inboxId();
}

double revenue(const Lab& lab)
{
    double total = 0;
    for (const DocumentPtr& shard : lab.store().list("counters/revenue/shards"))
        total += shard->data.at("value").get<double>();
    return total;
}

} // namespace

class TestCompareSession : public QObject
{
    Q_OBJECT
private slots:
    void bothSidesTakeTheSameCommandsWithTheirOwnStrategies()
    {
        CompareSession session;
        session.start(orderAwaitingPayment(), side("no dedup", "no-dedup"),
                      side("inbox", "inbox-in-transaction"));
        const std::size_t leftSetup = session.lab(Side::Left).commandLog().size();
        const std::size_t rightSetup = session.lab(Side::Right).commandLog().size();
        redeliverAfterLostAck(session);

        // After the setups, both logs hold exactly the five commands.
        const auto& left = session.lab(Side::Left).commandLog();
        const auto& right = session.lab(Side::Right).commandLog();
        QCOMPARE(left.size() - leftSetup, std::size_t(5));
        QCOMPARE(right.size() - rightSetup, std::size_t(5));
        for (std::size_t i = 0; i < 5; ++i) {
            QCOMPARE(left[leftSetup + i].name, right[rightSetup + i].name);
            QCOMPARE(left[leftSetup + i].args, right[rightSetup + i].args);
        }
        QCOMPARE(session.steps(), std::size_t(5));

        // The same delivery twice: completed twice without a marker, once with one.
        QCOMPARE(countOutcome(session.lab(Side::Left), "handler-result", "completed"), 2);
        QCOMPARE(countOutcome(session.lab(Side::Left), "handler-result", "duplicate"), 0);
        QCOMPARE(countOutcome(session.lab(Side::Right), "handler-result", "completed"), 1);
        QCOMPARE(countOutcome(session.lab(Side::Right), "handler-result", "duplicate"), 1);
        QCOMPARE(revenue(session.lab(Side::Left)), 84.0);
        QCOMPARE(revenue(session.lab(Side::Right)), 42.0);
        QVERIFY(!session.lab(Side::Left).invariant("single-completion").holds);
        QVERIFY(session.lab(Side::Right).invariant("single-completion").holds);
    }

    void theDiffNamesTheMarkerAndTheRevenue()
    {
        CompareSession session;
        session.start(orderAwaitingPayment(), side("no dedup", "no-dedup"),
                      side("inbox", "inbox-in-transaction"));
        QVERIFY(session.diff().identical());
        redeliverAfterLostAck(session);
        const WorldDiff diff = session.diff();
        // Only the right side keeps an inbox marker.
        const CollectionDiff* inbox = diff.collection(QStringLiteral("workflowEvents"));
        QVERIFY(inbox);
        QCOMPARE(inbox->leftCount, std::size_t(0));
        QCOMPARE(inbox->rightCount, std::size_t(1));
        QCOMPARE(inbox->documents.size(), std::size_t(1));
        QCOMPARE(inbox->documents.front().id, QString::fromStdString(inboxId()));
        QCOMPARE(inbox->documents.front().presence, DocumentDiff::Presence::RightOnly);
        // The one revenue shard the order books to holds twice the amount on the left.
        const CollectionDiff* shards = diff.collection(QStringLiteral("counters/revenue/shards"));
        QVERIFY(shards);
        QCOMPARE(shards->documents.size(), std::size_t(1));
        QCOMPARE(shards->documents.front().presence, DocumentDiff::Presence::Differs);
        QCOMPARE(shards->documents.front().fields, QStringList{QStringLiteral("value")});
        // Every difference the diff names is a real one.
        for (const CollectionDiff& c : diff.collections())
            for (const DocumentDiff& d : c.documents) {
                const std::string path = c.collection.toStdString() + '/' + d.id.toStdString();
                const auto l = session.lab(Side::Left).store().get(path);
                const auto r = session.lab(Side::Right).store().get(path);
                QCOMPARE(l.exists(), d.presence != DocumentDiff::Presence::RightOnly);
                QCOMPARE(r.exists(), d.presence != DocumentDiff::Presence::LeftOnly);
                for (const QString& field : d.fields)
                    QVERIFY2(l.get(field.toStdString()) != r.get(field.toStdString()),
                             qPrintable(QString::fromStdString(path) + u' ' + field));
            }
    }

    void aCommandOneSideRefusesIsReportedForThatSide()
    {
        CompareSession session;
        session.start(orderAwaitingPayment(), side("no dedup", "no-dedup"),
                      side("inbox", "inbox-in-transaction"));
        redeliverAfterLostAck(session);
        const std::size_t leftBefore = session.lab(Side::Left).commandLog().size();
        const std::size_t rightBefore = session.lab(Side::Right).commandLog().size();
        // Only the right world has the marker to delete.
        const CompareOutcome outcome = session.execute(
            "deleteDocument", Json{{"path", "workflowEvents/" + inboxId()}});
        QVERIFY(outcome.left.refused());
        QVERIFY2(outcome.left.error.contains(QStringLiteral("deleteDocument")),
                 qPrintable(outcome.left.error));
        QVERIFY(!outcome.right.refused());
        QVERIFY(outcome.refusedAnywhere());
        QCOMPARE(session.lab(Side::Left).commandLog().size(), leftBefore);
        QCOMPARE(session.lab(Side::Right).commandLog().size(), rightBefore + 1);
        QCOMPARE(session.lab(Side::Right).store().count("workflowEvents"), std::size_t(0));

        // Step back undoes it where it ran and leaves the other side as it was.
        QVERIFY(session.stepBack());
        QCOMPARE(session.lab(Side::Left).commandLog().size(), leftBefore);
        QCOMPARE(session.lab(Side::Right).commandLog().size(), rightBefore);
        QCOMPARE(session.lab(Side::Right).store().count("workflowEvents"), std::size_t(1));
    }

    void stepBackUndoesTheLastCommandOnBothSides()
    {
        CompareSession session;
        session.start(orderAwaitingPayment(), side("no dedup", "no-dedup"),
                      side("inbox", "inbox-in-transaction"));
        redeliverAfterLostAck(session);
        QVERIFY(session.stepBack()); // the second delivery
        QCOMPARE(revenue(session.lab(Side::Left)), 42.0);
        QCOMPARE(revenue(session.lab(Side::Right)), 42.0);
        QCOMPARE(session.steps(), std::size_t(4));
        while (session.stepBack()) {
        }
        QVERIFY(!session.canStepBack());
        QCOMPARE(session.lab(Side::Left).store().get("orders/ord-ch10-001").get("state"),
                 Json("PAYMENT_PENDING"));
        QVERIFY(session.diff().identical());
    }

    void aResetKeepsEachSidesStrategies()
    {
        CompareSession session;
        session.start(orderAwaitingPayment(), side("no dedup", "no-dedup"),
                      side("inbox", "inbox-in-transaction"));
        QVERIFY(!session.execute("reset", Json{{"seed", 9}}).refusedAnywhere());
        QVERIFY(!session.canStepBack());
        session.execute("seedDocument",
                        Json{{"path", "orders/ord-ch10-001"}, {"data", fixtures::lessonOrder()}});
        redeliverAfterLostAck(session);
        QCOMPARE(countOutcome(session.lab(Side::Left), "handler-result", "completed"), 2);
        QCOMPARE(countOutcome(session.lab(Side::Right), "handler-result", "duplicate"), 1);
    }

    void settingASideStartsBothWorldsAgain()
    {
        CompareSession session;
        session.start(orderAwaitingPayment(), side("no dedup", "no-dedup"),
                      side("inbox", "inbox-in-transaction"));
        redeliverAfterLostAck(session);
        QSignalSpy restarted(&session, &CompareSession::restarted);
        session.setSide(Side::Left, side("inbox too", "inbox-in-transaction"));
        QCOMPARE(restarted.count(), 1);
        QCOMPARE(session.setup(Side::Left).label, QStringLiteral("inbox too"));
        QVERIFY(!session.canStepBack());
        redeliverAfterLostAck(session);
        QVERIFY(session.diff().identical());
    }
};

QTEST_GUILESS_MAIN(TestCompareSession)
#include "tst_comparesession.moc"
