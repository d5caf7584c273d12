// The GUI thread's passes shared between a chaos run's slices and chart
// redraws: a whole slice and a redraw never in one pass, a turned-away
// redraw waited for with a small slice.
#include "frame/PassGate.h"

#include <QAbstractEventDispatcher>
#include <QTest>
#include <QTimer>

#include <map>

using namespace atlas;
using Slice = PassGate::Slice;

class TestPassGate : public QObject
{
    Q_OBJECT
private slots:
    void aRedrawWaitsForTheNextPassWhoseSliceIsSmall()
    {
        PassGate& gate = PassGate::instance();
        QCoreApplication::processEvents(); // a pass of its own for this test
        QCOMPARE(gate.claimSlice(), Slice::Whole);
        QVERIFY(!gate.claimRedraw()); // now it waits

        QCoreApplication::processEvents();
        QCOMPARE(gate.claimSlice(), Slice::Small);
        QVERIFY(gate.claimRedraw());
        QVERIFY(!gate.claimRedraw()); // one chart a pass
        QCOMPARE(gate.claimSlice(), Slice::Small);

        QCoreApplication::processEvents();
        QVERIFY(gate.claimRedraw()); // it waited: the pass is its
        QCOMPARE(gate.claimSlice(), Slice::Small);

        QCoreApplication::processEvents();
        QCOMPARE(gate.claimSlice(), Slice::Whole); // nobody waits any more
    }

    // Tables' batches share a pass with each other and with small slices,
    // never with a whole slice or a chart.
    void batchesShareAPassButNotWithAWholeSliceOrAChart()
    {
        PassGate& gate = PassGate::instance();
        QCoreApplication::processEvents();
        QCOMPARE(gate.claimSlice(), Slice::Whole);
        QVERIFY(!gate.claimBatch()); // waits

        QCoreApplication::processEvents();
        QVERIFY(gate.claimBatch());
        QVERIFY(gate.claimBatch()); // a second table in the same pass
        QCOMPARE(gate.claimSlice(), Slice::Small);
        QVERIFY(!gate.claimRedraw()); // a chart waits for the next pass

        QCoreApplication::processEvents();
        QVERIFY(gate.claimRedraw());
        QVERIFY(!gate.claimBatch()); // and a table waits for the chart
        QCOMPARE(gate.claimSlice(), Slice::Small);

        QCoreApplication::processEvents();
        QVERIFY(gate.claimBatch());
        QCOMPARE(gate.claimSlice(), Slice::Small);

        QCoreApplication::processEvents();
        QCOMPARE(gate.claimSlice(), Slice::Whole); // nobody waits any more
    }

    // A slice timer that runs in every pass and redraws asked for on a zero
    // timer, as ChaosRunner and MetricsPanel use the gate: every redraw gets
    // done, slices go on meanwhile, and no pass runs a whole slice and a
    // redraw.
    void wholeSlicesAndRedrawsNeverShareAPass()
    {
        PassGate& gate = PassGate::instance();
        int pass = 0;
        const auto connection = connect(QAbstractEventDispatcher::instance(),
                                        &QAbstractEventDispatcher::awake, this, [&] { ++pass; });
        std::map<int, std::pair<int, int>> wholeSlicesAndRedraws; // by pass
        int smallSlices = 0;
        int redraws = 0;
        QTimer slicer;
        slicer.setInterval(1);
        connect(&slicer, &QTimer::timeout, this, [&] {
            if (gate.claimSlice() == Slice::Small) {
                ++smallSlices;
                return;
            }
            ++wholeSlicesAndRedraws[pass].first;
            QTest::qSleep(2); // a slice's work
        });
        QTimer redraw;
        redraw.setSingleShot(true);
        redraw.setInterval(0);
        connect(&redraw, &QTimer::timeout, this, [&] {
            if (!gate.claimRedraw()) {
                redraw.start();
                return;
            }
            ++wholeSlicesAndRedraws[pass].second;
            QTest::qSleep(2); // a chart's work
            if (++redraws < 20)
                redraw.start();
        });
        slicer.start();
        redraw.start();
        QTRY_COMPARE_WITH_TIMEOUT(redraws, 20, 5000);
        slicer.stop();
        disconnect(connection);
        QVERIFY(smallSlices > 0);
        int wholeSlices = 0;
        for (const auto& [p, jobs] : wholeSlicesAndRedraws) {
            wholeSlices += jobs.first;
            QVERIFY2(jobs.first + jobs.second == 1,
                     qPrintable(QStringLiteral("pass %1 ran %2 whole slices and %3 redraws")
                                    .arg(p)
                                    .arg(jobs.first)
                                    .arg(jobs.second)));
        }
        QVERIFY(wholeSlices > 0);
    }
};

QTEST_GUILESS_MAIN(TestPassGate)
#include "tst_passgate.moc"
