#include "delivery/CloudEvent.h"
#include "delivery/EventFormatError.h"

#include <QtTest>

using namespace atlas;

namespace {

// moc does not understand raw string literals: inside one, a "//" or an
// unpaired quote derails it and it then finds no test class. Events holding
// URLs are therefore built as JSON values, and such texts use plain literals.

// The lesson's payment event, as printed (flat form).
QByteArray lessonFlatEvent()
{
    const Json event = {{"source", "atlasmart://payment-simulator"},
                        {"id", "evt-pay-success-ord-ch10-001-v1"},
                        {"type", "PAYMENT_SUCCEEDED"},
                        {"orderId", "ord-ch10-001"},
                        {"paymentIdempotencyKey", "payment-ord-ch10-001"},
                        {"correlationId", "corr-ch10-001"},
                        {"occurredAt", "2026-09-16T18:30:00Z"},
                        {"total", 4200},
                        {"items", Json::array({{{"sku", "mug"}, {"qty", 2}}})}};
    return QByteArray::fromStdString(event.dump(2));
}

// The same event as a structured CloudEvents envelope.
QByteArray lessonEnvelopeEvent()
{
    const Json event = {{"specversion", "1.0"},
                        {"source", "atlasmart://payment-simulator"},
                        {"id", "evt-pay-success-ord-ch10-001-v1"},
                        {"type", "PAYMENT_SUCCEEDED"},
                        {"datacontenttype", "application/json"},
                        {"data",
                         {{"orderId", "ord-ch10-001"},
                          {"paymentIdempotencyKey", "payment-ord-ch10-001"},
                          {"correlationId", "corr-ch10-001"},
                          {"occurredAt", "2026-09-16T18:30:00Z"},
                          {"total", 4200},
                          {"items", Json::array({{{"sku", "mug"}, {"qty", 2}}})}}}};
    return QByteArray::fromStdString(event.dump(2));
}

} // namespace

class TestCloudEvent : public QObject
{
    Q_OBJECT
private slots:
    void hostileTextIsAFormatError()
    {
        for (const std::string& text :
             {std::string(R"({"source": "s", "id": 1e400})"), std::string(200'000, '['),
              std::string("{\"a\": -1E+999}"), std::string("{\"unclosed\": ")}) {
            try {
                CloudEvent::parse(text);
                QFAIL("accepted");
            } catch (const EventFormatError& error) {
                QVERIFY2(std::string(error.what()).find("json.exception") == std::string::npos,
                         error.what());
            }
        }
    }

    void flatAndEnvelopeParseToTheSameEvent()
    {
        const CloudEvent flat = CloudEvent::parse(lessonFlatEvent().toStdString());
        const CloudEvent envelope = CloudEvent::parse(lessonEnvelopeEvent().toStdString());
        QCOMPARE(flat, envelope);
        QCOMPARE(flat.specversion, std::string("1.0"));
        QCOMPARE(flat.source, std::string("atlasmart://payment-simulator"));
        QCOMPARE(flat.id, std::string("evt-pay-success-ord-ch10-001-v1"));
        QCOMPARE(flat.type, std::string("PAYMENT_SUCCEEDED"));
        QCOMPARE(flat.orderId, std::string("ord-ch10-001"));
        QCOMPARE(flat.paymentIdempotencyKey, std::string("payment-ord-ch10-001"));
        QCOMPARE(flat.correlationId, std::string("corr-ch10-001"));
        QCOMPARE(flat.occurredAt, std::string("2026-09-16T18:30:00Z"));
        // Only the payload beyond the workflow fields stays in data, in order.
        QCOMPARE(flat.data, Json::parse(R"({"total": 4200, "items": [{"sku": "mug", "qty": 2}]})"));
        QCOMPARE(flat.key(),
                 std::string("atlasmart://payment-simulator|evt-pay-success-ord-ch10-001-v1"));
    }

    void roundTrips_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addRow("lesson flat form") << lessonFlatEvent();
        QTest::addRow("envelope form") << lessonEnvelopeEvent();
        QTest::addRow("subject and time") << QByteArray(
            R"({"source": "s", "id": "1", "type": "ORDER_CREATED", "subject": "orders/o1",)"
            R"( "time": "2026-09-16T18:30:00Z", "orderId": "o1"})");
        QTest::addRow("attributes only")
            << QByteArray(R"({"source": "s", "id": "1", "type": "T"})");
        QTest::addRow("nested payload") << QByteArray(
            R"({"source": "s", "id": "1", "type": "T", "data": {"card": {"last4": "4242"},)"
            R"( "tags": ["a", "b"], "refunded": false, "note": null}})");
    }

    void roundTrips()
    {
        QFETCH(QByteArray, text);
        const CloudEvent event = CloudEvent::parse(text.toStdString());
        QCOMPARE(CloudEvent::fromJson(event.toJson()), event);
        QCOMPARE(CloudEvent::fromJson(event.toEnvelope()), event);
        QCOMPARE(CloudEvent::parse(event.toJson().dump()), event);
        QVERIFY(!event.toJson().contains("data"));
        QVERIFY(event.toEnvelope().at("data").is_object());
        QCOMPARE(event.toEnvelope().at("specversion"), Json("1.0"));
    }

    void envelopeKeepsPayloadMembersNamedLikeAttributes()
    {
        const CloudEvent event =
            CloudEvent::parse(R"({"source": "s", "id": "evt-1", "type": "ITEM_ADDED",)"
                              R"( "data": {"orderId": "o1", "id": "line-7", "type": "gift"}})");
        QCOMPARE(event.id, std::string("evt-1"));
        QCOMPARE(event.type, std::string("ITEM_ADDED"));
        QCOMPARE(event.orderId, std::string("o1"));
        QCOMPARE(event.data, Json::parse(R"({"id": "line-7", "type": "gift"})"));
        QCOMPARE(CloudEvent::fromJson(event.toEnvelope()), event);
        // The flat form cannot hold them; it must not let them overwrite the attributes.
        const Json flat = event.toJson();
        QCOMPARE(flat.at("id"), Json("evt-1"));
        QCOMPARE(flat.at("type"), Json("ITEM_ADDED"));
    }

    void contextAttributesStayOutOfThePayload()
    {
        const CloudEvent event = CloudEvent::parse(
            R"({"source": "s", "id": "1", "type": "T", "datacontenttype": "application/json",)"
            "\"dataschema\": \"https://atlasmart.example/schemas/t\", \"total\": 1}");
        QCOMPARE(event.data, Json::parse(R"({"total": 1})"));
    }

    void inboxIdEncodesLikeEncodeURIComponent_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("inboxId");
        QTest::addRow("lesson key")
            << QStringLiteral("atlasmart://payment-simulator") << QStringLiteral("evt-1")
            << QStringLiteral("atlasmart%3A%2F%2Fpayment-simulator%7Cevt-1");
        QTest::addRow("unreserved marks kept")
            << QStringLiteral("a-b_c.d!e~f*g'h(i)j") << QStringLiteral("0")
            << QStringLiteral("a-b_c.d!e~f*g'h(i)j%7C0");
        QTest::addRow("space, slash, percent, plus")
            << QStringLiteral("s p/%+") << QStringLiteral("x")
            << QStringLiteral("s%20p%2F%25%2B%7Cx");
        QTest::addRow("utf-8 bytes") << QStringLiteral("caf\u00e9") << QStringLiteral("\u20ac")
                                     << QStringLiteral("caf%C3%A9%7C%E2%82%AC");
    }

    void inboxIdEncodesLikeEncodeURIComponent()
    {
        QFETCH(QString, source);
        QFETCH(QString, id);
        QFETCH(QString, inboxId);
        CloudEvent event;
        event.source = source.toStdString();
        event.id = id.toStdString();
        QCOMPARE(QString::fromStdString(event.inboxId()), inboxId);
        QCOMPARE(event.key(), source.toStdString() + '|' + id.toStdString());
    }

    void rejectsMalformedEvents_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        QTest::addRow("not JSON") << QByteArray("not json") << QString()
                                  << QStringLiteral("valid JSON (error at byte 2:");
        QTest::addRow("truncated JSON")
            << QByteArray(R"({"source": )") << QString()
            << QStringLiteral(
                   "valid JSON (error at byte 12: parse error at line 1, column 12: syntax error");
        QTest::addRow("not an object")
            << QByteArray("[1, 2]") << QString()
            << QStringLiteral("a JSON object for the event (array [1,2])");
        QTest::addRow("missing source")
            << QByteArray(R"({"id": "e1", "type": "T"})") << QStringLiteral("source")
            << QStringLiteral(
                   "field 'source': expected a non-empty string (CloudEvents requires it), "
                   "found nothing");
        QTest::addRow("missing id")
            << QByteArray(R"({"source": "s", "type": "T"})") << QStringLiteral("id")
            << QStringLiteral("field 'id': expected a non-empty string");
        QTest::addRow("missing type")
            << QByteArray(R"({"source": "s", "id": "e1"})") << QStringLiteral("type")
            << QStringLiteral("field 'type': expected a non-empty string");
        QTest::addRow("id is a number")
            << QByteArray(R"({"source": "s", "id": 42, "type": "T"})") << QStringLiteral("id")
            << QStringLiteral("field 'id': expected a non-empty string, found number 42");
        QTest::addRow("empty id")
            << QByteArray(R"({"source": "s", "id": "", "type": "T"})") << QStringLiteral("id")
            << QStringLiteral("field 'id': expected a non-empty string, found string \"\"");
        QTest::addRow("null source")
            << QByteArray(R"({"source": null, "id": "e1", "type": "T"})")
            << QStringLiteral("source")
            << QStringLiteral("field 'source': expected a non-empty string, found null");
        QTest::addRow("type is an object")
            << QByteArray(R"({"source": "s", "id": "e1", "type": {"name": "T"}})")
            << QStringLiteral("type")
            << QStringLiteral(
                   R"(field 'type': expected a non-empty string, found object {"name":"T"})");
        QTest::addRow("orderId is a number")
            << QByteArray(R"({"source": "s", "id": "e1", "type": "T", "orderId": 7})")
            << QStringLiteral("orderId")
            << QStringLiteral("field 'orderId': expected a string, found number 7");
        QTest::addRow("data.orderId is a boolean")
            << QByteArray(R"({"source": "s", "id": "e1", "type": "T", "data": {"orderId": true}})")
            << QStringLiteral("data.orderId")
            << QStringLiteral("field 'data.orderId': expected a string, found boolean true");
        QTest::addRow("data is an array")
            << QByteArray(R"({"source": "s", "id": "e1", "type": "T", "data": [1, 2]})")
            << QStringLiteral("data")
            << QStringLiteral("field 'data': expected a JSON object, found array [1,2]");
        QTest::addRow("data is a string")
            << QByteArray(R"({"source": "s", "id": "e1", "type": "T", "data": "x"})")
            << QStringLiteral("data")
            << QStringLiteral("field 'data': expected a JSON object, found string \"x\"");
        QTest::addRow("specversion 0.3")
            << QByteArray(R"({"specversion": "0.3", "source": "s", "id": "e1", "type": "T"})")
            << QStringLiteral("specversion")
            << QStringLiteral(R"(field 'specversion': expected "1.0", found string "0.3")");
        QTest::addRow("empty specversion")
            << QByteArray(R"({"specversion": "", "source": "s", "id": "e1", "type": "T"})")
            << QStringLiteral("specversion")
            << QStringLiteral(R"(field 'specversion': expected "1.0", found string "")");
        QTest::addRow("numeric specversion")
            << QByteArray(R"({"specversion": 1.0, "source": "s", "id": "e1", "type": "T"})")
            << QStringLiteral("specversion")
            << QStringLiteral(R"(field 'specversion': expected "1.0", found number 1.0)");
        QTest::addRow("long value is shortened")
            << QByteArray(
                   R"({"source": "s", "id": ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"], "type": "T"})")
            << QStringLiteral("id")
            << QStringLiteral("found array [\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...");
    }

    void rejectsMalformedEvents()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, field);
        QFETCH(QString, message);
        try {
            CloudEvent::parse(text.toStdString());
            QFAIL("parse accepted a malformed event");
        } catch (const EventFormatError& error) {
            QCOMPARE(QString::fromStdString(error.field()), field);
            const QString what = QString::fromStdString(error.what());
            QVERIFY2(what.contains(message), qPrintable(what));
        }
    }
};

QTEST_GUILESS_MAIN(TestCloudEvent)
#include "tst_cloudevent.moc"
