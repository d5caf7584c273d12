// Field semantics at commit: server timestamps, increments, deleteField, merge and dotted updates.
#include "StoreTestSupport.h"

#include "lab/Rng.h"
#include "store/FieldOps.h"

#include <functional>
#include <optional>

using namespace atlas;
using namespace atlas::storetest;

class TestFieldOps : public QObject
{
    Q_OBJECT
private slots:

    void serverTimestampIsSimClockTimeAtCommit()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.runTransaction([](Transaction& tx) {
            tx.create("orders/o1", Json{{"state", "CREATED"},
                                        {"createdAt", FieldValue::serverTimestamp()},
                                        {"audit", {{"at", FieldValue::serverTimestamp()}}}});
        });
        auto doc = store.get("orders/o1");
        QCOMPARE(doc.get("createdAt"), Json("2026-09-16T18:30:00.000Z"));
        QCOMPARE(doc.get("audit.at"), Json("2026-09-16T18:30:00.000Z"));
        QCOMPARE(doc.document()->createTime, SimClock::kDefaultEpoch);

        clock.advance(1500);
        store.runTransaction([&](Transaction& tx) {
            tx.update("orders/o1", Json{{"updatedAt", FieldValue::serverTimestamp()}});
            clock.advance(250); // the function ran for a while: the stamp is the commit's time
        });
        doc = store.get("orders/o1");
        QCOMPARE(doc.get("createdAt"), Json("2026-09-16T18:30:00.000Z"));
        QCOMPARE(doc.get("updatedAt"), Json("2026-09-16T18:30:01.750Z"));
        QCOMPARE(doc.document()->createTime, SimClock::kDefaultEpoch);
        QCOMPARE(doc.document()->updateTime, SimClock::kDefaultEpoch + 1750);
    }

    // A marker is an object's "$fieldValue" member holding a string, wherever
    // the member stands among others; a key of the same length that differs,
    // or a marker that is not a string, is plain data.
    void markersAreFoundByTheirKeyAlone()
    {
        QVERIFY(FieldValue::isSentinel(FieldValue::serverTimestamp()));
        QVERIFY(FieldValue::isDelete(FieldValue::deleteField()));
        QVERIFY(FieldValue::isIncrement(FieldValue::increment(std::int64_t{2})));
        const Json amid{{"note", "x"}, {"$fieldValue", "delete"}, {"by", 1}};
        QVERIFY(FieldValue::isSentinel(amid));
        QVERIFY(FieldValue::isDelete(amid));
        QVERIFY(!FieldValue::isServerTimestamp(amid));
        QVERIFY(!FieldValue::isSentinel(Json{{"$fieldValuX", "delete"}, {"$fieldValu", "delete"}}));
        QVERIFY(!FieldValue::isSentinel(Json{{"$fieldValue", 1}}));
        QVERIFY(!FieldValue::isDelete(Json{{"$fieldValue", "deleted"}}));
        QVERIFY(!FieldValue::isSentinel(Json::array({FieldValue::deleteField()})));
        QVERIFY(!FieldValue::isSentinel(Json("$fieldValue")));

        SimClock clock;
        DocumentStore store(clock);
        store.runTransaction([](Transaction& tx) {
            tx.create("orders/o1",
                      Json{{"at", Json{{"kind", "x"}, {"$fieldValue", "serverTimestamp"}}},
                           {"plain", Json{{"$fieldValuX", "serverTimestamp"}}}});
        });
        const auto doc = store.get("orders/o1");
        QCOMPARE(doc.get("at"), Json("2026-09-16T18:30:00.000Z"));
        QCOMPARE(doc.get("plain"), (Json{{"$fieldValuX", "serverTimestamp"}}));
    }

    // The store resolves a written document's markers in place, in one walk;
    // FieldOps::resolve builds a resolved copy. On random trees (markers of
    // every kind at any depth, in objects and arrays, among plain data) the
    // two agree: the same tree, keys in the same order, or both refuse a
    // deleteField() inside an array.
    void resolveInPlaceAgreesWithResolve()
    {
        Rng rng(14);
        const std::string now = "2026-09-16T18:30:00.000Z";
        std::function<Json(int)> tree = [&](int depth) -> Json {
            switch (rng.below(depth > 3 ? 3 : 9)) {
            case 0:
                return Json(static_cast<std::int64_t>(rng.below(100)));
            case 1:
                return Json("text");
            case 2:
                return Json(nullptr);
            case 3:
                return FieldValue::serverTimestamp();
            case 4:
                return FieldValue::increment(static_cast<std::int64_t>(rng.below(9)));
            case 5:
                // deleteField() inside arrays, where it is refused, now and then
                return rng.chance(0.5) ? FieldValue::deleteField() : Json("kept");
            case 6: { // an unknown marker kind is plain data around its members
                Json odd{{"$fieldValue", "unknown"}};
                odd["inner"] = tree(depth + 1);
                return odd;
            }
            case 7: {
                Json array = Json::array();
                for (std::uint64_t i = rng.below(4); i > 0; --i)
                    array.push_back(tree(depth + 1));
                return array;
            }
            default: {
                Json object = Json::object();
                for (std::uint64_t i = rng.below(5); i > 0; --i)
                    object["k" + std::to_string(rng.below(8))] = tree(depth + 1);
                return object;
            }
            }
        };
        int refused = 0, changed = 0;
        for (int i = 0; i < 2000; ++i) {
            const Json before = tree(0);
            std::optional<Json> copied;
            try {
                copied = FieldOps::resolve(before, now);
            } catch (const StoreError&) {
            }
            Json inPlace = before;
            bool inPlaceRefused = false;
            try {
                FieldOps::resolveInPlace(inPlace, now);
            } catch (const StoreError&) {
                inPlaceRefused = true;
            }
            QCOMPARE(inPlaceRefused, !copied.has_value());
            if (!copied) {
                ++refused;
                continue;
            }
            QVERIFY2(inPlace == *copied, before.dump().c_str());
            QCOMPARE(inPlace.dump(), copied->dump()); // the same key order
            changed += inPlace != before;
        }
        // The seeded trees reach every branch: 32 refused, 784 changed.
        QVERIFY(refused >= 20);
        QVERIFY(changed >= 500);
    }

    void increment_data()
    {
        QTest::addColumn<Json>("before");
        QTest::addColumn<QString>("field");
        QTest::addColumn<Json>("by");
        QTest::addColumn<Json>("expected");
        QTest::addRow("integer") << Json{{"n", 40}} << "n" << Json(2) << Json(42);
        QTest::addRow("negative") << Json{{"n", 40}} << "n" << Json(-50) << Json(-10);
        QTest::addRow("double") << Json{{"n", 1.5}} << "n" << Json(0.25) << Json(1.75);
        QTest::addRow("integer by double") << Json{{"n", 1}} << "n" << Json(0.5) << Json(1.5);
        QTest::addRow("missing field") << Json::object() << "n" << Json(3) << Json(3);
        QTest::addRow("non-number") << Json{{"n", "x"}} << "n" << Json(3) << Json(3);
        QTest::addRow("nested") << Json{{"totals", {{"eur", 10}}}} << "totals.eur" << Json(5)
                                << Json(15);
        QTest::addRow("nested missing map") << Json::object() << "totals.eur" << Json(5) << Json(5);
    }

    void increment()
    {
        QFETCH(Json, before);
        QFETCH(QString, field);
        QFETCH(Json, by);
        QFETCH(Json, expected);
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("counters/c", before));
        const Json sentinel = by.is_number_integer() ? FieldValue::increment(by.get<std::int64_t>())
                                                     : FieldValue::increment(by.get<double>());
        store.commit(WriteBatch().update("counters/c", Json{{field.toStdString(), sentinel}}));
        const Json value = store.get("counters/c").get(field.toStdString());
        QCOMPARE(value, expected);
        QCOMPARE(value.is_number_integer(), expected.is_number_integer());
    }

    void incrementInMergeAndCreate()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("counters/c", Json{{"n", FieldValue::increment(4)}}));
        QCOMPARE(store.get("counters/c").get("n"), Json(4));
        store.commit(WriteBatch().set("counters/c", Json{{"n", FieldValue::increment(6)}}, true));
        QCOMPARE(store.get("counters/c").get("n"), Json(10));
    }

    void deleteField_data()
    {
        QTest::addColumn<Json>("before");
        QTest::addColumn<Json>("update");
        QTest::addColumn<Json>("expected");
        const Json del = FieldValue::deleteField();
        QTest::addRow("top level")
            << Json{{"a", 1}, {"b", 2}} << Json{{"a", del}} << Json{{"b", 2}};
        QTest::addRow("nested") << Json{{"m", {{"x", 1}, {"y", 2}}}} << Json{{"m.x", del}}
                                << Json{{"m", {{"y", 2}}}};
        QTest::addRow("with another write")
            << Json{{"a", 1}, {"b", 2}} << Json{{"a", del}, {"c", 3}} << Json{{"b", 2}, {"c", 3}};
        QTest::addRow("below a missing map")
            << Json{{"a", 1}} << Json{{"m.x", del}, {"b", 2}} << Json{{"a", 1}, {"b", 2}};
    }

    void deleteField()
    {
        QFETCH(Json, before);
        QFETCH(Json, update);
        QFETCH(Json, expected);
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("d/1", before));
        store.commit(WriteBatch().update("d/1", update));
        QCOMPARE(store.get("d/1").data(), expected);
    }

    void deleteFieldOutsideUpdateOrMergeIsRefused_data()
    {
        QTest::addColumn<bool>("merge");
        QTest::addColumn<Json>("data");
        QTest::addColumn<bool>("accepted");
        const Json del = FieldValue::deleteField();
        QTest::addRow("set") << false << Json{{"a", del}} << false;
        QTest::addRow("set, nested") << false << Json{{"m", {{"a", del}}}} << false;
        QTest::addRow("merge") << true << Json{{"a", del}} << true;
        QTest::addRow("merge, in an array") << true << Json{{"a", Json::array({del})}} << false;
    }

    void deleteFieldOutsideUpdateOrMergeIsRefused()
    {
        QFETCH(bool, merge);
        QFETCH(Json, data);
        QFETCH(bool, accepted);
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("d/1", Json{{"a", 1}, {"b", 2}}));
        const auto error =
            storeErrorOf([&] { store.commit(WriteBatch().set("d/1", data, merge)); });
        QCOMPARE(!error, accepted);
        if (accepted) {
            QCOMPARE(store.get("d/1").data(), Json({{"b", 2}}));
        } else {
            QCOMPARE(codeOf(error), std::string("INVALID_ARGUMENT"));
            QVERIFY2(contains(error->message(), "deleteField()"), error->what());
            QCOMPARE(store.get("d/1").data(), Json({{"a", 1}, {"b", 2}}));
        }
    }

    void merge_data()
    {
        QTest::addColumn<Json>("before"); // null: the document does not exist
        QTest::addColumn<Json>("patch");
        QTest::addColumn<Json>("expected");
        QTest::addRow("adds fields")
            << Json{{"a", 1}} << Json{{"b", 2}} << Json{{"a", 1}, {"b", 2}};
        QTest::addRow("maps merge deeply")
            << Json{{"m", {{"x", 1}, {"n", {{"p", 1}, {"q", 2}}}}}}
            << Json{{"m", {{"y", 2}, {"n", {{"q", 3}}}}}}
            << Json{{"m", {{"x", 1}, {"n", {{"p", 1}, {"q", 3}}}, {"y", 2}}}};
        QTest::addRow("non-map replaces map")
            << Json{{"m", {{"x", 1}}}} << Json{{"m", 5}} << Json{{"m", 5}};
        QTest::addRow("map replaces non-map")
            << Json{{"m", 5}} << Json{{"m", {{"x", 1}}}} << Json{{"m", {{"x", 1}}}};
        QTest::addRow("arrays replace")
            << Json{{"a", {1, 2, 3}}} << Json{{"a", {4}}} << Json{{"a", {4}}};
        QTest::addRow("creates a missing document") << Json() << Json{{"a", 1}} << Json{{"a", 1}};
        QTest::addRow("dots are literal keys")
            << Json{{"m", {{"x", 1}}}} << Json{{"m.x", 2}} << Json{{"m", {{"x", 1}}}, {"m.x", 2}};
    }

    void merge()
    {
        QFETCH(Json, before);
        QFETCH(Json, patch);
        QFETCH(Json, expected);
        SimClock clock;
        DocumentStore store(clock);
        if (!before.is_null())
            store.commit(WriteBatch().create("d/1", before));
        store.commit(WriteBatch().set("d/1", patch, true));
        QCOMPARE(store.get("d/1").data(), expected);
    }

    void updateWithDottedPaths_data()
    {
        QTest::addColumn<Json>("before");
        QTest::addColumn<Json>("update");
        QTest::addColumn<Json>("expected");
        QTest::addRow("nested field")
            << Json{{"ship", {{"city", "Oslo"}, {"zip", "0150"}}}} << Json{{"ship.city", "Bergen"}}
            << Json{{"ship", {{"city", "Bergen"}, {"zip", "0150"}}}};
        QTest::addRow("creates intermediates")
            << Json{{"a", 1}} << Json{{"ship.address.city", "Oslo"}}
            << Json{{"a", 1}, {"ship", {{"address", {{"city", "Oslo"}}}}}};
        QTest::addRow("replaces a non-map parent")
            << Json{{"ship", "none"}} << Json{{"ship.city", "Oslo"}}
            << Json{{"ship", {{"city", "Oslo"}}}};
        QTest::addRow("a map value replaces the whole map")
            << Json{{"ship", {{"city", "Oslo"}, {"zip", "0150"}}}}
            << Json{{"ship", {{"city", "Bergen"}}}} << Json{{"ship", {{"city", "Bergen"}}}};
        QTest::addRow("several paths")
            << Json{{"m", {{"x", 1}}}} << Json{{"m.y", 2}, {"m.z.w", 3}, {"top", true}}
            << Json{{"m", {{"x", 1}, {"y", 2}, {"z", {{"w", 3}}}}}, {"top", true}};
    }

    void updateWithDottedPaths()
    {
        QFETCH(Json, before);
        QFETCH(Json, update);
        QFETCH(Json, expected);
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("d/1", before));
        store.runTransaction([&](Transaction& tx) { tx.update("d/1", update); });
        QCOMPARE(store.get("d/1").data(), expected);
    }

    void setWithoutMergeReplaces()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("d/1", Json{{"a", 1}, {"m", {{"x", 1}}}}));
        clock.advance(10);
        store.commit(WriteBatch().set("d/1", Json{{"m", {{"y", 2}}}}));
        const auto doc = store.get("d/1");
        QCOMPARE(doc.data(), Json({{"m", {{"y", 2}}}}));
        QCOMPARE(doc.document()->createTime, SimClock::kDefaultEpoch);
        QCOMPARE(doc.document()->updateTime, SimClock::kDefaultEpoch + 10);
        store.commit(WriteBatch().set("d/2", Json{{"new", true}}));
        QCOMPARE(store.get("d/2").data(), Json({{"new", true}}));
    }

    // Fields are compared in step when the order is kept, by name otherwise.
    void changedFields_data()
    {
        QTest::addColumn<Json>("before");
        QTest::addColumn<Json>("after");
        QTest::addColumn<QStringList>("changed");
        const Json abc = Json{{"a", 1}, {"b", 2}, {"c", 3}};
        QTest::addRow("same") << abc << abc << QStringList();
        QTest::addRow("one value") << abc << Json{{"a", 1}, {"b", 9}, {"c", 3}}
                                   << QStringList{QStringLiteral("b")};
        QTest::addRow("reordered, same values")
            << abc << Json{{"c", 3}, {"a", 1}, {"b", 2}} << QStringList();
        QTest::addRow("renamed, same size")
            << abc << Json{{"a", 1}, {"x", 2}, {"c", 3}}
            << QStringList{QStringLiteral("x"), QStringLiteral("b")};
        QTest::addRow("added in the middle")
            << abc << Json{{"a", 1}, {"n", 0}, {"b", 2}, {"c", 3}}
            << QStringList{QStringLiteral("n")};
        QTest::addRow("removed in the middle")
            << abc << Json{{"a", 1}, {"c", 3}} << QStringList{QStringLiteral("b")};
        QTest::addRow("new document") << Json() << abc
                                      << QStringList{QStringLiteral("a"), QStringLiteral("b"),
                                                     QStringLiteral("c")};
        QTest::addRow("removed document") << abc << Json()
                                          << QStringList{QStringLiteral("a"), QStringLiteral("b"),
                                                         QStringLiteral("c")};
    }

    void changedFields()
    {
        QFETCH(Json, before);
        QFETCH(Json, after);
        QFETCH(QStringList, changed);
        QCOMPARE(toQStringList(FieldOps::changedFields(before, after)), changed);
    }

    void snapshotReads()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("d/1", Json{{"m", {{"x", 1}}}}));
        const auto missing = store.get("d/2");
        QVERIFY(!missing.exists());
        QCOMPARE(missing.data(), Json::object());
        QCOMPARE(missing.get("m"), Json());
        QCOMPARE(missing.path(), std::string("d/2"));
        const auto doc = store.get("d/1");
        QCOMPARE(doc.get("m.x"), Json(1));
        QCOMPARE(doc.get("m.y"), Json());
        QCOMPARE(doc.get("m.x.z"), Json());
        QCOMPARE(store.find("d", "1"), doc.document());
        QCOMPARE(store.find("d", "2"), DocumentPtr());
    }
};

QTEST_GUILESS_MAIN(TestFieldOps)
#include "tst_fieldops.moc"
