// The email provider's idempotency window and faults, and reconciliation.
#include "OutboxTestSupport.h"

using namespace atlas;
using namespace atlas::outboxtest;
using namespace Qt::StringLiterals;

class TestEmailProvider : public QObject
{
    Q_OBJECT
private slots:
    void providerKeyWindow_data()
    {
        QTest::addColumn<qint64>("window");
        QTest::addColumn<qint64>("wait");
        QTest::addColumn<bool>("deduplicated");
        QTest::addRow("default window, 1 ms before it ends")
            << qint64{86'400'000} << qint64{86'399'999} << true;
        QTest::addRow("default window, as it ends")
            << qint64{86'400'000} << qint64{86'400'000} << false;
        QTest::addRow("1 min window, within") << qint64{60'000} << qint64{30'000} << true;
        QTest::addRow("1 min window, past it") << qint64{60'000} << qint64{60'001} << false;
    }

    void providerKeyWindow()
    {
        QFETCH(qint64, window);
        QFETCH(qint64, wait);
        QFETCH(bool, deduplicated);
        World w;
        w.provider.setIdempotency(true, window);
        const EmailRequest req = receiptFor("ord-1", "receipt-ord-1");
        const SendResult first = w.provider.send(req);
        QCOMPARE(first.status, SendResult::Accepted);
        QCOMPARE(qs(first.providerMessageId), u"msg-000001"_s);

        w.clock.advance(wait);
        const auto commits = w.store.commitSequence();
        const SendResult again = w.provider.send(req);
        if (deduplicated) {
            QCOMPARE(again.status, SendResult::Deduplicated);
            QCOMPARE(qs(again.providerMessageId), u"msg-000001"_s);
            QCOMPARE(w.store.commitSequence(), commits); // nothing sent, nothing logged
            QCOMPARE(w.emails(), 1);
        } else {
            // The key expired: the resend is a new email, and the key now names it.
            QCOMPARE(again.status, SendResult::Accepted);
            QCOMPARE(qs(again.providerMessageId), u"msg-000002"_s);
            QCOMPARE(w.emails(), 2);
            QCOMPARE(qs(w.provider.send(req).providerMessageId), u"msg-000002"_s);
            QCOMPARE(w.emails(), 2);
        }
    }

    void providerWithoutKeysSendsEveryRequest_data()
    {
        QTest::addColumn<bool>("honourKeys");
        QTest::addColumn<QString>("key");
        QTest::addRow("keys ignored") << false << u"receipt-ord-1"_s;
        QTest::addRow("no key sent") << true << QString();
    }

    void providerWithoutKeysSendsEveryRequest()
    {
        QFETCH(bool, honourKeys);
        QFETCH(QString, key);
        World w;
        w.provider.setIdempotency(honourKeys);
        const EmailRequest req = receiptFor("ord-1", key.toStdString());
        QCOMPARE(w.provider.send(req).status, SendResult::Accepted);
        QCOMPARE(w.provider.send(req).status, SendResult::Accepted);
        QCOMPARE(w.emails(), 2);
        QCOMPARE(field(w.email("msg-000002"), "idempotencyKey"), key); // logged even if ignored
    }

    void providerFaults_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<bool>("repeat");
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("emails");
        QTest::addRow("timeout: sent, caller sees an error")
            << u"provider-timeout-after-accept"_s << false << int(SendResult::TimedOutAfterAccept)
            << 1;
        QTest::addRow("rejection: nothing sent")
            << u"provider-rejection"_s << false << int(SendResult::Rejected) << 0;
        QTest::addRow("timeout on a keyed repeat: nothing new sent")
            << u"provider-timeout-after-accept"_s << true << int(SendResult::TimedOutAfterAccept)
            << 1;
        QTest::addRow("rejection on a keyed repeat")
            << u"provider-rejection"_s << true << int(SendResult::Rejected) << 1;
    }

    void providerFaults()
    {
        QFETCH(QString, fault);
        QFETCH(bool, repeat);
        QFETCH(int, status);
        QFETCH(int, emails);
        World w;
        const EmailRequest req = receiptFor("ord-1", "receipt-ord-1");
        if (repeat)
            w.provider.send(req);
        const auto commits = w.store.commitSequence();
        const SendResult result =
            w.provider.send(req, providerFaultFromString(fault.toStdString()).value());
        QCOMPARE(int(result.status), status);
        QVERIFY(!result.succeeded());
        QVERIFY(result.providerMessageId.empty()); // the caller never saw an answer
        QVERIFY(!result.detail.empty());
        QCOMPARE(w.emails(), emails);
        // A new email is logged in exactly one commit of the provider's own.
        QCOMPARE(w.store.commitSequence(), commits + (repeat ? 0 : std::uint64_t(emails)));
    }

    void reconciliation_data()
    {
        QTest::addColumn<QString>("orderState");  // empty: no order
        QTest::addColumn<QString>("outboxState"); // empty: no outbox record
        QTest::addColumn<int>("emails");
        QTest::addColumn<QString>("finding"); // empty: no finding
        QTest::addRow("one email") << u"COMPLETED"_s << u"SENT"_s << 1 << u"ok"_s;
        QTest::addRow("SENT without email") << u"COMPLETED"_s << u"SENT"_s << 0 << u"missing"_s;
        QTest::addRow("FAILED") << u"COMPLETED"_s << u"FAILED"_s << 0 << u"missing"_s;
        QTest::addRow("no outbox record") << u"COMPLETED"_s << QString() << 0 << u"missing"_s;
        QTest::addRow("READY") << u"COMPLETED"_s << u"READY"_s << 0 << u"pending"_s;
        QTest::addRow("PROCESSING") << u"COMPLETED"_s << u"PROCESSING"_s << 0 << u"pending"_s;
        QTest::addRow("three emails") << u"COMPLETED"_s << u"SENT"_s << 3 << u"duplicated"_s;
        QTest::addRow("email while in flight")
            << u"COMPLETED"_s << u"PROCESSING"_s << 2 << u"duplicated"_s;
        QTest::addRow("order not completed")
            << u"PAYMENT_PENDING"_s << QString() << 1 << u"unexpected"_s;
        QTest::addRow("order missing") << QString() << QString() << 2 << u"unexpected"_s;
        QTest::addRow("nothing due") << u"PAYMENT_PENDING"_s << QString() << 0 << QString();
    }

    void reconciliation()
    {
        QFETCH(QString, orderState);
        QFETCH(QString, outboxState);
        QFETCH(int, emails);
        QFETCH(QString, finding);
        World w;
        w.provider.setIdempotency(false);
        w.store.runTransaction([&](Transaction& tx) {
            if (!orderState.isEmpty())
                tx.create("orders/ord-1", Json{{"state", orderState.toStdString()}});
            if (!outboxState.isEmpty())
                tx.create("workflowOutbox/email-receipt-ord-1",
                          Json{{"type", "SEND_RECEIPT"}, {"state", outboxState.toStdString()}});
            // Noise reconciliation must ignore: another order's receipt, a non-receipt email.
            tx.create("orders/ord-2", Json{{"state", "COMPLETED"}});
        });
        for (int i = 0; i < emails; ++i)
            w.provider.send(receiptFor("ord-1", {}));
        w.provider.send(receiptFor("ord-2", {}));
        w.provider.send({"ops@atlasmart.test", "digest", {}, "daily-digest", {}});

        const ReconciliationReport report = Reconciliation::check(w.store);
        QCOMPARE(qs(toString(report.find("ord-2")->kind)), u"ok"_s);
        const ReceiptFinding* receipt = report.find("ord-1");
        QCOMPARE(report.findings.size(), std::size_t(receipt ? 2 : 1));
        if (finding.isEmpty()) {
            QVERIFY(!receipt);
            QVERIFY(report.clean());
            return;
        }
        QVERIFY(receipt);
        QCOMPARE(qs(toString(receipt->kind)), finding);
        QCOMPARE(qs(receipt->businessKey), u"receipt-ord-1"_s);
        QCOMPARE(qs(receipt->orderState), orderState);
        QCOMPARE(qs(receipt->outboxState), outboxState);
        QCOMPARE(static_cast<int>(receipt->messageIds.size()), emails);
        for (int i = 0; i < emails; ++i)
            QCOMPARE(qs(receipt->messageIds.at(std::size_t(i))),
                     u"msg-%1"_s.arg(i + 1, 6, 10, QChar(u'0')));
        QVERIFY(!receipt->detail.empty());
        QCOMPARE(report.clean(), finding == u"ok" || finding == u"pending");
    }
};

QTEST_GUILESS_MAIN(TestEmailProvider)
#include "tst_emailprovider.moc"
