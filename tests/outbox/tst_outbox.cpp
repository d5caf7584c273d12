// The outbox relay: strategies, faults, leases, backoff and order.
#include "OutboxTestSupport.h"

using namespace atlas;
using namespace atlas::outboxtest;
using namespace Qt::StringLiterals;

class TestOutbox : public QObject
{
    Q_OBJECT
private slots:
    void namesRoundTrip_data()
    {
        QTest::addColumn<QString>("family");
        QTest::addColumn<QString>("name");
        for (const auto* name : {"flag-before-send", "flag-after-send", "outbox-with-provider-key"})
            QTest::addRow("strategy %s", name) << u"strategy"_s << QString::fromLatin1(name);
        for (const auto* name : {"none", "provider-timeout-after-accept", "provider-rejection",
                                 "relay-crash-between-send-and-mark", "lease-expiry-during-send"})
            QTest::addRow("relay fault %s", name) << u"relay"_s << QString::fromLatin1(name);
        for (const auto* name : {"none", "provider-timeout-after-accept", "provider-rejection"})
            QTest::addRow("provider fault %s", name) << u"provider"_s << QString::fromLatin1(name);
    }

    void namesRoundTrip()
    {
        QFETCH(QString, family);
        QFETCH(QString, name);
        const std::string text = name.toStdString();
        std::string_view back;
        if (family == u"strategy") {
            back = toString(relayStrategyFromString(text).value());
            QVERIFY(!relayStrategyFromString(text + "x"));
        } else if (family == u"relay") {
            const RelayFault fault = relayFaultFromString(text).value();
            back = toString(fault);
            // A relay fault that happens inside the provider carries the same name there.
            if (const auto providerFault = providerFaultFromString(text))
                QCOMPARE(qs(toString(providerFaultFor(fault))), qs(toString(*providerFault)));
            else
                QCOMPARE(qs(toString(providerFaultFor(fault))), u"none"_s);
        } else {
            back = toString(providerFaultFromString(text).value());
            QVERIFY(!providerFaultFromString("relay-crash-between-send-and-mark"));
        }
        QCOMPARE(qs(back), name);
    }

    void relaySettingsHaveDefaultsAndBounds()
    {
        World w;
        QCOMPARE(qs(toString(w.relay.strategy())), u"outbox-with-provider-key"_s);
        QCOMPARE(w.relay.maxAttempts(), 5);
        QCOMPARE(w.relay.lease(), Millis{30'000});
        QCOMPARE(w.relay.initialBackoff(), Millis{10'000});
        QCOMPARE(w.relay.maxBackoff(), Millis{600'000});
        QCOMPARE(w.relay.backoffAfter(1), Millis{10'000});
        QCOMPARE(w.relay.backoffAfter(2), Millis{20'000});
        QCOMPARE(w.relay.backoffAfter(6), Millis{320'000});
        QCOMPARE(w.relay.backoffAfter(7), Millis{600'000}); // capped at 10 min
        QCOMPARE(w.relay.backoffAfter(40), Millis{600'000});
        QVERIFY(w.provider.honoursKeys());
        QCOMPARE(w.provider.keyWindow(), Millis{86'400'000});

        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, w.relay.setMaxAttempts(0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, w.relay.setLease(0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, w.relay.setBackoff(20'000, 10'000));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, w.provider.setIdempotency(true, 0));
        QCOMPARE(w.relay.maxAttempts(), 5);
    }

    void noFaultSendsExactlyOnce_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<bool>("providerKeys");
        QTest::addColumn<QString>("steps");
        QTest::addColumn<QString>("idempotencyKey");
        QTest::addColumn<QString>("providerMessageId");
        for (const bool keys : {true, false}) {
            const char* suffix = keys ? "keys" : "no-keys";
            QTest::addRow("flag-before-send/%s", suffix)
                << u"flag-before-send"_s << keys << u"marked-sent sent"_s << QString()
                << u"<absent>"_s;
            QTest::addRow("flag-after-send/%s", suffix)
                << u"flag-after-send"_s << keys << u"claimed sent marked-sent"_s << QString()
                << u"msg-000001"_s;
            QTest::addRow("outbox-with-provider-key/%s", suffix)
                << u"outbox-with-provider-key"_s << keys << u"claimed sent marked-sent"_s
                << u"receipt-ord-1"_s << u"msg-000001"_s;
        }
    }

    void noFaultSendsExactlyOnce()
    {
        QFETCH(QString, strategy);
        QFETCH(bool, providerKeys);
        QFETCH(QString, steps);
        QFETCH(QString, idempotencyKey);
        QFETCH(QString, providerMessageId);
        World w;
        w.provider.setIdempotency(providerKeys);
        w.relay.setStrategy(strategyNamed(strategy));
        w.completeOrder("ord-1");

        const RelayReport report = w.relay.runOnce();
        QCOMPARE(kinds(report), steps);
        QVERIFY(!report.crashed);
        for (const auto& step : report.steps) {
            QCOMPARE(qs(step.recordId), u"email-receipt-ord-1"_s);
            QCOMPARE(qs(step.orderId), u"ord-1"_s);
            QVERIFY(!step.detail.empty());
        }
        QCOMPARE(qs(report.steps.back().providerMessageId), u"msg-000001"_s);

        const Json record = w.outbox("ord-1");
        QCOMPARE(field(record, "state"), u"SENT"_s);
        QCOMPARE(field(record, "attempts"), u"1"_s);
        QCOMPARE(field(record, "sentAt"), qs(w.clock.nowIso()));
        QCOMPARE(field(record, "providerMessageId"), providerMessageId);
        QCOMPARE(field(record, "leaseOwner"), u"<absent>"_s);
        QCOMPARE(field(record, "leaseExpiresAt"), u"<absent>"_s);

        QCOMPARE(w.emails(), 1);
        const Json email = w.email("msg-000001");
        QCOMPARE(field(email, "messageId"), u"msg-000001"_s);
        QCOMPARE(field(email, "to"), u"cust-ord-1@customers.atlasmart.test"_s);
        QCOMPARE(field(email, "subject"), u"Your AtlasMart receipt for order ord-1"_s);
        QCOMPARE(field(email, "orderId"), u"ord-1"_s);
        QCOMPARE(field(email, "businessKey"), u"receipt-ord-1"_s);
        QCOMPARE(field(email, "idempotencyKey"), idempotencyKey);
        QCOMPARE(field(email, "sentAt"), qs(w.clock.nowIso()));

        // A SENT record is never due again.
        w.clock.advance(3'600'000);
        QVERIFY(w.relay.runOnce().steps.empty());
        QCOMPARE(w.emails(), 1);
        QVERIFY(Reconciliation::check(w.store).clean());
    }

    // The lesson's table: which strategy survives which fault, with and
    // without the provider honouring idempotency keys.
    void faultMatrix_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<QString>("fault");
        QTest::addColumn<bool>("providerKeys");
        QTest::addColumn<int>("emails");
        QTest::addColumn<QString>("finding");
        const auto row = [](const char* strategy, const char* fault, int withKeys,
                            int withoutKeys) {
            for (const bool keys : {true, false}) {
                const int emails = keys ? withKeys : withoutKeys;
                const auto finding = emails == 0   ? u"missing"_s
                                     : emails == 1 ? u"ok"_s
                                                   : u"duplicated"_s;
                QTest::addRow("%s/%s/%s", strategy, fault, keys ? "keys" : "no-keys")
                    << QString::fromLatin1(strategy) << QString::fromLatin1(fault) << keys << emails
                    << finding;
            }
        };
        // flag-before-send never resends: a crash or rejection loses the email.
        row("flag-before-send", "none", 1, 1);
        row("flag-before-send", "provider-timeout-after-accept", 1, 1);
        row("flag-before-send", "provider-rejection", 0, 0);
        row("flag-before-send", "relay-crash-between-send-and-mark", 0, 0);
        row("flag-before-send", "lease-expiry-during-send", 1, 1);
        // flag-after-send sends no key, so provider keys cannot save it.
        row("flag-after-send", "none", 1, 1);
        row("flag-after-send", "provider-timeout-after-accept", 2, 2);
        row("flag-after-send", "provider-rejection", 1, 1);
        row("flag-after-send", "relay-crash-between-send-and-mark", 2, 2);
        row("flag-after-send", "lease-expiry-during-send", 2, 2);
        // The outbox is exactly-once only when the provider honours the key.
        row("outbox-with-provider-key", "none", 1, 1);
        row("outbox-with-provider-key", "provider-timeout-after-accept", 1, 2);
        row("outbox-with-provider-key", "provider-rejection", 1, 1);
        row("outbox-with-provider-key", "relay-crash-between-send-and-mark", 1, 2);
        row("outbox-with-provider-key", "lease-expiry-during-send", 1, 2);
    }

    void faultMatrix()
    {
        QFETCH(QString, strategy);
        QFETCH(QString, fault);
        QFETCH(bool, providerKeys);
        QFETCH(int, emails);
        QFETCH(QString, finding);
        World w;
        w.provider.setIdempotency(providerKeys);
        w.relay.setStrategy(strategyNamed(strategy));
        w.completeOrder("ord-1");
        w.relay.injectFault(faultNamed(fault));

        const auto passes = w.settle("ord-1");
        QCOMPARE(qs(toString(w.relay.pendingFault())), u"none"_s);
        QCOMPARE(w.emails(), emails);
        // Every strategy ends believing the email went out, lost or not.
        QCOMPARE(field(w.outbox("ord-1"), "state"), u"SENT"_s);

        const ReconciliationReport report = Reconciliation::check(w.store);
        const ReceiptFinding* receipt = report.find("ord-1");
        QVERIFY(receipt);
        QCOMPARE(qs(toString(receipt->kind)), finding);
        QCOMPARE(static_cast<int>(receipt->messageIds.size()), emails);
        QCOMPARE(report.clean(), emails == 1);

        // Without provider keys the keyed outbox warns on every resend, since it
        // cannot tell whether an earlier attempt's email went out.
        bool warned = false;
        for (const auto& pass : passes)
            for (const auto& step : pass.steps)
                warned |= step.detail.find("exactly-once may be impossible") != std::string::npos;
        QCOMPARE(warned,
                 strategy == u"outbox-with-provider-key" && !providerKeys && fault != u"none");
        if (emails > 0) {
            QCOMPARE(qs(receipt->messageIds.front()), u"msg-000001"_s);
            QCOMPARE(qs(receipt->messageIds.back()),
                     emails == 2 ? u"msg-000002"_s : u"msg-000001"_s);
        }
    }

    void crashStopsThePassAndLeavesTheRecord_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<QString>("steps");
        QTest::addColumn<QString>("state");
        QTest::addColumn<int>("emails");
        QTest::addColumn<QString>("recoverySteps");
        QTest::addRow("flag-before-send")
            << u"flag-before-send"_s << u"marked-sent crashed"_s << u"SENT"_s << 0 << QString();
        QTest::addRow("flag-after-send") << u"flag-after-send"_s << u"claimed sent crashed"_s
                                         << u"PROCESSING"_s << 1 << u"claimed sent marked-sent"_s;
        QTest::addRow("outbox-with-provider-key")
            << u"outbox-with-provider-key"_s << u"claimed sent crashed"_s << u"PROCESSING"_s << 1
            << u"claimed deduplicated marked-sent"_s;
    }

    void crashStopsThePassAndLeavesTheRecord()
    {
        QFETCH(QString, strategy);
        QFETCH(QString, steps);
        QFETCH(QString, state);
        QFETCH(int, emails);
        QFETCH(QString, recoverySteps);
        World w;
        w.relay.setStrategy(strategyNamed(strategy));
        w.completeOrder("ord-1");
        w.completeOrder("ord-2");
        w.relay.injectFault(RelayFault::CrashBetweenSendAndMark);

        const RelayReport crashed = w.relay.runOnce();
        QVERIFY(crashed.crashed);
        QCOMPARE(kinds(crashed), steps);
        QCOMPARE(w.emails(), emails);
        const Json record = w.outbox("ord-1");
        QCOMPARE(field(record, "state"), state);
        QCOMPARE(field(record, "attempts"), u"1"_s);
        QCOMPARE(field(w.outbox("ord-2"), "state"), u"READY"_s); // the pass stopped
        if (state == u"PROCESSING") {
            QCOMPARE(field(record, "leaseOwner"), qs(crashed.relayId));
            QCOMPARE(field(record, "leaseExpiresAt"), qs(SimClock::toIso(w.clock.now() + 30'000)));
            QCOMPARE(qs(toString(Reconciliation::check(w.store).find("ord-1")->kind)), u"ok"_s);
        } else {
            QCOMPARE(qs(toString(Reconciliation::check(w.store).find("ord-1")->kind)),
                     u"missing"_s);
        }

        // The next pass only finds ord-2: ord-1 is SENT or still leased.
        const RelayReport next = w.relay.runOnce();
        for (const auto& step : next.steps)
            QCOMPARE(qs(step.orderId), u"ord-2"_s);
        QCOMPARE(field(w.outbox("ord-2"), "state"), u"SENT"_s);

        w.clock.advance(w.relay.lease());
        const RelayReport recovery = w.relay.runOnce();
        QCOMPARE(kinds(recovery), recoverySteps);
        if (!recovery.steps.empty()) {
            QVERIFY(recovery.steps.front().detail.find("taking over from " + crashed.relayId) !=
                    std::string::npos);
            QCOMPARE(field(w.outbox("ord-1"), "state"), u"SENT"_s);
            QCOMPARE(field(w.outbox("ord-1"), "attempts"), u"2"_s);
        }
    }

    void leaseExpiryDuringSend_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<bool>("providerKeys");
        QTest::addColumn<QString>("secondPass");
        QTest::addColumn<int>("emails");
        QTest::addColumn<QString>("providerMessageId");
        QTest::addRow("outbox-with-provider-key/keys")
            << u"outbox-with-provider-key"_s << true
            << u"claimed deduplicated marked-sent lease-expired"_s << 1 << u"msg-000001"_s;
        QTest::addRow("outbox-with-provider-key/no-keys")
            << u"outbox-with-provider-key"_s << false << u"claimed sent marked-sent lease-expired"_s
            << 2 << u"msg-000002"_s;
        // No lease check on the mark: the slow answer overwrites the newer one.
        QTest::addRow("flag-after-send/keys")
            << u"flag-after-send"_s << true << u"claimed sent marked-sent marked-sent"_s << 2
            << u"msg-000001"_s;
    }

    void leaseExpiryDuringSend()
    {
        QFETCH(QString, strategy);
        QFETCH(bool, providerKeys);
        QFETCH(QString, secondPass);
        QFETCH(int, emails);
        QFETCH(QString, providerMessageId);
        World w;
        w.provider.setIdempotency(providerKeys);
        w.relay.setStrategy(strategyNamed(strategy));
        w.completeOrder("ord-1");
        w.relay.injectFault(RelayFault::LeaseExpiryDuringSend);

        const RelayReport first = w.relay.runOnce();
        QCOMPARE(kinds(first), u"claimed sent"_s);
        QCOMPARE(w.emails(), 1); // the slow send did reach the provider
        QCOMPARE(field(w.outbox("ord-1"), "state"), u"PROCESSING"_s);

        // While the lease holds nothing happens, and the answer is still in flight.
        w.clock.advance(w.relay.lease() - 1);
        QVERIFY(w.relay.runOnce().steps.empty());

        w.clock.advance(1);
        const RelayReport second = w.relay.runOnce();
        QCOMPARE(kinds(second), secondPass);
        QCOMPARE(w.emails(), emails);
        const RelayStep& late = second.steps.back();
        QCOMPARE(qs(late.providerMessageId), u"msg-000001"_s);
        QVERIFY(late.detail.find(first.relayId + "'s slow answer") != std::string::npos);
        const Json record = w.outbox("ord-1");
        QCOMPARE(field(record, "state"), u"SENT"_s);
        QCOMPARE(field(record, "providerMessageId"), providerMessageId);
        QCOMPARE(field(record, "attempts"), u"2"_s);

        // The late answer is delivered once.
        w.clock.advance(w.relay.lease());
        QVERIFY(w.relay.runOnce().steps.empty());
    }

    void rejectionBacksOffThenFails_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<int>("maxAttempts");
        QTest::addColumn<qint64>("initialBackoff");
        QTest::addColumn<qint64>("maxBackoff");
        QTest::addColumn<QList<qint64>>("delays");
        QTest::addRow("defaults") << u"outbox-with-provider-key"_s << 5 << qint64{10'000}
                                  << qint64{600'000}
                                  << QList<qint64>{10'000, 20'000, 40'000, 80'000};
        QTest::addRow("capped") << u"outbox-with-provider-key"_s << 6 << qint64{10'000}
                                << qint64{30'000}
                                << QList<qint64>{10'000, 20'000, 30'000, 30'000, 30'000};
        QTest::addRow("single attempt") << u"outbox-with-provider-key"_s << 1 << qint64{10'000}
                                        << qint64{600'000} << QList<qint64>{};
        QTest::addRow("flag-after-send") << u"flag-after-send"_s << 3 << qint64{1'000}
                                         << qint64{600'000} << QList<qint64>{1'000, 2'000};
    }

    void rejectionBacksOffThenFails()
    {
        QFETCH(QString, strategy);
        QFETCH(int, maxAttempts);
        QFETCH(qint64, initialBackoff);
        QFETCH(qint64, maxBackoff);
        QFETCH(QList<qint64>, delays);
        World w;
        w.relay.setStrategy(strategyNamed(strategy));
        w.relay.setMaxAttempts(maxAttempts);
        w.relay.setBackoff(initialBackoff, maxBackoff);
        w.completeOrder("ord-1");

        for (int attempt = 1; attempt <= maxAttempts; ++attempt) {
            w.relay.injectFault(RelayFault::ProviderRejection);
            const RelayReport report = w.relay.runOnce();
            const Json record = w.outbox("ord-1");
            QCOMPARE(field(record, "attempts"), QString::number(attempt));
            QCOMPARE(field(record, "lastError").left(18), u"PROVIDER_REJECTED:"_s);
            QCOMPARE(field(record, "leaseOwner"), u"<absent>"_s);
            if (attempt == maxAttempts) {
                QCOMPARE(kinds(report), u"claimed failed gave-up"_s);
                QCOMPARE(field(record, "state"), u"FAILED"_s);
                QCOMPARE(field(record, "failedAt"), qs(w.clock.nowIso()));
                break;
            }
            QCOMPARE(kinds(report), u"claimed failed retry-scheduled"_s);
            QCOMPARE(field(record, "state"), u"READY"_s);
            const Millis delay = delays.at(attempt - 1);
            QCOMPARE(field(record, "nextAttemptAt"), qs(SimClock::toIso(w.clock.now() + delay)));
            // Not due a millisecond early; the injected fault waits for the send.
            w.clock.advance(delay - 1);
            QVERIFY(w.relay.runOnce().steps.empty());
            QCOMPARE(qs(toString(w.relay.pendingFault())), u"none"_s);
            w.clock.advance(1);
        }
        QCOMPARE(w.emails(), 0);
        w.clock.advance(86'400'000);
        QVERIFY(w.relay.runOnce().steps.empty()); // FAILED waits for an operator
        QCOMPARE(qs(toString(Reconciliation::check(w.store).find("ord-1")->kind)), u"missing"_s);
    }

    // Attempts also run out when relays keep dying: a lease that expires on
    // the last attempt fails the record instead of sending again.
    void failedAfterBound_data()
    {
        QTest::addColumn<bool>("providerKeys");
        QTest::addColumn<int>("emails");
        QTest::addRow("keys") << true << 1;
        QTest::addRow("no-keys") << false << 2;
    }

    void failedAfterBound()
    {
        QFETCH(bool, providerKeys);
        QFETCH(int, emails);
        World w;
        w.provider.setIdempotency(providerKeys);
        w.relay.setMaxAttempts(2);
        w.completeOrder("ord-1");
        for (int attempt = 1; attempt <= 2; ++attempt) {
            w.relay.injectFault(RelayFault::CrashBetweenSendAndMark);
            QVERIFY(w.relay.runOnce().crashed);
            w.clock.advance(w.relay.lease());
        }
        const RelayReport report = w.relay.runOnce();
        QCOMPARE(kinds(report), u"gave-up"_s);
        const Json record = w.outbox("ord-1");
        QCOMPARE(field(record, "state"), u"FAILED"_s);
        QCOMPARE(field(record, "attempts"), u"2"_s);
        QCOMPARE(
            field(record, "lastError"),
            u"ATTEMPTS_EXHAUSTED: all 2 attempts used; the last one, by relay-2, never finished"_s);
        QCOMPARE(w.emails(), emails);
        QCOMPARE(Reconciliation::check(w.store).count(ReceiptFinding::Kind::Duplicated),
                 std::size_t(emails > 1 ? 1 : 0));
    }

    void faultAppliesToTheNextSendOnly()
    {
        World w;
        w.provider.setIdempotency(false);
        w.completeOrder("ord-1");
        w.completeOrder("ord-2");
        w.relay.injectFault(RelayFault::ProviderTimeoutAfterAccept);
        const RelayReport report = w.relay.runOnce();
        QCOMPARE(kinds(report), u"claimed failed retry-scheduled claimed sent marked-sent"_s);
        QCOMPARE(field(w.outbox("ord-1"), "state"), u"READY"_s);
        QCOMPARE(field(w.outbox("ord-1"), "lastError").left(17), u"PROVIDER_TIMEOUT:"_s);
        QCOMPARE(field(w.outbox("ord-2"), "state"), u"SENT"_s);
        QCOMPARE(w.emails(), 2); // the timed-out send went out too
    }

    void recordsTheRelayCannotSendFail()
    {
        World w;
        w.completeOrder("ord-1");
        w.store.runTransaction([](Transaction& tx) { tx.remove("orders/ord-1"); });
        w.store.runTransaction([&](Transaction& tx) {
            tx.create("workflowOutbox/other", Json{{"type", "SEND_SMS"}, {"state", "READY"}});
        });
        const RelayReport report = w.relay.runOnce();
        QCOMPARE(kinds(report), u"gave-up"_s);
        const Json record = w.outbox("ord-1");
        QCOMPARE(field(record, "state"), u"FAILED"_s);
        QCOMPARE(field(record, "lastError"), u"ORDER_NOT_FOUND: orders/ord-1 does not exist"_s);
        QCOMPARE(field(w.store.get("workflowOutbox/other").data(), "state"), u"READY"_s);
        QCOMPARE(w.emails(), 0);
    }

    void recordsWaitUntilDueAndGoInIdOrder()
    {
        World w;
        w.completeOrder("ord-b");
        w.completeOrder("ord-a");
        w.completeOrder("ord-c");
        w.store.runTransaction([&](Transaction& tx) {
            tx.update(OutboxRecord::path(OutboxRecord::receiptId("ord-c")),
                      Json{{"nextAttemptAt", SimClock::toIso(w.clock.now() + 5'000)}});
        });
        const RelayReport report = w.relay.runOnce();
        QStringList orders;
        for (const auto& step : report.steps)
            if (step.kind == RelayStep::Kind::MarkedSent)
                orders << qs(step.orderId);
        QCOMPARE(orders, (QStringList{u"ord-a"_s, u"ord-b"_s}));
        QCOMPARE(field(w.outbox("ord-c"), "state"), u"READY"_s);
        QCOMPARE(qs(toString(Reconciliation::check(w.store).find("ord-c")->kind)), u"pending"_s);
        w.clock.advance(5'000);
        QCOMPARE(kinds(w.relay.runOnce()), u"claimed sent marked-sent"_s);
        QVERIFY(Reconciliation::check(w.store).clean());
    }
};

QTEST_GUILESS_MAIN(TestOutbox)
#include "tst_outbox.moc"
