// Retry policy and ack deadline bounds, their JSON form, and the names they print.
#include "DeliveryTestSupport.h"

using namespace atlas;
using namespace atlas::deliverytest;

class TestRetryPolicy : public QObject
{
    Q_OBJECT
private slots:
    void invalidPoliciesAreRejected_data()
    {
        QTest::addColumn<qint64>("minBackoff");
        QTest::addColumn<qint64>("maxBackoff");
        QTest::addColumn<int>("maxAttempts");
        QTest::addColumn<qint64>("retention");
        QTest::addColumn<QString>("message");
        const qint64 day = 86'400'000;
        QTest::addRow("negative min backoff")
            << qint64(-1) << qint64(600'000) << 5 << day
            << QStringLiteral("minimum backoff (minBackoffMs) must be between 0 and 600000 ms "
                              "(0..600 s); got -1");
        QTest::addRow("min backoff over 600 s") << qint64(600'001) << qint64(600'000) << 5 << day
                                                << QStringLiteral("(minBackoffMs) must be between");
        QTest::addRow("max backoff over 600 s")
            << qint64(10'000) << qint64(600'001) << 5 << day
            << QStringLiteral("maximum backoff (maxBackoffMs) must be between 0 and 600000 ms "
                              "(0..600 s); got 600001");
        QTest::addRow("max below min")
            << qint64(20'000) << qint64(10'000) << 5 << day
            << QStringLiteral("maximum backoff (maxBackoffMs) must be at least the "
                              "minimum backoff (20000 ms); got 10000");
        QTest::addRow("4 attempts")
            << qint64(10'000) << qint64(600'000) << 4 << day
            << QStringLiteral(
                   "max delivery attempts (maxAttempts) must be between 5 and 100; got 4");
        QTest::addRow("101 attempts") << qint64(10'000) << qint64(600'000) << 101 << day
                                      << QStringLiteral("between 5 and 100; got 101");
        QTest::addRow("retention under 10 min")
            << qint64(10'000) << qint64(600'000) << 5 << qint64(599'999)
            << QStringLiteral("message retention (retentionMs) must be between 600000 ms (10 min) "
                              "and 604800000 ms (7 days); got 599999");
        QTest::addRow("retention over 7 days")
            << qint64(10'000) << qint64(600'000) << 5 << qint64(604'800'001)
            << QStringLiteral("got 604800001");
    }

    void invalidPoliciesAreRejected()
    {
        QFETCH(qint64, minBackoff);
        QFETCH(qint64, maxBackoff);
        QFETCH(int, maxAttempts);
        QFETCH(qint64, retention);
        QFETCH(QString, message);
        RetryPolicy p;
        p.minBackoff = minBackoff;
        p.maxBackoff = maxBackoff;
        p.maxDeliveryAttempts = maxAttempts;
        p.retention = retention;
        const QString error = QString::fromStdString(p.validate());
        QVERIFY2(error.contains(message), qPrintable(error));
        Rig rig;
        try {
            rig.channel.setPolicy(p);
            QFAIL("setPolicy accepted an invalid policy");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(QString::fromStdString(e.what()), error);
        }
        QCOMPARE(rig.channel.policy(), RetryPolicy());
    }

    void policyBoundsAreInclusive_data()
    {
        QTest::addColumn<qint64>("minBackoff");
        QTest::addColumn<qint64>("maxBackoff");
        QTest::addColumn<int>("maxAttempts");
        QTest::addColumn<qint64>("retention");
        QTest::addRow("lowest") << qint64(0) << qint64(0) << 5 << qint64(600'000);
        QTest::addRow("highest") << qint64(600'000) << qint64(600'000) << 100
                                 << qint64(604'800'000);
        QTest::addRow("defaults") << qint64(10'000) << qint64(600'000) << 5 << qint64(86'400'000);
    }

    void policyBoundsAreInclusive()
    {
        QFETCH(qint64, minBackoff);
        QFETCH(qint64, maxBackoff);
        QFETCH(int, maxAttempts);
        QFETCH(qint64, retention);
        RetryPolicy p;
        p.minBackoff = minBackoff;
        p.maxBackoff = maxBackoff;
        p.maxDeliveryAttempts = maxAttempts;
        p.retention = retention;
        QCOMPARE(p.validate(), std::string());
        SimClock clock;
        DeliveryChannel channel(clock);
        channel.setPolicy(p);
        QCOMPARE(channel.policy(), p);
    }

    void ackDeadlineBounds_data()
    {
        QTest::addColumn<qint64>("deadline");
        QTest::addColumn<bool>("valid");
        QTest::addRow("zero") << qint64(0) << false;
        QTest::addRow("negative") << qint64(-10'000) << false;
        QTest::addRow("just under 10 s") << qint64(9'999) << false;
        QTest::addRow("10 s") << qint64(10'000) << true;
        QTest::addRow("600 s") << qint64(600'000) << true;
        QTest::addRow("just over 600 s") << qint64(600'001) << false;
    }

    void ackDeadlineBounds()
    {
        QFETCH(qint64, deadline);
        QFETCH(bool, valid);
        SimClock clock;
        DeliveryChannel channel(clock);
        QCOMPARE(channel.ackDeadline(), 10'000);
        if (valid) {
            channel.setAckDeadline(deadline);
            QCOMPARE(channel.ackDeadline(), deadline);
            return;
        }
        try {
            channel.setAckDeadline(deadline);
            QFAIL("setAckDeadline accepted an out-of-range deadline");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(QString::fromStdString(e.what()),
                     QStringLiteral("ack deadline must be between 10000 and 600000 ms (10..600 s); "
                                    "got %1")
                         .arg(deadline));
        }
        QCOMPARE(channel.ackDeadline(), 10'000);
    }

    void policyJsonRoundTrips()
    {
        RetryPolicy p;
        p.mode = RetryMode::Unlimited;
        p.minBackoff = 0;
        p.maxBackoff = 30'000;
        p.maxDeliveryAttempts = 12;
        p.deadLetterTopic = false;
        p.retention = 3'600'000;
        const Json json = p.toJson();
        QCOMPARE(json, Json::parse(
                           R"({"mode": "unlimited", "minBackoffMs": 0,)"
                           R"( "maxBackoffMs": 30000, "maxAttempts": 12, "deadLetterTopic": false,)"
                           R"( "retentionMs": 3600000})"));
        QCOMPARE(RetryPolicy::fromJson(json), p);
        QCOMPARE(RetryPolicy::fromJson(Json::object()), RetryPolicy());
        QCOMPARE(name(RetryPolicy::fromJson(Json{{"mode", "off"}}).mode), name(RetryMode::Off));
    }

    void policyJsonErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::addRow("not an object")
            << QByteArray("[]")
            << QStringLiteral("retry policy: expected a JSON object, found array []");
        QTest::addRow("unknown mode")
            << QByteArray(R"({"mode": "sometimes"})")
            << QStringLiteral(R"(retry policy field 'mode': expected "off", "bounded" or )"
                              R"("unlimited", found string "sometimes")");
        QTest::addRow("mode not a string")
            << QByteArray(R"({"mode": 1})") << QStringLiteral("field 'mode'");
        QTest::addRow("backoff as a string")
            << QByteArray(R"({"minBackoffMs": "10000"})")
            << QStringLiteral(
                   R"(retry policy field 'minBackoffMs': expected an integer, found string "10000")");
        QTest::addRow("fractional backoff")
            << QByteArray(R"({"maxBackoffMs": 1.5})")
            << QStringLiteral("field 'maxBackoffMs': expected an integer, found number 1.5");
        QTest::addRow("attempts overflow int")
            << QByteArray(R"({"maxAttempts": 4294967301})")
            << QStringLiteral("field 'maxAttempts': expected an integer within the allowed range");
        QTest::addRow("topic not a boolean")
            << QByteArray(R"({"deadLetterTopic": "yes"})")
            << QStringLiteral(
                   R"(field 'deadLetterTopic': expected true or false, found string "yes")");
        QTest::addRow("misspelt field")
            << QByteArray(R"({"maxAttemps": 7})") << QStringLiteral("unknown field 'maxAttemps'");
        QTest::addRow("out of range") << QByteArray(R"({"maxAttempts": 3})")
                                      << QStringLiteral("max delivery attempts (maxAttempts) must "
                                                        "be between 5 and 100; got 3");
    }

    void policyJsonErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        try {
            RetryPolicy::fromJson(Json::parse(json.toStdString()));
            QFAIL("fromJson accepted an invalid policy");
        } catch (const std::invalid_argument& e) {
            const QString what = QString::fromStdString(e.what());
            QVERIFY2(what.contains(message), qPrintable(what));
        }
    }

    void enumNames_data()
    {
        QTest::addColumn<RetryMode>("mode");
        QTest::addColumn<QString>("name");
        QTest::addRow("off") << RetryMode::Off << QStringLiteral("off");
        QTest::addRow("bounded") << RetryMode::Bounded << QStringLiteral("bounded");
        QTest::addRow("unlimited") << RetryMode::Unlimited << QStringLiteral("unlimited");
    }

    void enumNames()
    {
        QFETCH(RetryMode, mode);
        QFETCH(QString, name);
        QCOMPARE(QString::fromStdString(std::string(toString(mode))), name);
        QCOMPARE(retryModeFromString(name.toStdString()), std::optional<RetryMode>(mode));
        QVERIFY(!retryModeFromString("Bounded"));
        QCOMPARE(toString(MessageStatus::DeadLettered), std::string_view("dead-lettered"));
        QCOMPARE(toString(Delivery::Cause::AckDeadline), std::string_view("ack-deadline"));
        QCOMPARE(toString(ChannelEvent::Kind::RedeliveryScheduled),
                 std::string_view("redelivery-scheduled"));
    }

    void durationsReadLikeTheDocs_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::addRow("zero") << qint64(0) << QStringLiteral("0 s");
        QTest::addRow("10 s") << qint64(10'000) << QStringLiteral("10 s");
        QTest::addRow("600 s") << qint64(600'000) << QStringLiteral("600 s");
        QTest::addRow("sub-second") << qint64(1'500) << QStringLiteral("1500 ms");
        QTest::addRow("90 min") << qint64(5'400'000) << QStringLiteral("90 min");
        QTest::addRow("24 h") << qint64(86'400'000) << QStringLiteral("24 h");
    }

    void durationsReadLikeTheDocs()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(formatDuration(ms)), text);
    }

    void elapsedTimesReadLikeAClock_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::addRow("start") << qint64(0) << QStringLiteral("T+0:00:00");
        QTest::addRow("past a minute") << qint64(65'000) << QStringLiteral("T+0:01:05");
        QTest::addRow("sub-second") << qint64(1'250) << QStringLiteral("T+0:00:01.250");
        QTest::addRow("few ms") << qint64(3'600'007) << QStringLiteral("T+1:00:00.007");
        QTest::addRow("past a day") << qint64(90'061'000) << QStringLiteral("T+25:01:01");
    }

    void elapsedTimesReadLikeAClock()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(formatElapsed(ms)), text);
    }
};

QTEST_GUILESS_MAIN(TestRetryPolicy)
#include "tst_retrypolicy.moc"
