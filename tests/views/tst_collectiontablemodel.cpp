#include "store/DocumentStore.h"
#include "store/FieldOps.h"
#include "store/FieldValue.h"
#include "store/StoreError.h"
#include "CollectionTableTestSupport.h"
#include "views/CollectionTableModel.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QtTest>

#include <set>

using namespace atlas;

using namespace atlas::tabletest;

using Role = CollectionTableModel::Role;


class TestCollectionTableModel : public QObject
{
    Q_OBJECT
private slots:
    void loadsSortedRowsWithDefaultColumns()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.commit(
            WriteBatch()
                .create("orders/o3", Json{{"state", "PAID"}, {"amountCents", 1200}})
                .create("orders/o1", Json{{"state", "CREATED"}, {"customer", {{"name", "Ada"}}}})
                .create("orders/o2", Json{{"state", "CREATED"},
                                          {"items", {{{"sku", "S1"}}}},
                                          {"note", nullptr},
                                          {"express", true},
                                          {"weight", 1.5}}));
        CollectionTableModel model(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&model, kQtTest);

        QCOMPARE(model.collection(), QStringLiteral("orders"));
        QCOMPARE(idsOf(model), strings({"o1", "o2", "o3"}));
        QCOMPARE(headersOf(model), strings({"id", "state", "customer", "items", "note", "express",
                                            "weight", "amountCents"}));
        QCOMPARE(model.rowOf(QStringLiteral("o2")), 1);
        QCOMPARE(model.rowOf(QStringLiteral("o4")), -1);
        QCOMPARE(model.idAt(3), QString());
        QCOMPARE(model.idAt(-1), QString());

        const auto cell = [&](int row, int column, int role = Qt::DisplayRole) {
            return model.data(model.index(row, column), role);
        };
        QCOMPARE(cell(0, 0), QVariant(QStringLiteral("o1")));
        QCOMPARE(cell(0, 1), QVariant(QStringLiteral("CREATED")));
        QCOMPARE(cell(0, 2), QVariant(QStringLiteral("{\"name\":\"Ada\"}")));
        QCOMPARE(cell(0, 2, Qt::ToolTipRole),
                 QVariant(QStringLiteral("{\n  \"name\": \"Ada\"\n}")));
        QCOMPARE(cell(1, 3), QVariant(QStringLiteral("[{\"sku\":\"S1\"}]")));
        QVERIFY(!cell(1, 4).isValid()); // null
        QCOMPARE(cell(1, 5), QVariant(true));
        QCOMPARE(cell(1, 6), QVariant(1.5));
        QCOMPARE(cell(2, 7).typeId(), QMetaType::LongLong); // numbers stay numbers
        QCOMPARE(cell(2, 7).toLongLong(), 1200);
        QVERIFY(!cell(0, 7).isValid()); // field absent

        QCOMPARE(cell(2, 4, Role::DocumentIdRole), QVariant(QStringLiteral("o3")));
        QCOMPARE(cell(2, 4, Role::DocumentJsonRole).toString(),
                 QString::fromStdString(store.get("orders/o3").data().dump(2)));
        QCOMPARE(cell(2, 4, Role::LastChangedSequenceRole).toULongLong(), 0u);
        QCOMPARE(cell(2, 4, Role::LastChangedTimeRole).toLongLong(), SimClock::kDefaultEpoch);
        QCOMPARE(cell(2, 4, Role::ChangedFieldsRole).toStringList(), QStringList());
        QCOMPARE(cell(2, 1, Role::RowChangedCellRole), QVariant(false));
        QCOMPARE(model.headerData(2, Qt::Horizontal, Qt::ToolTipRole),
                 QVariant(QStringLiteral("customer")));
        QVERIFY(model.roleNames().value(Role::ChangedFieldsRole) == "changedFields");
    }

    void insertsAtSortedPosition_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("row");
        QTest::addRow("before all") << "a" << 0;
        QTest::addRow("middle") << "c" << 1;
        QTest::addRow("middle, later") << "e" << 2;
        QTest::addRow("after all") << "g" << 3;
        QTest::addRow("byte order: upper case first") << "Z" << 0;
    }

    void insertsAtSortedPosition()
    {
        QFETCH(QString, id);
        QFETCH(int, row);
        SimClock clock;
        DocumentStore store(clock);
        create(store, strings({"b", "d", "f"}), Json{{"state", "CREATED"}});
        CollectionTableModel model(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        clock.advance(700);
        create(store, {id}, Json{{"state", "NEW"}});
        QCOMPARE(rowRanges(inserted), QStringList({QStringLiteral("%1..%1").arg(row)}));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(idsOf(model), idsOf(store, "orders"));
        QCOMPARE(model.rowOf(id), row);
        QCOMPARE(model.rowOf(QStringLiteral("f")), row < 3 ? 3 : 2);
        const QModelIndex state = model.index(row, 1);
        QCOMPARE(state.data(), QVariant(QStringLiteral("NEW")));
        QCOMPARE(state.data(Role::LastChangedSequenceRole).toULongLong(), store.commitSequence());
        QCOMPARE(state.data(Role::LastChangedTimeRole).toLongLong(), clock.now());
        QCOMPARE(state.data(Role::ChangedFieldsRole).toStringList(), strings({"state"}));
        QCOMPARE(state.data(Role::RowChangedCellRole), QVariant(true));
        QCOMPARE(model.index(row, 0).data(Role::RowChangedCellRole), QVariant(true)); // a new id
    }

    void addsInOneCommitInsertContiguousBlocks()
    {
        SimClock clock;
        DocumentStore store(clock);
        create(store, strings({"b", "d", "f"}), Json{{"n", 0}});
        CollectionTableModel model(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);

        create(store, strings({"h", "c", "a", "g", "c2"}), Json{{"n", 1}});
        // Filled from the end, so each block's row numbers hold when it lands.
        QCOMPARE(rowRanges(inserted), strings({"3..4", "1..2", "0..0"}));
        QCOMPARE(idsOf(model), strings({"a", "b", "c", "c2", "d", "f", "g", "h"}));
        QCOMPARE(model.index(3, 1).data(), QVariant(1));
        QCOMPARE(model.index(4, 1).data(), QVariant(0));
    }

    void updatesSignalExactlyTheChangedCells_data()
    {
        QTest::addColumn<Json>("update");
        QTest::addColumn<QStringList>("cells");
        QTest::addColumn<QStringList>("changedFields");
        // Columns: 0 id, 1 a, 2 b, 3 c, 4 d; the updated row is row 1.
        QTest::addRow("one field") << Json{{"b", 20}} << strings({"1,2..1,2"}) << strings({"b"});
        QTest::addRow("adjacent fields")
            << Json{{"c", 30}, {"b", 20}} << strings({"1,2..1,3"}) << strings({"b", "c"});
        QTest::addRow("fields apart") << Json{{"a", 10}, {"d", 40}}
                                      << strings({"1,1..1,1", "1,4..1,4"}) << strings({"a", "d"});
        QTest::addRow("field deleted")
            << Json{{"c", FieldValue::deleteField()}} << strings({"1,3..1,3"}) << strings({"c"});
        QTest::addRow("nested path") << Json{{"d.x", 1}} << strings({"1,4..1,4"}) << strings({"d"});
        QTest::addRow("same value") << Json{{"b", 2}} << QStringList() << QStringList();
    }

    void updatesSignalExactlyTheChangedCells()
    {
        QFETCH(Json, update);
        QFETCH(QStringList, cells);
        QFETCH(QStringList, changedFields);
        SimClock clock;
        DocumentStore store(clock);
        create(store, strings({"r1", "r2", "r3"}), Json{{"a", 1}, {"b", 2}, {"c", 3}, {"d", 4}});
        CollectionTableModel model(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy columnsInserted(&model, &QAbstractItemModel::columnsInserted);
        QSignalSpy rowsInserted(&model, &QAbstractItemModel::rowsInserted);

        const std::uint64_t before = store.commitSequence();
        store.commit(WriteBatch().update("orders/r2", update));
        QCOMPARE(cellRanges(changed), cells);
        QCOMPARE(columnsInserted.count(), 0);
        QCOMPARE(rowsInserted.count(), 0);
        const bool committed = !cells.isEmpty();
        QCOMPARE(store.commitSequence(), before + (committed ? 1 : 0));
        QCOMPARE(model.index(1, 0).data(Role::ChangedFieldsRole).toStringList(), changedFields);
        QCOMPARE(model.index(1, 0).data(Role::LastChangedSequenceRole).toULongLong(),
                 committed ? store.commitSequence() : 0u);
        for (int column = 0; column < model.columnCount(); ++column) {
            const QString title = model.headerData(column, Qt::Horizontal).toString();
            QCOMPARE(model.index(1, column).data(Role::RowChangedCellRole).toBool(),
                     changedFields.contains(title));
            QCOMPARE(model.index(0, column).data(Role::RowChangedCellRole).toBool(), false);
        }
        for (const auto& field : changedFields) {
            const int column = static_cast<int>(headersOf(model).indexOf(field));
            const Json* value = FieldOps::find(store.get("orders/r2").data(), field.toStdString());
            QCOMPARE(model.index(1, column).data().isValid(), value != nullptr);
        }
    }

    void removesRows()
    {
        SimClock clock;
        DocumentStore store(clock);
        create(store, strings({"a", "b", "c", "d", "e"}), Json{{"n", 1}});
        CollectionTableModel model(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);

        store.commit(WriteBatch().remove("orders/c"));
        QCOMPARE(rowRanges(removed), strings({"2..2"}));
        QCOMPARE(model.rowOf(QStringLiteral("c")), -1);
        QCOMPARE(model.rowOf(QStringLiteral("d")), 2);

        removed.clear();
        store.commit(WriteBatch().remove("orders/e").remove("orders/a").remove("orders/d"));
        QCOMPARE(rowRanges(removed), strings({"2..3", "0..0"})); // blocks, from the end
        QCOMPARE(idsOf(model), strings({"b"}));

        // Freed rows are reused without leaking old data into new rows.
        create(store, strings({"a", "z"}), Json{{"n", 2}});
        QCOMPARE(idsOf(model), strings({"a", "b", "z"}));
        QCOMPARE(model.index(0, 1).data(), QVariant(2));
        QCOMPARE(model.index(2, 1).data(), QVariant(2));
        QCOMPARE(model.index(1, 1).data(Role::LastChangedSequenceRole).toULongLong(), 0u);
        QCOMPARE(model.index(2, 1).data(Role::LastChangedSequenceRole).toULongLong(),
                 store.commitSequence());
    }

    void removeAndUpdateInOneCommit()
    {
        SimClock clock;
        DocumentStore store(clock);
        create(store, strings({"a", "b", "c"}), Json{{"n", 1}});
        CollectionTableModel model(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);

        store.commit(WriteBatch()
                         .update("orders/c", Json{{"n", 2}})
                         .remove("orders/a")
                         .create("orders/bb", Json{{"n", 3}}));
        QCOMPARE(rowRanges(removed), strings({"0..0"}));
        QCOMPARE(cellRanges(changed), strings({"1,1..1,1"})); // c, after a left
        QCOMPARE(rowRanges(inserted), strings({"1..1"}));
        QCOMPARE(idsOf(model), strings({"b", "bb", "c"}));
        QCOMPARE(model.index(2, 1).data(), QVariant(2));
    }

    void newFieldsAppendColumns()
    {
        SimClock clock;
        DocumentStore store(clock);
        create(store, strings({"o1", "o2"}), Json{{"state", "CREATED"}});
        CollectionTableModel model(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy columnsInserted(&model, &QAbstractItemModel::columnsInserted);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        store.commit(WriteBatch().update("orders/o2", Json{{"note", "gift"}}));
        QCOMPARE(rowRanges(columnsInserted), strings({"2..2"}));
        QCOMPARE(headersOf(model), strings({"id", "state", "note"}));
        QCOMPARE(cellRanges(changed), strings({"1,2..1,2"}));
        QCOMPARE(model.index(1, 2).data(), QVariant(QStringLiteral("gift")));
        QVERIFY(!model.index(0, 2).data().isValid());

        columnsInserted.clear();
        store.commit(WriteBatch()
                         .create("orders/o0", Json{{"state", "NEW"}, {"weight", 2}, {"gift", true}})
                         .update("orders/o1", Json{{"express", true}}));
        QCOMPARE(rowRanges(columnsInserted), strings({"3..5"}));
        QCOMPARE(headersOf(model), strings({"id", "state", "note", "weight", "gift", "express"}));

        // A field that disappears keeps its column until the next reload.
        columnsInserted.clear();
        QSignalSpy columnsRemoved(&model, &QAbstractItemModel::columnsRemoved);
        store.commit(WriteBatch().update("orders/o2", Json{{"note", FieldValue::deleteField()}}));
        QCOMPARE(columnsRemoved.count(), 0);
        QCOMPARE(model.columnCount(), 6);
        model.reload();
        QCOMPARE(headersOf(model), strings({"id", "state", "weight", "gift", "express"}));
        QCOMPARE(columnsInserted.count(), 0);
    }

    void customColumnsWithDottedPaths()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.commit(
            WriteBatch().create("orders/o1", Json{{"state", "PAID"},
                                                  {"customer", {{"name", "Ada"}, {"tier", "gold"}}},
                                                  {"totals", {{"eur", 12}, {"usd", 13}}}}));
        CollectionTableModel model(store);
        QAbstractItemModelTester tester(&model, kQtTest);
        const QList<ColumnSpec> spec = {
            {QString(), QStringLiteral("Order")},
            {QStringLiteral("customer.name"), QStringLiteral("Customer")},
            {QStringLiteral("totals.eur"), QStringLiteral("EUR")},
            {QStringLiteral("totals"), QStringLiteral("Totals")},
            {QStringLiteral("state"), QStringLiteral("State")},
            {QStringLiteral("missing.deep"), QStringLiteral("Missing")}};
        model.setColumns(spec);
        QCOMPARE(model.rowCount(), 0); // no collection yet
        model.setCollection(QStringLiteral("orders"));
        QCOMPARE(model.columns(), spec);
        QCOMPARE(headersOf(model),
                 strings({"Order", "Customer", "EUR", "Totals", "State", "Missing"}));
        QCOMPARE(model.headerData(1, Qt::Horizontal, Qt::ToolTipRole),
                 QVariant(QStringLiteral("customer.name")));
        QCOMPARE(model.index(0, 0).data(), QVariant(QStringLiteral("o1")));
        QCOMPARE(model.index(0, 1).data(), QVariant(QStringLiteral("Ada")));
        QCOMPARE(model.index(0, 2).data(), QVariant(12));
        QCOMPARE(model.index(0, 3).data(), QVariant(QStringLiteral("{\"eur\":12,\"usd\":13}")));
        QVERIFY(!model.index(0, 5).data().isValid());

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy columnsInserted(&model, &QAbstractItemModel::columnsInserted);
        const auto update = [&](const Json& fields) {
            changed.clear();
            store.commit(WriteBatch().update("orders/o1", fields));
            return cellRanges(changed);
        };
        QCOMPARE(update(Json{{"customer.name", "Grace"}}), strings({"0,1..0,1"}));
        QCOMPARE(model.index(0, 1).data(), QVariant(QStringLiteral("Grace")));
        QCOMPARE(update(Json{{"totals.usd", 14}}), strings({"0,2..0,3"})); // both show totals
        QCOMPARE(update(Json{{"state", "SHIPPED"}}), strings({"0,4..0,4"}));
        QCOMPARE(update(Json{{"note", "not shown"}}), QStringList());
        QCOMPARE(columnsInserted.count(), 0); // a custom spec is fixed
        QCOMPARE(model.index(0, 4).data(Role::ChangedFieldsRole).toStringList(), strings({"note"}));

        model.setColumns({});
        QCOMPARE(headersOf(model), strings({"id", "state", "customer", "totals", "note"}));
    }

    void changesNeverResetTheModel()
    {
        SimClock clock;
        DocumentStore store(clock);
        create(store, strings({"a", "b", "c"}), Json{{"n", 1}});
        CollectionTableModel model(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy aboutToReset(&model, &QAbstractItemModel::modelAboutToBeReset);
        QSignalSpy layoutChanged(&model, &QAbstractItemModel::layoutChanged);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);

        create(store, strings({"d"}), Json{{"n", 1}});
        store.commit(WriteBatch().update("orders/a", Json{{"n", 2}}).remove("orders/b"));
        store.runTransaction([](Transaction& tx) { tx.set("orders/c", Json{{"m", 3}}); });
        store.clear();
        QCOMPARE(aboutToReset.count(), 0);
        QCOMPARE(layoutChanged.count(), 0);
        QCOMPARE(rowRanges(removed), strings({"1..1", "0..2"})); // clear(): one block
        QCOMPARE(model.rowCount(), 0);

        model.reload();
        QCOMPARE(aboutToReset.count(), 1);
        model.setCollection(QStringLiteral("customers"));
        QCOMPARE(aboutToReset.count(), 2);
    }

    void otherCollectionsAreIgnored()
    {
        SimClock clock;
        DocumentStore store(clock);
        create(store, strings({"o1"}), Json{{"state", "CREATED"}});
        CollectionTableModel model(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy rowsInserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy rowsRemoved(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy columnsInserted(&model, &QAbstractItemModel::columnsInserted);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy layoutChanged(&model, &QAbstractItemModel::layoutChanged);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        store.commit(WriteBatch()
                         .create("customers/c1", Json{{"name", "Ada"}})
                         .create("orders/o1/items/i1", Json{{"sku", "S1"}})
                         .create("ordersArchive/o1", Json{{"state", "OLD"}}));
        store.commit(WriteBatch().update("customers/c1", Json{{"tier", "gold"}}));
        store.commit(WriteBatch().remove("orders/o1/items/i1"));
        for (const QSignalSpy* spy :
             {&rowsInserted, &rowsRemoved, &columnsInserted, &reset, &layoutChanged})
            QCOMPARE(spy->count(), 0);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(idsOf(model), strings({"o1"}));

        // A mixed commit touches only this collection's rows.
        store.commit(WriteBatch()
                         .update("customers/c1", Json{{"tier", "silver"}})
                         .update("orders/o1", Json{{"state", "PAID"}}));
        QCOMPARE(cellRanges(changed), strings({"0,1..0,1"}));
        QCOMPARE(headersOf(model), strings({"id", "state"}));
    }

    void switchesCollections()
    {
        SimClock clock;
        DocumentStore store(clock);
        create(store, strings({"o1"}), Json{{"state", "CREATED"}});
        store.commit(WriteBatch()
                         .create("counters/revenue/shards/1", Json{{"n", 5}})
                         .create("counters/revenue/shards/0", Json{{"n", 7}}));
        CollectionTableModel model(store);
        QAbstractItemModelTester tester(&model, kQtTest);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.collection(), QString());

        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setCollection(QStringLiteral("counters/revenue/shards"));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(idsOf(model), strings({"0", "1"}));
        QCOMPARE(headersOf(model), strings({"id", "n"}));

        QVERIFY_THROWS_EXCEPTION(StoreError, model.setCollection(QStringLiteral("orders/o1")));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.collection(), QStringLiteral("counters/revenue/shards"));

        model.setCollection(QStringLiteral("orders"));
        QCOMPARE(idsOf(model), strings({"o1"}));
        store.commit(WriteBatch().update("counters/revenue/shards/0", Json{{"n", 8}}));
        QCOMPARE(model.index(0, 1).data(), QVariant(QStringLiteral("CREATED")));

        model.setCollection(QString());
        QCOMPARE(model.rowCount(), 0);
        create(store, strings({"o2"}), Json::object());
        QCOMPARE(model.rowCount(), 0);
    }

    // Random commits of adds, updates and removes: after each, the table
    // must list exactly what the store lists, with the same values.
    void staysInStepWithTheStore()
    {
        SimClock clock;
        DocumentStore store(clock);
        CollectionTableModel model(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&model, kQtTest);
        QRandomGenerator rng(20260916);
        for (int step = 0; step < 400; ++step) {
            WriteBatch batch;
            std::set<int> touched;
            const int writes = 1 + rng.bounded(6);
            for (int w = 0; w < writes; ++w) {
                const int n = rng.bounded(120);
                if (!touched.insert(n).second)
                    continue;
                const std::string path = "orders/" + std::to_string(n);
                const bool exists = store.get(path).exists();
                const Json data = {{"v", step}, {"f" + std::to_string(rng.bounded(8)), w}};
                if (!exists)
                    batch.create(path, data);
                else if (rng.bounded(3) == 0)
                    batch.remove(path);
                else
                    batch.set(path, data, rng.bounded(2) == 0);
            }
            store.commit(batch);
            QCOMPARE(idsOf(model), idsOf(store, "orders"));
            const int v = static_cast<int>(headersOf(model).indexOf(QStringLiteral("v")));
            for (int row = 0; row < model.rowCount(); ++row)
                QCOMPARE(model.index(row, v).data().toInt(),
                         store.get("orders/" + model.idAt(row).toStdString()).get("v").get<int>());
        }
        QVERIFY(model.rowCount() > 20);
    }

    void largeCollection()
    {
        SimClock clock;
        DocumentStore store(clock);
        CollectionTableModel model(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        WriteBatch batch;
        for (int i = 0; i < 20000; ++i)
            batch.create("orders/o" + std::to_string(100000 + 2 * i), Json{{"i", i}});
        store.commit(batch);
        QCOMPARE(rowRanges(inserted), strings({"0..19999"}));
        create(store, strings({"o110001"}), Json{{"i", -1}});
        QCOMPARE(model.rowOf(QStringLiteral("o110001")), 5001);
        QCOMPARE(model.rowOf(QStringLiteral("o110002")), 5002);
        QCOMPARE(model.idAt(20000), QStringLiteral("o139998"));
    }
};

QTEST_GUILESS_MAIN(TestCollectionTableModel)
#include "tst_collectiontablemodel.moc"
