// A coalescing table (a chaos run's) takes commits in batches: after each
// flush it holds exactly what a table following every commit holds, the
// count changes only at the end of the table, a selection follows its
// document, and the gathered commits reach the rows by themselves.
#include "CollectionTableTestSupport.h"
#include "store/DocumentStore.h"
#include "views/CollectionTableModel.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QtTest>

#include <set>

using namespace atlas;
using namespace atlas::tabletest;

using Role = CollectionTableModel::Role;

namespace {

// Everything a view or the flash reads of a row, as text.
QStringList rowsOf(const CollectionTableModel& model)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < model.columnCount(); ++column) {
            const QModelIndex index = model.index(row, column);
            cells << index.data().toString()
                  << (index.data(Role::RowChangedCellRole).toBool() ? QStringLiteral("*")
                                                                    : QStringLiteral("."));
        }
        const QModelIndex first = model.index(row, 0);
        cells << first.data(Role::LastChangedSequenceRole).toString()
              << first.data(Role::LastChangedTimeRole).toString()
              << first.data(Role::ChangedFieldsRole).toStringList().join(QLatin1Char('+'));
        out << cells.join(QLatin1Char('|'));
    }
    return out;
}

// Random creates, sets (which may drop fields), updates and removes of up to
// four of `ids` documents in one commit.
void commitRandomWrites(DocumentStore& store, QRandomGenerator& rng, int step, int ids)
{
    static const char* texts[] = {"apple", "Banana", "banana", "cherry", "b"};
    WriteBatch batch;
    std::set<int> touched;
    for (int w = 1 + rng.bounded(4); w > 0; --w) {
        const int n = rng.bounded(ids);
        if (!touched.insert(n).second)
            continue;
        const std::string path = "orders/" + std::to_string(n);
        Json data = {{"v", step}};
        if (rng.bounded(4) != 0)
            data["n"] = rng.bounded(10);
        if (rng.bounded(4) != 0)
            data["s"] = texts[rng.bounded(5)];
        if (!store.get(path).exists())
            batch.create(path, data);
        else if (rng.bounded(5) == 0)
            batch.remove(path);
        else if (rng.bounded(2) == 0)
            batch.update(path, Json{{"v", step}});
        else
            batch.set(path, data);
    }
    store.commit(batch);
}

} // namespace

class TestCollectionCoalescing : public QObject
{
    Q_OBJECT
private slots:
    void matchesATableThatFollowsEveryCommit_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("order");
        QTest::addColumn<QString>("filter");
        QTest::addRow("id") << QStringLiteral("id") << int(Qt::AscendingOrder) << QString();
        QTest::addRow("number descending")
            << QStringLiteral("n") << int(Qt::DescendingOrder) << QString();
        QTest::addRow("text, filtered")
            << QStringLiteral("s") << int(Qt::AscendingOrder) << QStringLiteral("an");
        QTest::addRow("id descending, filtered")
            << QStringLiteral("id") << int(Qt::DescendingOrder) << QStringLiteral("1");
    }

    void matchesATableThatFollowsEveryCommit()
    {
        QFETCH(QString, field);
        QFETCH(int, order);
        QFETCH(QString, filter);
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch().create("orders/seed", Json{{"n", 0}, {"s", "a"}, {"v", 0}}));
        CollectionTableModel live(store, QStringLiteral("orders"));
        CollectionTableModel batched(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&batched, kQtTest);
        const int column = static_cast<int>(headersOf(live).indexOf(field));
        QVERIFY(column >= 0);
        for (CollectionTableModel* model : {&live, &batched}) {
            model->sort(column, Qt::SortOrder(order));
            model->setFilterText(filter);
        }
        batched.setCoalescing(true);
        QRandomGenerator rng(20261203);
        int flushes = 0;
        for (int step = 1; step <= 400; ++step) {
            clock.advance(7);
            commitRandomWrites(store, rng, step, 50);
            if (rng.bounded(6) != 0)
                continue;
            // One selected row, to follow through the batch.
            const int selectedRow = batched.rowCount() > 0 ? rng.bounded(batched.rowCount()) : -1;
            const QPersistentModelIndex selected = batched.index(selectedRow, 0);
            const QString selectedId = batched.idAt(selectedRow);
            batched.flush();
            ++flushes;
            QCOMPARE(headersOf(batched), headersOf(live));
            QCOMPARE(rowsOf(batched), rowsOf(live));
            QCOMPARE(batched.unfilteredRowCount(), live.unfilteredRowCount());
            if (selected.isValid())
                QCOMPARE(batched.idAt(selected.row()), selectedId);
            else if (!selectedId.isEmpty()) // gone, or filtered out
                QCOMPARE(batched.rowOf(selectedId), -1);
        }
        QVERIFY(flushes > 20);
        QVERIFY(live.rowCount() > 5);
        batched.setCoalescing(false); // applies the rest, then follows each commit
        QCOMPARE(rowsOf(batched), rowsOf(live));
        commitRandomWrites(store, rng, 401, 50);
        QCOMPARE(rowsOf(batched), rowsOf(live));
    }

    // Rows landing all over a sorted table cost one insert at its end and one
    // layout change, not one insert per gap.
    void aBatchInsertsAtTheEndAndRelaysOutOnce()
    {
        SimClock clock;
        DocumentStore store(clock);
        WriteBatch even;
        for (int i = 0; i < 20; i += 2)
            even.create("orders/" + std::to_string(100 + i), Json{{"n", i}});
        store.commit(even);
        CollectionTableModel model(store, QStringLiteral("orders"));
        QAbstractItemModelTester tester(&model, kQtTest);
        model.setCoalescing(true);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy relaid(&model, &QAbstractItemModel::layoutChanged);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        for (int i = 1; i < 20; i += 2)
            store.commit(WriteBatch().create("orders/" + std::to_string(100 + i), Json{{"n", i}}));
        store.commit(WriteBatch().remove("orders/104").remove("orders/110"));
        QCOMPARE(model.rowCount(), 10); // nothing yet
        QCOMPARE(inserted.count(), 0);

        model.flush();
        QCOMPARE(rowRanges(inserted), strings({"10..19"}));
        QCOMPARE(relaid.count(), 1);
        QCOMPARE(rowRanges(removed), strings({"18..19"}));
        QStringList expected;
        for (int i = 0; i < 20; ++i)
            if (i != 4 && i != 10)
                expected << QString::number(100 + i);
        QCOMPARE(idsOf(model), expected);
        QCOMPARE(model.index(1, 0).data(Role::RowChangedCellRole), QVariant(true)); // new: flashes
        QCOMPARE(model.index(0, 0).data(Role::RowChangedCellRole), QVariant(false));

        // Rows that all belong at the end need no layout change.
        store.commit(WriteBatch().create("orders/200", Json{{"n", 1}}));
        model.flush();
        QCOMPARE(relaid.count(), 1);
        QCOMPARE(model.idAt(model.rowCount() - 1), QStringLiteral("200"));
    }

    // The flash and the column fitter hear of every changed cell: the
    // changed fields of updated rows, every cell of new ones.
    void aBatchSignalsTheCellsItChanged()
    {
        SimClock clock;
        DocumentStore store(clock);
        store.commit(WriteBatch()
                         .create("orders/a", Json{{"n", 1}, {"s", "x"}})
                         .create("orders/c", Json{{"n", 3}, {"s", "z"}}));
        CollectionTableModel model(store, QStringLiteral("orders"));
        model.setCoalescing(true);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        store.commit(WriteBatch().update("orders/a", Json{{"n", 5}}));
        store.commit(WriteBatch().update("orders/a", Json{{"s", "y"}})); // the last change counts
        store.commit(WriteBatch().create("orders/b", Json{{"n", 2}, {"s", "q"}}));
        model.flush();
        QCOMPARE(idsOf(model), strings({"a", "b", "c"}));
        QCOMPARE(cellRanges(changed).size(), 2);
        QVERIFY(cellRanges(changed).contains(QStringLiteral("0,2..0,2"))); // a's s
        QVERIFY(cellRanges(changed).contains(QStringLiteral("1,0..1,2")));  // b, all of it
        QCOMPARE(model.index(0, 1).data(Role::RowChangedCellRole), QVariant(false));
        QCOMPARE(model.index(0, 2).data(Role::RowChangedCellRole), QVariant(true));
    }

    void gatheredCommitsReachTheRowsByThemselves()
    {
        SimClock clock;
        DocumentStore store(clock);
        CollectionTableModel model(store, QStringLiteral("orders"));
        model.setCoalescing(true);
        store.commit(WriteBatch().create("orders/a", Json{{"n", 1}}));
        QCOMPARE(model.rowCount(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 1, 10 * CollectionTableModel::kCoalesceMs);
        QCOMPARE(model.index(0, 1).data(), QVariant(1));
        // A value painted before the flush is already the new one.
        store.commit(WriteBatch().update("orders/a", Json{{"n", 2}}));
        QCOMPARE(model.index(0, 1).data(), QVariant(2));
    }

    // A gate that says no holds the batch back, pass after pass, until it
    // says yes; flush() itself does not ask.
    void aBatchWaitsForItsGate()
    {
        SimClock clock;
        DocumentStore store(clock);
        CollectionTableModel model(store, QStringLiteral("orders"));
        model.setCoalescing(true);
        int asked = 0;
        bool open = false;
        model.setBatchGate([&] {
            ++asked;
            return open;
        });
        store.commit(WriteBatch().create("orders/a", Json{{"n", 1}}));
        QTRY_VERIFY_WITH_TIMEOUT(asked >= 3, 10 * CollectionTableModel::kCoalesceMs);
        QCOMPARE(model.rowCount(), 0);
        open = true;
        QTRY_COMPARE(model.rowCount(), 1);
        const int askedOnce = asked;
        QTest::qWait(3 * CollectionTableModel::kCoalesceMs);
        QCOMPARE(asked, askedOnce); // nothing gathered: nothing asked

        open = false;
        store.commit(WriteBatch().create("orders/b", Json{{"n", 2}}));
        model.flush();
        QCOMPARE(model.rowCount(), 2);
    }

    // Sorting or filtering works on current rows; a reload drops what was
    // gathered (the store holds it already).
    void sortingFilteringAndReloadingTakeTheGatheredCommits()
    {
        SimClock clock;
        DocumentStore store(clock);
        CollectionTableModel model(store, QStringLiteral("orders"));
        model.setCoalescing(true);
        store.commit(WriteBatch().create("orders/a", Json{{"n", 2}}).create("orders/b", Json{{"n", 1}}));
        model.sort(1);
        QCOMPARE(idsOf(model), strings({"b", "a"}));
        store.commit(WriteBatch().create("orders/c", Json{{"n", 0}}));
        model.setFilterText(QStringLiteral("c"));
        QCOMPARE(idsOf(model), strings({"c"}));
        store.commit(WriteBatch().create("orders/cc", Json{{"n", 3}}));
        model.reload();
        QCOMPARE(idsOf(model), strings({"c", "cc"}));
        model.flush(); // nothing left to apply twice
        QCOMPARE(idsOf(model), strings({"c", "cc"}));
    }
};

QTEST_GUILESS_MAIN(TestCollectionCoalescing)
#include "tst_collectioncoalescing.moc"
