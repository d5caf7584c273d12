#include "../../lab/LabFixtures.h"
#include "delivery/DeliveryChannel.h"
#include "lab/Lab.h"
#include "views/ColumnKind.h"
#include "views/DeadLetterTopicModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

using namespace atlas;
using namespace atlas::fixtures;

using D = DeadLetterTopicModel;

namespace {

constexpr auto kQtTest = QAbstractItemModelTester::FailureReportingMode::QtTest;

// A payment for an order that does not exist fails with ORDER_NOT_FOUND on
// every attempt, so the bounded policy dead-letters it after five.
void deadLetterOnePayment(Lab& lab, const std::string& id)
{
    lab.execute("publish", Json{{"event", paymentEvent("PAYMENT_SUCCEEDED", id)}});
    for (int attempt = 0; attempt < 5; ++attempt)
        lab.execute("deliverNext");
}

} // namespace

class TestDeadLetterTopicModel : public QObject
{
    Q_OBJECT
private slots:
    void entriesAppearWithTheirEvidence()
    {
        Lab lab;
        D model(lab);
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        deadLetterOnePayment(lab, "evt-a");
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(model.columnCount(), int(D::ColumnCount));
        QCOMPARE(model.index(0, D::EntryColumn).data().toULongLong(), 1ULL);
        QCOMPARE(model.index(0, D::EventKeyColumn).data().toString(),
                 QStringLiteral("atlasmart://payment-simulator|evt-a"));
        QCOMPARE(model.index(0, D::TypeColumn).data().toString(),
                 QStringLiteral("PAYMENT_SUCCEEDED"));
        QCOMPARE(model.index(0, D::AttemptsColumn).data().toInt(), 5);
        QVERIFY(model.index(0, D::LastErrorColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("ORDER_NOT_FOUND")));
        QVERIFY(model.index(0, D::ReasonColumn).data().toString().contains(QStringLiteral("5")));
        // Dead-lettered after backoffs of 10, 20, 40 and 80 s: elapsed sim time,
        // with the wall time of the simulation in the tooltip.
        QCOMPARE(model.index(0, D::TimeColumn).data().toString(), QStringLiteral("T+0:02:30"));
        QCOMPARE(model.index(0, D::TimeColumn).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("2026-09-16T18:32:30.000Z"));
        QVERIFY(model.index(0, D::EventKeyColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QStringLiteral("atlasmart://payment-simulator|evt-a\n")));
        QVERIFY(model.index(0, D::TypeColumn)
                    .data(D::EventJsonRole)
                    .toString()
                    .contains(QStringLiteral("\"paymentIdempotencyKey\"")));
        QCOMPARE(model.entryIdAt(0), std::uint64_t(1));
        QCOMPARE(model.entryIdAt(1), std::uint64_t(0));
        for (int c = 0; c < D::ColumnCount; ++c)
            QVERIFY(!model.headerData(c, Qt::Horizontal).toString().isEmpty());
    }

    // A redriven entry keeps its row (entries are listed by id, redriven ones
    // too): only its Redrives and State cells change, and the history grows.
    void redriveChangesExactlyItsRow()
    {
        Lab lab;
        D model(lab);
        QAbstractItemModelTester tester(&model, kQtTest);
        deadLetterOnePayment(lab, "evt-a");
        deadLetterOnePayment(lab, "evt-b");
        deadLetterOnePayment(lab, "evt-c");
        QCOMPARE(model.rowCount(), 3);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy moved(&model, &QAbstractItemModel::rowsMoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        lab.execute("redrive", Json{{"entry", 2u}});
        QCOMPARE(removed.size(), 0);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.front().at(0).toModelIndex().row(), 1);
        QCOMPARE(changed.front().at(0).toModelIndex().column(), int(D::RedrivesColumn));
        QCOMPARE(changed.front().at(1).toModelIndex().row(), 1);
        QCOMPARE(changed.front().at(1).toModelIndex().column(), int(D::StateColumn));
        QCOMPARE(model.index(1, D::StateColumn).data().toString(),
                 QStringLiteral("redriven (pending)"));
        QVERIFY(!model.index(1, 0).data(D::InTopicRole).toBool());
        QVERIFY(model.index(0, 0).data(D::InTopicRole).toBool());
        QVERIFY(model.index(1, 0)
                    .data(D::RedriveHistoryRole)
                    .toString()
                    .startsWith(QStringLiteral("redrive 1 at T+0:07:30: message 4 (delivery")));

        // Failing five more times, it comes back to the same row.
        for (int attempt = 0; attempt < 5; ++attempt)
            lab.execute("deliverNext");
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.entryIdAt(1), std::uint64_t(2));
        QCOMPARE(model.index(1, D::StateColumn).data().toString(), QStringLiteral("waiting"));
        QVERIFY(model.index(1, 0)
                    .data(D::RedriveHistoryRole)
                    .toString()
                    .endsWith(QStringLiteral("dead-lettered again")));
        lab.execute("redrive", Json{{"entry", "all"}});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(removed.size(), 0);
        QCOMPARE(moved.size(), 0);
        QCOMPARE(resets.size(), 0);
        QVERIFY(model.headerData(D::StateColumn, Qt::Horizontal, KnownValuesRole)
                    .toStringList()
                    .contains(QStringLiteral("redriven (pending)")));
    }

    void rebuildingTheWorldResets()
    {
        Lab lab;
        D model(lab);
        QAbstractItemModelTester tester(&model, kQtTest);
        deadLetterOnePayment(lab, "evt-a");
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QVERIFY(lab.stepBack()); // before the fifth attempt: not dead-lettered yet
        QCOMPARE(resets.size(), 1);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestDeadLetterTopicModel)
#include "tst_deadlettertopicmodel.moc"
