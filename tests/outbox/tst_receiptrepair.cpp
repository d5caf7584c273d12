// An operator's repairs on reconciliation findings: resend a missing receipt
// with its key, mark what cannot be resent reconciled, and the Lab commands
// that run them.
#include "OutboxTestSupport.h"

#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "outbox/ReceiptRepair.h"

using namespace atlas;
using namespace atlas::outboxtest;

namespace {

// ord-1 flagged SENT by a relay that never sent it (missing), ord-2 sent
// twice (duplicated), ord-3 sent once (ok), ord-4 not sent yet (pending).
void seedFindings(World& w)
{
    for (const char* id : {"ord-1", "ord-2", "ord-3", "ord-4"})
        w.completeOrder(id);
    w.store.runTransaction([&](Transaction& tx) {
        tx.update(OutboxRecord::path(OutboxRecord::receiptId("ord-1")), Json{{"state", "SENT"}});
        tx.update(OutboxRecord::path(OutboxRecord::receiptId("ord-2")), Json{{"state", "SENT"}});
        tx.update(OutboxRecord::path(OutboxRecord::receiptId("ord-3")), Json{{"state", "SENT"}});
    });
    w.provider.send(receiptFor("ord-2", {}));
    w.provider.send(receiptFor("ord-2", {}));
    w.provider.send(receiptFor("ord-3", {}));
}

QString findingOf(const DocumentStore& store, const std::string& orderId)
{
    const ReconciliationReport report = Reconciliation::check(store);
    const ReceiptFinding* f = report.find(orderId);
    return f ? qs(toString(f->kind)) : u"none"_s;
}

template <class Fn> QString refusal(Fn&& fn)
{
    try {
        fn();
    } catch (const std::invalid_argument& error) {
        return QString::fromUtf8(error.what());
    }
    return {};
}

} // namespace

class TestReceiptRepair : public QObject
{
    Q_OBJECT

private slots:
    void resendSendsAMissingReceiptWithItsKey()
    {
        World w;
        seedFindings(w);
        QCOMPARE(Reconciliation::check(w.store).open(), std::size_t{2});
        const SendResult sent = ReceiptRepair(w.store, w.provider).resend("ord-1");
        QCOMPARE(sent.status, SendResult::Accepted);
        const Json email = w.email(sent.providerMessageId);
        QCOMPARE(field(email, "idempotencyKey"), u"receipt-ord-1"_s);
        QCOMPARE(field(email, "businessKey"), u"receipt-ord-1"_s);
        QCOMPARE(field(email, "to"), u"cust-ord-1@customers.atlasmart.test"_s);
        QCOMPARE(field(w.outbox("ord-1"), "providerMessageId"), qs(sent.providerMessageId));
        QCOMPARE(field(w.outbox("ord-1"), "state"), u"SENT"_s);
        QCOMPARE(findingOf(w.store, "ord-1"), u"ok"_s);
        QCOMPARE(Reconciliation::check(w.store).open(), std::size_t{1});
    }

    void resendIsRefusedUnlessTheReceiptIsMissing_data()
    {
        QTest::addColumn<QString>("order");
        QTest::addColumn<QString>("finding");
        QTest::addRow("duplicated") << "ord-2"
                                    << "duplicated";
        QTest::addRow("ok") << "ord-3"
                            << "ok";
        QTest::addRow("pending") << "ord-4"
                                 << "pending";
        QTest::addRow("no finding") << "ord-9"
                                    << "";
    }
    void resendIsRefusedUnlessTheReceiptIsMissing()
    {
        QFETCH(QString, order);
        QFETCH(QString, finding);
        World w;
        seedFindings(w);
        const auto emails = w.emails();
        const auto commits = w.store.commitSequence();
        const QString why =
            refusal([&] { ReceiptRepair(w.store, w.provider).resend(order.toStdString()); });
        QVERIFY(!why.isEmpty());
        QVERIFY2(finding.isEmpty() ? why.contains(u"no finding"_s) : why.contains(finding),
                 qPrintable(why));
        QCOMPARE(w.emails(), emails);
        QCOMPARE(w.store.commitSequence(), commits);
    }

    void aProviderThatHonoursKeysSendsAResendOnceWithinItsWindow()
    {
        World w;
        seedFindings(w);
        // Someone else sent ord-1's receipt under its key; the log was then
        // lost to reconciliation (the email deleted), so it reads missing again.
        const SendResult first = w.provider.send(receiptFor("ord-1", "receipt-ord-1"));
        w.store.runTransaction([&](Transaction& tx) {
            tx.remove(std::string(EmailProvider::kCollection) + '/' + first.providerMessageId);
        });
        QCOMPARE(findingOf(w.store, "ord-1"), u"missing"_s);
        const SendResult again = ReceiptRepair(w.store, w.provider).resend("ord-1");
        QCOMPARE(again.status, SendResult::Deduplicated);
        QCOMPARE(again.providerMessageId, first.providerMessageId);
        // Past the key window the same key is a new request.
        w.clock.advance(EmailProvider::kDefaultKeyWindow);
        const SendResult late = ReceiptRepair(w.store, w.provider).resend("ord-1");
        QCOMPARE(late.status, SendResult::Accepted);
        QVERIFY(late.providerMessageId != first.providerMessageId);
        QCOMPARE(findingOf(w.store, "ord-1"), u"ok"_s);
    }

    void markReconciledSettlesTheFindingItWasMadeFor()
    {
        World w;
        seedFindings(w);
        ReceiptRepair repair(w.store, w.provider);
        const ReceiptFinding marked = repair.markReconciled("ord-2", "apologised");
        QCOMPARE(qs(toString(marked.kind)), u"duplicated"_s);
        const Json mark = w.store.get("workflowReconciliations/ord-2").data();
        QCOMPARE(field(mark, "finding"), u"duplicated"_s);
        QCOMPARE(field(mark, "note"), u"apologised"_s);
        QCOMPARE(field(mark, "messageIds"), uR"(["msg-000001","msg-000002"])"_s);
        QCOMPARE(field(mark, "businessKey"), u"receipt-ord-2"_s);

        ReconciliationReport report = Reconciliation::check(w.store);
        const ReceiptFinding* f = report.find("ord-2");
        QCOMPARE(qs(toString(f->kind)), u"reconciled"_s);
        QCOMPARE(qs(toString(f->wasKind)), u"duplicated"_s);
        QCOMPARE(qs(f->note), u"apologised"_s);
        QVERIFY(!f->open());
        QCOMPARE(report.open(), std::size_t{1}); // ord-1 is still missing

        // A third email is news: the mark no longer covers it.
        w.provider.send(receiptFor("ord-2", {}));
        QCOMPARE(findingOf(w.store, "ord-2"), u"duplicated"_s);

        repair.markReconciled("ord-1", "customer has a paper receipt");
        repair.markReconciled("ord-2", "apologised twice");
        QVERIFY(Reconciliation::check(w.store).clean());
    }

    void markReconciledIsRefusedForSettledReceipts_data()
    {
        QTest::addColumn<QString>("order");
        QTest::addRow("ok") << "ord-3";
        QTest::addRow("pending") << "ord-4";
        QTest::addRow("already reconciled") << "ord-2";
    }
    void markReconciledIsRefusedForSettledReceipts()
    {
        QFETCH(QString, order);
        World w;
        seedFindings(w);
        ReceiptRepair repair(w.store, w.provider);
        repair.markReconciled("ord-2", "apologised");
        const auto commits = w.store.commitSequence();
        QVERIFY(!refusal([&] { repair.markReconciled(order.toStdString(), "note"); }).isEmpty());
        QCOMPARE(w.store.commitSequence(), commits);
    }

    void unexpectedReceiptsCanBeMarkedReconciled()
    {
        World w;
        w.completeOrder("ord-5", "PAYMENT_PENDING");
        w.provider.send(receiptFor("ord-5", {}));
        QCOMPARE(findingOf(w.store, "ord-5"), u"unexpected"_s);
        ReceiptRepair(w.store, w.provider).markReconciled("ord-5", "sent before payment");
        QCOMPARE(findingOf(w.store, "ord-5"), u"reconciled"_s);
    }

    void labCommandsJournalAsOperatorAndReplay()
    {
        Lab lab;
        lab.execute("setAutoRelay", Json{{"enabled", false}});
        lab.execute("setRelayStrategy", Json{{"strategy", "flag-before-send"}});
        lab.execute("seedDocument", Json{{"path", "orders/ord-1"},
                                         {"data", Json{{"customerId", "cust-1"},
                                                       {"total", 10},
                                                       {"state", "PAYMENT_PENDING"}}}});
        lab.execute("publish", Json{{"event", Json{{"source", "atlasmart://payment-simulator"},
                                                   {"id", "evt-1"},
                                                   {"type", "PAYMENT_SUCCEEDED"},
                                                   {"orderId", "ord-1"},
                                                   {"paymentIdempotencyKey", "payment-ord-1"}}}});
        lab.execute("deliverNext");
        lab.execute("injectRelayFault", Json{{"fault", "relay-crash-between-send-and-mark"}});
        lab.execute("runRelay");
        QCOMPARE(findingOf(lab.store(), "ord-1"), u"missing"_s);

        // Refused: nothing changes, nothing is logged.
        const auto logged = lab.commandLog().size();
        QVERIFY_THROWS_EXCEPTION(LabError,
                                 lab.execute("markReconciled", Json{{"orderId", "ord-1"}}));
        QVERIFY_THROWS_EXCEPTION(LabError,
                                 lab.execute("resendReceipt", Json{{"orderId", "ord-7"}}));
        QCOMPARE(lab.commandLog().size(), logged);

        const Json sent = lab.execute("resendReceipt", Json{{"orderId", "ord-1"}});
        QCOMPARE(qs(sent.at("providerAnswer").get<std::string>()), u"accepted"_s);
        const JournalEntry* resent = lab.journal().lastOfKind("operator");
        QCOMPARE(qs(resent->outcome), u"resent"_s);
        QCOMPARE(qs(resent->data().at("orderId").get<std::string>()), u"ord-1"_s);
        QVERIFY(resent->detail.find("receipt-ord-1") != std::string::npos);
        QVERIFY_THROWS_EXCEPTION(LabError,
                                 lab.execute("resendReceipt", Json{{"orderId", "ord-1"}}));

        // A second email makes it duplicated; the operator closes it.
        lab.execute("seedDocument",
                    Json{{"path", "providerEmails/msg-000099"},
                         {"data", Json{{"businessKey", "receipt-ord-1"}, {"orderId", "ord-1"}}}});
        lab.execute("markReconciled", Json{{"orderId", "ord-1"}, {"note", "apologised"}});
        QCOMPARE(qs(lab.journal().lastOfKind("operator")->outcome), u"reconciled"_s);
        QCOMPARE(findingOf(lab.store(), "ord-1"), u"reconciled"_s);

        // Step back undoes the mark; replaying the log rebuilds it exactly.
        QVERIFY(lab.stepBack());
        QCOMPARE(findingOf(lab.store(), "ord-1"), u"duplicated"_s);
        lab.execute("markReconciled", Json{{"orderId", "ord-1"}, {"note", "apologised"}});
        lab.replayTo(lab.commandLog().size());
        QCOMPARE(findingOf(lab.store(), "ord-1"), u"reconciled"_s);
        QCOMPARE(lab.store().count(EmailProvider::kCollection), std::size_t{2});
    }
};

QTEST_GUILESS_MAIN(TestReceiptRepair)
#include "tst_receiptrepair.moc"
