#include "delivery/PackedEvent.h"

#include <QtTest>

#include <string>
#include <utility>

using namespace atlas;

namespace {

CloudEvent sample()
{
    CloudEvent e;
    e.source = "atlasmart://payment-simulator";
    e.id = "evt-pay-ord-000425-v1";
    e.type = "PAYMENT_SUCCEEDED";
    e.subject = "orders/ord-000425";
    e.time = "2026-09-16T18:30:08.500Z";
    e.orderId = "ord-000425";
    e.paymentIdempotencyKey = "payment-ord-000425";
    e.correlationId = "corr-ord-000425";
    e.occurredAt = "2026-09-16T18:30:08.400Z";
    e.data = Json{{"total", 4200}, {"items", Json::array({Json{{"sku", "mug"}, {"qty", 2}}})}};
    return e;
}

} // namespace

class TestPackedEvent : public QObject
{
    Q_OBJECT

private slots:
    void unpacksWhatWasPacked()
    {
        const CloudEvent e = sample();
        const PackedEvent packed(e);
        QVERIFY(packed.unpack() == e);
        QVERIFY(packed == e);
    }

    void viewsNameTheKeyAndItsParts()
    {
        const PackedEvent packed(sample());
        QCOMPARE(packed.type(), std::string_view("PAYMENT_SUCCEEDED"));
        QCOMPARE(packed.source(), std::string_view("atlasmart://payment-simulator"));
        QCOMPARE(packed.id(), std::string_view("evt-pay-ord-000425-v1"));
        QCOMPARE(packed.key(), std::string_view(sample().key()));
    }

    // The key is source|id, so a '|' inside either must not move the split:
    // these two events share their key but are different events.
    void barInSourceOrIdStaysWhereItWas()
    {
        CloudEvent a = sample();
        a.source = "a|b";
        a.id = "c";
        CloudEvent b = sample();
        b.source = "a";
        b.id = "b|c";
        const PackedEvent pa(a);
        const PackedEvent pb(b);
        QCOMPARE(pa.key(), pb.key());
        QCOMPARE(pa.source(), std::string_view("a|b"));
        QCOMPARE(pb.id(), std::string_view("b|c"));
        QVERIFY(pa.unpack() == a);
        QVERIFY(pb.unpack() == b);
        QVERIFY(!(pa == pb));
    }

    // Lengths of 128 bytes and more take two length bytes or more.
    void longFieldsAndEmptyOnes()
    {
        CloudEvent e = sample();
        e.type = std::string(300, 't');
        e.source = std::string(20'000, 's');
        e.id.clear();
        e.subject.clear();
        e.data = Json::object();
        const PackedEvent packed(e);
        QCOMPARE(packed.type().size(), std::size_t{300});
        QCOMPARE(packed.source().size(), std::size_t{20'000});
        QVERIFY(packed.id().empty());
        QCOMPARE(packed.key().size(), std::size_t{20'001});
        QVERIFY(packed.unpack() == e);
    }

    void copiesAndMovesKeepTheirViews()
    {
        PackedEvent original{sample()};
        PackedEvent copy = original;
        QCOMPARE(copy.key(), original.key());
        QVERIFY(copy.key().data() != original.key().data());
        PackedEvent moved = std::move(original);
        QCOMPARE(moved.type(), std::string_view("PAYMENT_SUCCEEDED"));
        QVERIFY(moved.unpack() == sample());
        // A moved-from event has no views and refuses to unpack.
        QVERIFY(original.key().empty()); // NOLINT(bugprone-use-after-move)
        QVERIFY(original.type().empty());
        QVERIFY(original.id().empty());
        QVERIFY_THROWS_EXCEPTION(std::logic_error, original.unpack());
        original = copy;
        QCOMPARE(original.id(), std::string_view("evt-pay-ord-000425-v1"));
    }
};

QTEST_GUILESS_MAIN(TestPackedEvent)
#include "tst_packedevent.moc"
