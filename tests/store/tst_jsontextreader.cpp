// readJsonText must give exactly nlohmann's parse(): the same values with the
// same types, the same errors. The quick reader takes the lab's own text and
// hands everything else to nlohmann.
#include "JsonSameTree.h"
#include "lab/Rng.h"
#include "store/json/JsonText.h"
#include "store/json/JsonTextReader.h"

#include <QTest>

#include <string>
#include <vector>

using namespace atlas;

namespace {

// A tree of the kinds the lab writes: objects, arrays, plain strings,
// integers of both signs and sizes, booleans and nulls.
Json randomTree(Rng& rng, int depth)
{
    const auto kind = rng.below(depth < 4 ? 8 : 5);
    switch (kind) {
    case 0:
        return "s-" + std::to_string(rng.below(1'000'000));
    case 1:
        return rng.next(); // any 64-bit unsigned
    case 2:
        return static_cast<std::int64_t>(rng.next()) | std::int64_t(1) << 63; // negative
    case 3:
        return rng.chance(0.5);
    case 4:
        return nullptr;
    case 5:
    case 6: {
        Json object = Json::object();
        const auto members = rng.below(6);
        for (std::uint64_t i = 0; i < members; ++i)
            object["k" + std::to_string(i) + "-" + std::to_string(rng.below(100))] =
                randomTree(rng, depth + 1);
        return object;
    }
    default: {
        Json array = Json::array();
        const auto items = rng.below(5);
        for (std::uint64_t i = 0; i < items; ++i)
            array.push_back(randomTree(rng, depth + 1));
        return array;
    }
    }
}

} // namespace

class TestJsonTextReader : public QObject
{
    Q_OBJECT
private slots:
    void readsTheLabsTextQuicklyAndAsNlohmannDoes_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("order") << QByteArray(
            "{\"customerId\":\"cust-139\",\"items\":[{\"sku\":\"sku-25\",\"qty\":1,\"price\":95}],"
            "\"total\":95,\"state\":\"COMPLETED\",\"paymentKey\":\"payment-ord-000001\","
            "\"lastEventId\":\"evt-pay-ord-000001-v1\",\"updatedAt\":\"2026-09-16T18:30:00."
            "100Z\"}");
        QTest::newRow("payment key, a nested object with nulls") << QByteArray(
            "{\"key\":\"payment-ord-000001\",\"fingerprint\":{\"orderId\":\"ord-000001\","
            "\"amount\":null,\"currency\":null},\"firstEvent\":\"atlasmart://"
            "payment-simulator|e\"}");
        QTest::newRow("empty object") << QByteArray("{}");
        QTest::newRow("empty array") << QByteArray("[]");
        QTest::newRow("empty containers nested") << QByteArray("{\"a\":[],\"b\":{},\"c\":[{}]}");
        QTest::newRow("spaces everywhere") << QByteArray(" {\n\t\"a\" : [ 1 , true ,null ] }\r\n");
        QTest::newRow("unsigned zero") << QByteArray("0");
        QTest::newRow("signed zero") << QByteArray("-0");
        QTest::newRow("largest unsigned") << QByteArray("18446744073709551615");
        QTest::newRow("smallest signed") << QByteArray("-9223372036854775808");
        QTest::newRow("a bare string") << QByteArray("\"text\"");
        QTest::newRow("empty string and key") << QByteArray("{\"\":\"\"}");
        QTest::newRow("booleans") << QByteArray("[true,false]");
        QTest::newRow("64 levels") << QByteArray(64, '[') + QByteArray(64, ']');
    }
    void readsTheLabsTextQuicklyAndAsNlohmannDoes()
    {
        QFETCH(QByteArray, text);
        const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
        Json quick;
        QVERIFY(readPlainJsonText(view, quick));
        const Json expected = Json::parse(view);
        QVERIFY2(sameJsonTree(quick, expected), quick.dump().c_str());
        QVERIFY(sameJsonTree(readJsonText(view), expected));
        QVERIFY(sameJsonTree(readJsonTextOrDiscarded(view), expected));
    }

    // Everything else goes to nlohmann, which gives what it always gave.
    void leavesTheRestToNlohmann_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("an escape") << QByteArray("{\"a\":\"line\\nbreak\"}");
        QTest::newRow("an escaped quote in a key") << QByteArray("{\"a\\\"b\":1}");
        QTest::newRow("UTF-8") << QByteArray("{\"name\":\"Zoë\"}");
        QTest::newRow("a DEL byte") << QByteArray("\"a\x7f\"");
        QTest::newRow("a fraction") << QByteArray("{\"amount\":12.5}");
        QTest::newRow("an exponent") << QByteArray("[1e3,2E-2]");
        QTest::newRow("past 64 unsigned bits") << QByteArray("18446744073709551616");
        QTest::newRow("past 64 signed bits") << QByteArray("-9223372036854775809");
        QTest::newRow("a repeated key: first place, last value")
            << QByteArray("{\"a\":1,\"b\":2,\"a\":3}");
        QTest::newRow("65 levels") << QByteArray(65, '[') + QByteArray(65, ']');
        QTest::newRow("a byte order mark") << QByteArray("\xEF\xBB\xBF{}");
    }
    void leavesTheRestToNlohmann()
    {
        QFETCH(QByteArray, text);
        const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
        Json quick;
        QVERIFY(!readPlainJsonText(view, quick));
        const Json expected = Json::parse(view);
        QVERIFY(sameJsonTree(readJsonText(view), expected));
        QVERIFY(sameJsonTree(readJsonTextOrDiscarded(view), expected));
    }

    void refusesWhatNlohmannRefuses_data()
    {
        QTest::addColumn<QByteArray>("text");
        for (const char* bad : {"",
                                " ",
                                "{",
                                "}",
                                "[1,]",
                                "[1 2]",
                                "{\"a\":1,}",
                                "{\"a\" 1}",
                                "{a:1}",
                                "01",
                                "-",
                                "-01",
                                "1x",
                                "1.",
                                "truex",
                                "nul",
                                "\"open",
                                "{\"a\":1}}",
                                "[]]",
                                "\"tab\there\"",
                                "{\"a\":[1,{\"b\":tru}]}"})
            QTest::newRow(bad) << QByteArray(bad);
    }
    void refusesWhatNlohmannRefuses()
    {
        QFETCH(QByteArray, text);
        const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
        Json quick;
        QVERIFY(!readPlainJsonText(view, quick));
        QVERIFY(readJsonTextOrDiscarded(view).is_discarded());
        std::string expected;
        try {
            [[maybe_unused]] const Json parsed = Json::parse(view);
        } catch (const Json::parse_error& error) {
            expected = error.what();
        }
        QVERIFY(!expected.empty());
        try {
            [[maybe_unused]] const Json read = readJsonText(view);
            QFAIL("no error");
        } catch (const Json::parse_error& error) {
            QCOMPARE(std::string(error.what()), expected);
        }
    }

    // Whatever the lab's writer writes of such trees, the quick reader
    // takes whole and gives back as it was.
    void readsBackWhatTheWriterWrites()
    {
        Rng rng(14);
        for (int i = 0; i < 2'000; ++i) {
            const Json tree = randomTree(rng, 0);
            const std::string text = toJsonText(tree);
            Json quick;
            QVERIFY2(readPlainJsonText(text, quick), text.c_str());
            QVERIFY2(sameJsonTree(quick, tree), text.c_str());
            QVERIFY(sameJsonTree(quick, Json::parse(text)));
        }
    }

    // A text given up deep inside objects and arrays leaves nothing behind
    // for the next one.
    void aTextGivenUpHalfwayLeavesNothingBehind()
    {
        Json quick;
        QVERIFY(!readPlainJsonText("{\"a\":{\"b\":[1,2,{\"c\":\"d\",\"e\":1.5}]}}", quick));
        QVERIFY(readPlainJsonText("{\"x\":[3],\"y\":{\"z\":4}}", quick));
        QCOMPARE(quick.dump(), std::string("{\"x\":[3],\"y\":{\"z\":4}}"));
    }
};

QTEST_APPLESS_MAIN(TestJsonTextReader)
#include "tst_jsontextreader.moc"
