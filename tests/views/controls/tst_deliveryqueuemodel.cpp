#include "../../lab/LabFixtures.h"
#include "delivery/DeliveryChannel.h"
#include "lab/Lab.h"
#include "views/ColumnKind.h"
#include "views/DeliveryQueueModel.h"
#include "views/KeyedTableModel.h"

#include <QAbstractItemModelTester>
#include <QMimeData>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QtTest>

#include <algorithm>
#include <memory>
#include <random>

using namespace atlas;
using namespace atlas::fixtures;

using Q = DeliveryQueueModel;

namespace {

constexpr auto kQtTest = QAbstractItemModelTester::FailureReportingMode::QtTest;

// A bare keyed table: column 0 shows the key, column 1 a value.
struct TestRow
{
    std::uint64_t key = 0;
    int value = 0;
};

class TestModel : public KeyedTableModel<TestRow>
{
public:
    QVariant data(const QModelIndex& index, int role) const override
    {
        const TestRow* row = rowAt(index);
        return row && role == Qt::DisplayRole ? cellValue(*row, index.column()) : QVariant();
    }
    void set(std::vector<TestRow> rows) { updateRows(std::move(rows)); }
    std::vector<std::uint64_t> keys() const
    {
        std::vector<std::uint64_t> out;
        for (const auto& r : rows())
            out.push_back(r.key);
        return out;
    }

protected:
    QVariant cellValue(const TestRow& row, int column) const override
    {
        return column == 0 ? QVariant::fromValue<qulonglong>(row.key) : QVariant(row.value);
    }
    std::span<const KeyedColumn> columnTable() const override
    {
        static constexpr KeyedColumn columns[] = {{"Key", ColumnKind::Figure},
                                                  {"Value", ColumnKind::Figure}};
        return columns;
    }
};

std::vector<TestRow> rowsOf(std::initializer_list<std::uint64_t> keys, int value = 0)
{
    std::vector<TestRow> out;
    for (auto k : keys)
        out.push_back({k, value});
    return out;
}

QString cell(const QAbstractItemModel& model, int row, int column)
{
    return model.index(row, column).data().toString();
}

QStringList column(const QAbstractItemModel& model, int c)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << cell(model, row, c);
    return out;
}

// "first..last" of each rows signal.
QStringList ranges(const QSignalSpy& spy)
{
    QStringList out;
    for (const auto& args : spy)
        out << QStringLiteral("%1..%2").arg(args.at(1).toInt()).arg(args.at(2).toInt());
    return out;
}

QStringList cellRanges(const QSignalSpy& spy)
{
    QStringList out;
    for (const auto& args : spy) {
        const auto tl = args.at(0).value<QModelIndex>();
        const auto br = args.at(1).value<QModelIndex>();
        out << QStringLiteral("%1,%2..%3,%4")
                   .arg(tl.row())
                   .arg(tl.column())
                   .arg(br.row())
                   .arg(br.column());
    }
    return out;
}

Json payment(const std::string& id)
{
    return paymentEvent("PAYMENT_SUCCEEDED", id);
}

} // namespace

class TestDeliveryQueueModel : public QObject
{
    Q_OBJECT
private slots:
    void diffReachesAnyTargetWithFewMoves_data()
    {
        QTest::addColumn<quint32>("seed");
        for (quint32 seed = 1; seed <= 40; ++seed)
            QTest::addRow("seed %u", seed) << seed;
    }

    void diffReachesAnyTargetWithFewMoves()
    {
        QFETCH(quint32, seed);
        QRandomGenerator rng(seed);
        TestModel model;
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        std::uint64_t nextKey = 1;
        std::vector<TestRow> current;
        for (int round = 0; round < 30; ++round) {
            std::vector<TestRow> next;
            for (const auto& row : current)
                if (rng.bounded(5) != 0) // drop about a fifth
                    next.push_back({row.key, row.value + static_cast<int>(rng.bounded(2))});
            std::shuffle(next.begin(), next.end(), std::mt19937(rng.generate()));
            for (int added = static_cast<int>(rng.bounded(4)); added > 0; --added)
                next.insert(next.begin() + rng.bounded(static_cast<quint32>(next.size() + 1)),
                            {nextKey++, 0});
            QSignalSpy moves(&model, &QAbstractItemModel::rowsMoved);
            model.set(next);
            current = next;
            std::vector<std::uint64_t> expected;
            for (const auto& r : next)
                expected.push_back(r.key);
            QCOMPARE(model.keys(), expected);
            for (int r = 0; r < model.rowCount(); ++r)
                QCOMPARE(model.index(r, 1).data().toInt(), next[static_cast<std::size_t>(r)].value);
            QVERIFY(moves.size() <= static_cast<qsizetype>(next.size()));
        }
        QCOMPARE(resets.size(), 0);
    }

    void movingOneRowIsOneMove()
    {
        TestModel model;
        QAbstractItemModelTester tester(&model, kQtTest);
        model.set(rowsOf({1, 2, 3, 4, 5}));
        QSignalSpy moves(&model, &QAbstractItemModel::rowsMoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.set(rowsOf({2, 3, 4, 1, 5})); // 1 dragged down before 5
        QCOMPARE(moves.size(), 1);
        QCOMPARE(moves.front().at(1).toInt(), 0);
        QCOMPARE(moves.front().at(4).toInt(), 4);
        QCOMPARE(changed.size(), 0);
        model.set(rowsOf({2, 3, 4, 1, 5}, 7));
        QCOMPARE(cellRanges(changed), QStringList{QStringLiteral("0,1..4,1")});
    }

    void publishDeliverAndDuplicateChangeRowsInPlace()
    {
        Lab lab;
        DeliveryQueueModel model(lab);
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);

        lab.execute("publish", Json{{"event", reservedEvent()}});
        lab.execute("publish", Json{{"event", payment("evt-1")}});
        lab.execute("duplicate", Json{{"message", "latest"}});
        QCOMPARE(ranges(inserted), (QStringList{QStringLiteral("0..0"), QStringLiteral("1..1"),
                                                QStringLiteral("2..2")}));
        QCOMPARE(column(model, Q::PositionColumn),
                 (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
        QCOMPARE(cell(model, 0, Q::TypeColumn), QStringLiteral("ORDER_RESERVED"));
        QCOMPARE(cell(model, 1, Q::EventKeyColumn),
                 QStringLiteral("atlasmart://payment-simulator|evt-1"));
        QCOMPARE(cell(model, 2, Q::CauseColumn), QStringLiteral("duplicate"));
        QCOMPARE(cell(model, 0, Q::AttemptColumn), QStringLiteral("1 of 5"));
        QCOMPARE(cell(model, 0, Q::DueInColumn), QStringLiteral("now"));
        QCOMPARE(model.index(1, 0).data(Q::MessageKeyRole).toString(),
                 QStringLiteral("atlasmart://payment-simulator|evt-1"));

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        lab.execute("deliverNext");
        QCOMPARE(ranges(removed), QStringList{QStringLiteral("0..0")});
        // Only the places of the rows behind it change.
        QCOMPARE(cellRanges(changed), QStringList{QStringLiteral("0,0..1,0")});
        QCOMPARE(resets.size(), 0);
    }

    void reorderAndMoveAreSingleMoves()
    {
        Lab lab;
        for (int i = 1; i <= 4; ++i)
            lab.execute("publish", Json{{"event", payment("evt-" + std::to_string(i))}});
        DeliveryQueueModel model(lab);
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy moves(&model, &QAbstractItemModel::rowsMoved);
        lab.execute("reorder", Json{{"delivery", 4u}, {"before", 1u}});
        QCOMPARE(moves.size(), 1);
        QCOMPARE(column(model, Q::DeliveryColumn),
                 (QStringList{QStringLiteral("4"), QStringLiteral("1"), QStringLiteral("2"),
                              QStringLiteral("3")}));
        lab.execute("moveDelivery", Json{{"delivery", 1u}, {"direction", "down"}});
        QCOMPARE(moves.size(), 2);
        QCOMPARE(model.deliveryIdAt(2), std::uint64_t(1));
        QCOMPARE(model.rowOfDelivery(3), 3);
    }

    void faultsAndClockRepaintOnlyTheirCells()
    {
        Lab lab; // no order: the payment fails and waits out a backoff
        lab.execute("publish", Json{{"event", payment("evt-1")}});
        DeliveryQueueModel model(lab);
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "lost-ack"}});
        QCOMPARE(cellRanges(changed), QStringList{QStringLiteral("0,7..0,7")});
        QCOMPARE(cell(model, 0, Q::FaultColumn), QStringLiteral("lost-ack"));
        QCOMPARE(model.index(0, Q::FaultColumn).data(Q::FaultRole).toString(),
                 QStringLiteral("lost-ack"));
        QVERIFY(!model.index(0, Q::FaultColumn).data(Qt::ToolTipRole).toString().isEmpty());

        lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "none"}});
        lab.execute("deliverNext"); // ORDER_NOT_FOUND: a retry in 10 s
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(cell(model, 0, Q::DueInColumn), QStringLiteral("in 10 s"));
        QCOMPARE(cell(model, 0, Q::AttemptColumn), QStringLiteral("2 of 5"));
        QCOMPARE(cell(model, 0, Q::CauseColumn), QStringLiteral("retry"));
        QVERIFY(!model.index(0, 0).data(Q::IsDueRole).toBool());
        changed.clear();
        lab.execute("advanceClock", Json{{"ms", 4000}});
        QCOMPARE(cellRanges(changed), QStringList{QStringLiteral("0,5..0,5")});
        QCOMPARE(cell(model, 0, Q::DueInColumn), QStringLiteral("in 6 s"));
        QVERIFY(model.index(0, Q::DueInColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QStringLiteral("Due at T+0:00:10.")));

        lab.execute("setRetryPolicy", Json{{"mode", "unlimited"}});
        QCOMPARE(cell(model, 0, Q::AttemptColumn), QStringLiteral("2"));
    }

    void headerDescribesTheColumns()
    {
        Lab lab;
        for (int i = 1; i <= 10; ++i)
            lab.execute("publish", Json{{"event", payment("evt-" + std::to_string(i))}});
        DeliveryQueueModel model(lab);
        const auto header = [&](int column, int role) {
            return model.headerData(column, Qt::Horizontal, role);
        };
        QCOMPARE(header(Q::EventKeyColumn, ColumnKindRole).toInt(), int(ColumnKind::Key));
        QCOMPARE(header(Q::TypeColumn, ColumnKindRole).toInt(), int(ColumnKind::Label));
        QCOMPARE(header(Q::DeliveryColumn, ColumnKindRole).toInt(), int(ColumnKind::Figure));
        const QStringList types = header(Q::TypeColumn, KnownValuesRole).toStringList();
        QCOMPARE(types.size(), 6);
        QVERIFY(types.contains(QStringLiteral("PAYMENT_REQUESTED")));
        QVERIFY(header(Q::FaultColumn, KnownValuesRole)
                    .toStringList()
                    .contains(QStringLiteral("crash-between-writes")));
        QVERIFY(header(Q::CauseColumn, KnownValuesRole)
                    .toStringList()
                    .contains(QStringLiteral("ack deadline")));
        QCOMPARE(header(Q::PositionColumn, WidestValueRole).toString(), QStringLiteral("10"));
        QCOMPARE(header(Q::AttemptColumn, WidestValueRole).toString(), QStringLiteral("1 of 5"));
    }

    void rebuildingTheWorldResets()
    {
        Lab lab;
        lab.execute("publish", Json{{"event", payment("evt-1")}});
        lab.execute("publish", Json{{"event", payment("evt-2")}});
        DeliveryQueueModel model(lab);
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QVERIFY(lab.stepBack());
        QCOMPARE(resets.size(), 1);
        QCOMPARE(model.rowCount(), 1);
        lab.execute("reset", Json{{"seed", 7}});
        QCOMPARE(resets.size(), 2);
        QCOMPARE(model.rowCount(), 0);
    }

    void dropOntoARowAsksForAReorder()
    {
        Lab lab;
        for (int i = 1; i <= 3; ++i)
            lab.execute("publish", Json{{"event", payment("evt-" + std::to_string(i))}});
        DeliveryQueueModel model(lab);
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy requests(&model, &DeliveryQueueModel::reorderRequested);

        std::unique_ptr<QMimeData> mime(model.mimeData({model.index(2, 0)}));
        QVERIFY(mime);
        QVERIFY(model.mimeTypes().contains(DeliveryQueueModel::kMimeType));
        // Onto row 0, between rows 0 and 1, past the end, onto its own successor.
        QVERIFY(model.canDropMimeData(mime.get(), Qt::MoveAction, -1, -1, model.index(0, 0)));
        QVERIFY(model.canDropMimeData(mime.get(), Qt::MoveAction, 1, 0, {}));
        QVERIFY(!model.canDropMimeData(mime.get(), Qt::MoveAction, 3, 0, {}));
        QVERIFY(!model.canDropMimeData(mime.get(), Qt::CopyAction, 1, 0, {}));
        std::unique_ptr<QMimeData> first(model.mimeData({model.index(0, 0)}));
        QVERIFY(!model.canDropMimeData(first.get(), Qt::MoveAction, 1, 0, {}));

        QVERIFY(model.dropMimeData(mime.get(), Qt::MoveAction, -1, -1, model.index(0, 0)));
        QCOMPARE(requests.size(), 1);
        QCOMPARE(requests.front().at(0).toULongLong(), 3ULL);
        QCOMPARE(requests.front().at(1).toULongLong(), 1ULL);
        QCOMPARE(model.rowCount(), 3); // the model asks; the Lab decides
        QVERIFY(model.flags(model.index(0, 0)) & Qt::ItemIsDragEnabled);
    }
};

QTEST_GUILESS_MAIN(TestDeliveryQueueModel)
#include "tst_deliveryqueuemodel.moc"
