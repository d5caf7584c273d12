// Document paths, their encoding, JSON text and size limits.
#include "StoreTestSupport.h"
#include "delivery/CloudEvent.h"
#include "store/JoinedText.h"
#include "store/json/JsonMember.h"
#include "store/json/JsonObjectText.h"
#include "workflow/WorkflowDocuments.h"

#include <optional>

using namespace atlas;
using namespace atlas::storetest;

class TestStorePaths : public QObject
{
    Q_OBJECT
private slots:
    // --- paths -----------------------------------------------------------

    void badPaths_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("because");
        QTest::addRow("collection only") << "orders"
                                         << "even number of segments";
        QTest::addRow("odd segments") << "orders/o1/items"
                                      << "found 3";
        QTest::addRow("empty") << ""
                               << "empty";
        QTest::addRow("double slash") << "orders//o1"
                                      << "'//'";
        QTest::addRow("leading slash") << "/orders/o1"
                                       << "'//' or start or end with '/'";
        QTest::addRow("trailing slash") << "orders/o1/"
                                        << "'//' or start or end with '/'";
        QTest::addRow("dot") << "orders/."
                             << "'.' or '..'";
        QTest::addRow("dot dot") << "../o1"
                                 << "'.' or '..'";
        QTest::addRow("id too long") << QStringLiteral("orders/") + QString(1501, QLatin1Char('x'))
                                     << "is 1501 bytes; the limit is 1,500 bytes";
        QTest::addRow("reserved id") << "orders/__o1__"
                                     << "which Firestore reserves";
        QTest::addRow("reserved collection") << "__orders__/o1"
                                             << "which Firestore reserves";
        QTest::addRow("four underscores") << "orders/____"
                                          << "which Firestore reserves";
        QTest::addRow("dot dot in a nested path") << "a/b/../o1"
                                                  << "'.' or '..'";
    }

    void badPaths()
    {
        QFETCH(QString, path);
        QFETCH(QString, because);
        const std::string p = path.toStdString();
        const std::string why = because.toStdString();
        SimClock clock;
        DocumentStore store(clock);
        const std::vector<std::optional<StoreError>> errors = {
            storeErrorOf([&] { store.get(p); }),
            storeErrorOf([&] { WriteBatch().create(p, Json::object()); }),
            storeErrorOf([&] { store.runTransaction([&](Transaction& tx) { tx.set(p, {}); }); }),
            storeErrorOf([&] { DocumentPath::parse(p); }),
            storeErrorOf([&] { DocumentPath::check(p); }),
        };
        for (const auto& error : errors) {
            QVERIFY(error);
            QCOMPARE(codeOf(error), std::string("INVALID_ARGUMENT"));
            QVERIFY2(contains(error->message(), why.c_str()), error->what());
            // Long ids are abbreviated so the message stays readable.
            QVERIFY2(error->message().size() < 300, error->what());
        }
        QVERIFY(store.collections().empty());
    }

    void goodPaths()
    {
        SimClock clock;
        DocumentStore store(clock);
        const std::string longId(DocumentPath::kMaxIdBytes, 'x');
        store.commit(WriteBatch()
                         .create("orders/" + longId, Json::object())
                         .create("orders/_o1_", Json::object())
                         .create("orders/%2F%7C", Json::object())
                         .create("a/b/c/d/e/f", Json::object()));
        QCOMPARE(store.count("orders"), 3u);
        QCOMPARE(store.count("a/b/c/d/e"), 1u);
        const auto path = DocumentPath::parse("counters/revenue/shards/0");
        QCOMPARE(path.collection(), std::string("counters/revenue/shards"));
        QCOMPARE(path.id(), std::string("0"));
        QCOMPARE(path.str(), std::string("counters/revenue/shards/0"));
        // Where the id starts, for reads that need no parts.
        QCOMPARE(DocumentPath::check("counters/revenue/shards/0"), std::size_t{24});
        QCOMPARE(DocumentPath::check("orders/" + longId), std::size_t{7});
        // Read back by their whole paths, nested and long ones too.
        for (const std::string& p : {"orders/" + longId, std::string("orders/_o1_"),
                                     std::string("orders/%2F%7C"), std::string("a/b/c/d/e/f")})
            QVERIFY2(store.get(p).exists(), p.c_str());
        QVERIFY(!store.get("a/b/c/d/e/g").exists());
        // Near what is refused, but allowed.
        for (const std::string id : {".a", "...", "a.", "___", "__a_", "_a__", "__", "a__b"}) {
            QCOMPARE(DocumentPath::check("orders/" + id), std::size_t{7});
            QCOMPARE(DocumentPath::parse("orders/" + id).id(), id);
        }
        QVERIFY(!store.get("a/b/c/d/e/o1").exists());
        QCOMPARE(DocumentPath("orders", "o1"), DocumentPath::parse("orders/o1"));
        QCOMPARE(codeOf(storeErrorOf([] { DocumentPath("workflowEvents", "src|a/b"); })),
                 std::string("INVALID_ARGUMENT"));
    }

    void percentEncode_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("encoded");
        QTest::addRow("source and id") << "//atlasmart/payments|evt-1"
                                       << "%2F%2Fatlasmart%2Fpayments%7Cevt-1";
        QTest::addRow("unreserved kept") << "aZ09-_.!~*'()"
                                         << "aZ09-_.!~*'()";
        QTest::addRow("space and percent") << "a b%"
                                           << "a%20b%25";
        QTest::addRow("utf-8") << QStringLiteral("é") << "%C3%A9";
        QTest::addRow("every byte encoded") << "|||"
                                            << "%7C%7C%7C";
        QTest::addRow("empty") << ""
                               << "";
    }

    void percentEncode()
    {
        QFETCH(QString, text);
        QFETCH(QString, encoded);
        QCOMPARE(DocumentPath::percentEncode(text.toStdString()), encoded.toStdString());
    }

    // The inbox id is key() encoded, for a key joined on the stack (up to
    // 256 bytes) and for a longer one.
    void inboxIdIsTheEncodedKey()
    {
        for (const std::size_t size : {0, 1, 200, 254, 255, 256, 257, 600}) {
            CloudEvent event;
            event.source = "//atlasmart/" + std::string(size / 2, 's');
            event.id = "evt|" + std::string(size - size / 2, 'i');
            QCOMPARE(event.inboxId(), DocumentPath::percentEncode(event.key()));
            QCOMPARE(WorkflowDocuments::inboxPath(event),
                     "workflowEvents/" + DocumentPath::percentEncode(event.key()));
        }
    }

    // The parts end to end, whatever their kinds and sizes (empty ones, and
    // across the short-string room), in a buffer cut to about their size.
    void joinedTextIsThePartsEndToEnd()
    {
        for (const std::size_t size : {0, 1, 7, 8, 15, 16, 40, 300}) {
            const std::string collection(size, 'c');
            const std::string_view id = "ord-000001";
            const std::string joined = joinedText(collection, "/", id, "", std::string(size, 'i'));
            QCOMPARE(joined, collection + "/" + std::string(id) + std::string(size, 'i'));
            QVERIFY(joined.capacity() < joined.size() + 16);
        }
        QCOMPARE(joinedText(), std::string());
        QCOMPARE(WorkflowDocuments::orderPath("ord-7"), std::string("orders/ord-7"));
        QCOMPARE(WorkflowDocuments::receiptPath("ord-7"),
                 std::string("workflowOutbox/email-receipt-ord-7"));
        QCOMPARE(DocumentPath("a/b/c", "d").str(), std::string("a/b/c/d"));
    }

    // A member found by name: the same one find() finds, none where find()
    // finds none (a name that only starts the same, an object that is not
    // one), and text only where the member is a string.
    void jsonMemberFindsByName()
    {
        const Json doc{
            {"st", 1}, {"state", "READY"}, {"stateX", "no"}, {"", "empty"}, {"total", 12.5}};
        for (const char* name : {"st", "state", "stateX", "", "total", "sta", "states", "x"}) {
            const Json* member = jsonMember(doc, name);
            const auto it = doc.find(name);
            QCOMPARE(member != nullptr, it != doc.end());
            if (member)
                QCOMPARE(member, &*it);
        }
        QCOMPARE(jsonStringMember(doc, "state"), std::string_view("READY"));
        QCOMPARE(jsonStringMember(doc, "st"), std::string_view());
        QCOMPARE(jsonStringMember(doc, "missing"), std::string_view());
        QCOMPARE(jsonMember(Json::array({"state"}), "state"), nullptr);
        QCOMPARE(jsonMember(Json("state"), "state"), nullptr);
        QCOMPARE(jsonMember(Json(), "state"), nullptr);
    }

    // The store writes documents with its own serializer: it must produce
    // Json::dump()'s bytes exactly, and refuse what dump() refuses.
    void jsonTextIsDump_data()
    {
        QTest::addColumn<Json>("value");
        QTest::addRow("scalars") << Json::array({nullptr, true, false, 0, -7, 42u,
                                                 std::int64_t{-9223372036854775807 - 1},
                                                 std::uint64_t{18446744073709551615u}});
        QTest::addRow("floats") << Json::array({1.0, -0.0, 2.5, 1e300, 0.1, 1e-7, 123456789.125});
        QTest::addRow("empty containers")
            << Json{{"a", Json::object()}, {"b", Json::array()}, {"", ""}};
        QTest::addRow("escapes") << Json{{"q\"uote", "back\\slash"},
                                         {"ctl", std::string("\x01\b\f\n\r\t\x1f\x7f", 8)}};
        QTest::addRow("unicode") << Json{{"customer", "Zoë 🚀"}, {"ключ", "значение"}};
        // Plain strings are checked sixteen, eight or four bytes at a time,
        // the last step overlapping the one before it: every length up to
        // 40, with a special byte (or a two-byte letter) at each position.
        Json positions = Json::array();
        for (const std::string special : {"\"", "\\", "\x01", "\x1f", "\x7f", "~", " ", "\xc3\xa9"})
            for (std::size_t length = special.size(); length <= 40; ++length)
                for (std::size_t at = 0; at + special.size() <= length; ++at) {
                    std::string text(length, 'a');
                    text.replace(at, special.size(), special);
                    positions.push_back(text);
                }
        QTest::addRow("special byte positions") << positions;
        // The text is written into a buffer that doubles: past its first 512 bytes.
        Json large = Json::object();
        for (int i = 0; i < 40; ++i)
            large["field" + std::to_string(i)] = std::string(static_cast<std::size_t>(i * 7), 'v');
        QTest::addRow("grows past its first buffer") << large;
        QTest::addRow("nested order kept") << Json{
            {"z", 1}, {"a", {{"y", Json::array({1, "x", Json{{"k", nullptr}}})}, {"b", 2}}}};
    }

    void jsonTextIsDump()
    {
        QFETCH(Json, value);
        QCOMPARE(toJsonText(value), value.dump());
        // One scratch buffer for every row, holding whatever the row before
        // left in its room: only what this value wrote is its text.
        QCOMPARE(std::string(writeJsonText(scratch_, value)), value.dump());
        QVERIFY(scratch_.size() >= value.dump().size());
    }

    void jsonTextAppendsAfterWhatIsThere()
    {
        const Json value{{"id", "o-1"}, {"total", 1250}, {"note", "Zoë"}};
        std::string out = "{\"data\":";
        appendJsonText(out, value);
        appendJsonString(out, "tail\n");
        QCOMPARE(out, "{\"data\":" + value.dump() + Json("tail\n").dump());
    }

    // Pieces appended to a large buffer (a batch of journal lines) land
    // after one another, whether they fit its spare room or outgrow it.
    void jsonTextAppendsManyPiecesToALargeBuffer()
    {
        std::string out;
        out.reserve(4096);
        const char* const start = out.data();
        std::string expected;
        const Json value{{"kind", "delivered"}, {"seq", 7}, {"detail", std::string(300, 'x')}};
        for (int i = 0; i < 40; ++i) {
            appendJsonString(out, "line " + std::to_string(i));
            appendJsonText(out, value);
            expected += Json("line " + std::to_string(i)).dump() + value.dump();
            if (expected.size() <= 4096)
                QCOMPARE(out.data(), start); // within the room reserved: never moved
        }
        QCOMPARE(out, expected);
        QVERIFY(out.size() > 4096);
    }

    // Member by member, the same text as the tree: short keys and one past
    // the short-key buffer, after what the line already holds.
    void objectTextIsTheTreesText()
    {
        const std::string longKey(57, 'k');
        Json tree = Json::object();
        tree["a"] = "x";
        tree[longKey] = 7;
        tree["flag"] = true;
        tree["none"] = nullptr;
        tree["nested"] = Json{{"b", Json::array({1, "two"})}};
        tree["at"] = SimClock::toIso(SimClock::kDefaultEpoch + 1234);
        std::string out = "line:";
        JsonObjectText object(out);
        object.key("a");
        object.string("x");
        object.key(longKey);
        object.integer(7);
        object.key("flag");
        object.boolean(true);
        object.key("none");
        object.optional(std::optional<bool>());
        object.key("nested");
        object.value(tree["nested"]);
        object.key("at");
        object.time(SimClock::kDefaultEpoch + 1234);
        object.close();
        QCOMPARE(out, "line:" + tree.dump());
        std::string empty;
        JsonObjectText(empty).close();
        QCOMPARE(empty, std::string("{}"));
    }

    void jsonTextRefusesInvalidUtf8()
    {
        const Json bad = {{"name", std::string("\xff\xfe")}};
        QVERIFY_THROWS_EXCEPTION(Json::type_error, toJsonText(bad));
        const Json badKey = {{std::string("\xc3"), 1}};
        QVERIFY_THROWS_EXCEPTION(Json::type_error, toJsonText(badKey));
    }

    void documentOverOneMebibyteIsRefused()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("d/1", Json{{"blob", std::string(600 * 1024, 'x')}}));
        Feed feed(store);
        const auto tooBig = storeErrorOf([&] {
            store.commit(WriteBatch()
                             .create("d/2", Json{{"a", 1}})
                             .update("d/1", Json{{"more", std::string(600 * 1024, 'y')}}));
        });
        QVERIFY(tooBig);
        QCOMPARE(codeOf(tooBig), std::string("INVALID_ARGUMENT"));
        QVERIFY2(contains(tooBig->message(), "at most 1 MiB"), tooBig->what());
        QVERIFY2(contains(tooBig->message(), "'d/1'"), tooBig->what());
        QVERIFY(!store.get("d/2").exists());
        QVERIFY(!store.get("d/1").data().contains("more"));
        QVERIFY(feed.commits.empty());
    }

private:
    std::string scratch_; // writeJsonText's, kept from row to row
};

QTEST_GUILESS_MAIN(TestStorePaths)
#include "tst_storepaths.moc"
