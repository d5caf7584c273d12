// The live tables sort and filter in their model (no proxy in front): the
// order and the rows a case-insensitive QSortFilterProxyModel would give,
// rows moving and coming and going with their values, and a model whose store
// is gone.
#include "CollectionTableTestSupport.h"
#include "store/DocumentStore.h"
#include "views/CollectionTableModel.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QtTest>

#include <memory>
#include <set>

using namespace atlas;
using namespace atlas::tabletest;

using Role = CollectionTableModel::Role;

class TestCollectionSortFilter : public QObject
{
    Q_OBJECT
private slots:
    // The model sorts and filters itself as a QSortFilterProxyModel (case
    // insensitive) would over an unsorted model of the same collection: the
    // same rows, the same values in the sorted column in the same order,
    // equal values in id order, through random creates, updates and removes.
    void sortsAndFiltersAsAProxyWould_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("order");
        QTest::addColumn<QString>("filter");
        const QString n = QStringLiteral("n");
        const QString s = QStringLiteral("s");
        QTest::addRow("number ascending") << n << int(Qt::AscendingOrder) << QString();
        QTest::addRow("number descending, filtered")
            << n << int(Qt::DescendingOrder) << QStringLiteral("1");
        QTest::addRow("text ascending, filtered")
            << s << int(Qt::AscendingOrder) << QStringLiteral("b");
        QTest::addRow("text descending") << s << int(Qt::DescendingOrder) << QString();
        QTest::addRow("id descending, filtered")
            << QStringLiteral("id") << int(Qt::DescendingOrder) << QStringLiteral("3");
    }

    void sortsAndFiltersAsAProxyWould()
    {
        QFETCH(QString, field);
        QFETCH(int, order);
        QFETCH(QString, filter);
        SimClock clock;
        DocumentStore store(clock);
        // Every field from the first document on, so both models number the
        // columns alike.
        store.commit(WriteBatch().create("orders/seed", Json{{"n", 0}, {"s", "a"}, {"v", 0}}));
        CollectionTableModel model(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&model, kQtTest);
        CollectionTableModel plain(store, QStringLiteral("orders"));
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&plain);
        proxy.setSortCaseSensitivity(Qt::CaseInsensitive);
        proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
        proxy.setFilterKeyColumn(-1);
        const int column = static_cast<int>(headersOf(model).indexOf(field));
        QVERIFY(column >= 0);
        model.sort(column, Qt::SortOrder(order));
        proxy.sort(column, Qt::SortOrder(order));
        model.setFilterText(filter);
        proxy.setFilterFixedString(filter);
        const char* texts[] = {"apple", "Banana", "banana", "cherry", "Apple pie", "b"};
        QRandomGenerator rng(20261202);
        for (int step = 0; step < 300; ++step) {
            WriteBatch batch;
            std::set<int> touched;
            for (int w = 1 + rng.bounded(4); w > 0; --w) {
                const int n = rng.bounded(60);
                if (!touched.insert(n).second)
                    continue;
                const std::string path = "orders/" + std::to_string(n);
                Json data = {{"v", step}};
                if (rng.bounded(5) != 0)
                    data["n"] = rng.bounded(10) / 4.0; // a proxy compares mixed kinds lossily
                if (rng.bounded(5) != 0)
                    data["s"] = texts[rng.bounded(6)];
                if (!store.get(path).exists())
                    batch.create(path, data);
                else if (rng.bounded(4) == 0)
                    batch.remove(path);
                else
                    batch.set(path, data); // may drop n or s: absent values sort last
            }
            store.commit(batch);
            QCOMPARE(model.rowCount(), proxy.rowCount());
            QCOMPARE(model.unfilteredRowCount(), plain.rowCount());
            QStringList ids;
            QStringList expectedIds;
            // Case-folded: "Banana" and "banana" are equal values, in either order.
            const auto value = [column](const QAbstractItemModel& m, int row) {
                return m.index(row, column).data().toString().toCaseFolded();
            };
            for (int row = 0; row < model.rowCount(); ++row) {
                QCOMPARE(value(model, row), value(proxy, row));
                ids << model.idAt(row);
                expectedIds << proxy.index(row, 0).data().toString();
                if (row > 0 && field != QStringLiteral("id") &&
                    value(model, row) == value(model, row - 1))
                    QVERIFY2(ids[row - 1] < ids[row], "equal values stay in id order");
                QCOMPARE(model.rowOf(ids.last()), row);
            }
            ids.sort();
            expectedIds.sort();
            QCOMPARE(ids, expectedIds);
        }
        QVERIFY(model.rowCount() > 5);
    }

    void aSortedRowMovesWhenItsValueChanges()
    {
        SimClock clock;
        DocumentStore store(clock);
        for (const auto& [id, n] : {std::pair{"a", 1}, {"b", 2}, {"c", 3}, {"d", 4}})
            store.commit(WriteBatch().create(std::string("orders/") + id, Json{{"n", n}}));
        CollectionTableModel model(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&model, kQtTest);
        model.sort(1, Qt::DescendingOrder);
        QCOMPARE(idsOf(model), strings({"d", "c", "b", "a"}));
        const QPersistentModelIndex b = model.index(2, 0);
        QSignalSpy moved(&model, &QAbstractItemModel::rowsMoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        store.commit(WriteBatch().update("orders/b", Json{{"n", 9}}));
        QCOMPARE(idsOf(model), strings({"b", "d", "c", "a"}));
        QCOMPARE(moved.count(), 1);
        QCOMPARE(b.row(), 0); // a selection follows its document
        QCOMPARE(cellRanges(changed), strings({"0,1..0,1"}));
        QCOMPARE(model.index(0, 1).data(), QVariant(9));

        store.commit(WriteBatch().update("orders/b", Json{{"n", 8}})); // still first: no move
        QCOMPARE(moved.count(), 1);
        QCOMPARE(idsOf(model), strings({"b", "d", "c", "a"}));

        model.sort(1, Qt::AscendingOrder);
        QCOMPARE(idsOf(model), strings({"a", "c", "d", "b"}));
        QCOMPARE(b.row(), 3);
        model.sort(0, Qt::AscendingOrder);
        QCOMPARE(idsOf(model), strings({"a", "b", "c", "d"}));
        QCOMPARE(b.row(), 1);
        QCOMPARE(model.sortColumn(), 0);
        QCOMPARE(model.sortOrder(), Qt::AscendingOrder);
    }

    void filteredRowsComeAndGoWithTheirValues()
    {
        SimClock clock;
        DocumentStore store(clock);
        create(store, strings({"o1", "o2", "o3"}), Json{{"state", "CREATED"}});
        CollectionTableModel model(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setFilterText(QStringLiteral("paid"));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.filterText(), QStringLiteral("paid"));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.unfilteredRowCount(), 3);
        QVERIFY(model.contains(QStringLiteral("o2")));
        QCOMPARE(model.rowOf(QStringLiteral("o2")), -1);

        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        store.commit(WriteBatch().update("orders/o2", Json{{"state", "PAID"}}));
        QCOMPARE(rowRanges(inserted), strings({"0..0"}));
        QCOMPARE(idsOf(model), strings({"o2"}));
        QCOMPARE(model.index(0, 1).data(Role::RowChangedCellRole), QVariant(true));
        create(store, strings({"o0"}), Json{{"state", "PAID"}});
        create(store, strings({"o9"}), Json{{"state", "CREATED"}}); // filtered out as it lands
        QCOMPARE(idsOf(model), strings({"o0", "o2"}));
        QCOMPARE(model.unfilteredRowCount(), 5);
        store.commit(WriteBatch().update("orders/o2", Json{{"state", "SHIPPED"}}));
        QCOMPARE(rowRanges(removed), strings({"1..1"}));
        QCOMPARE(idsOf(model), strings({"o0"}));
        store.commit(WriteBatch().remove("orders/o9"));
        QCOMPARE(model.unfilteredRowCount(), 4);
        QVERIFY(!model.contains(QStringLiteral("o9")));

        model.setFilterText({});
        QCOMPARE(idsOf(model), strings({"o0", "o1", "o2", "o3"}));
        model.setFilterText(QStringLiteral("O3")); // ids match too, ignoring case
        QCOMPARE(idsOf(model), strings({"o3"}));
    }

    // A rebuilt world destroys its store while the old tables still paint.
    void outlivesItsStore()
    {
        SimClock clock;
        auto store = std::make_unique<DocumentStore>(clock);
        create(*store, strings({"o1", "o2"}), Json{{"state", "NEW"}});
        CollectionTableModel model(*store, QStringLiteral("orders"));
        QCOMPARE(model.index(0, 1).data(), QVariant(QStringLiteral("NEW")));
        store.reset();
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1, 0).data(), QVariant(QStringLiteral("o2")));
        QVERIFY(!model.index(1, 1).data().isValid());
        QCOMPARE(model.index(1, 1).data(Role::DocumentJsonRole).toString(), QString());
        QAbstractItemModelTester tester(&model, kQtTest);
        model.sort(1, Qt::DescendingOrder); // no store to read the values: the rows stay
        QCOMPARE(model.rowCount(), 2);
    }
};

QTEST_GUILESS_MAIN(TestCollectionSortFilter)
#include "tst_collectionsortfilter.moc"
