// The GUI thread's passes shared between a chaos run's slices and chart
// redraws: a whole slice and a redraw never in one pass, a turned-away
// redraw waited for with a small slice, and a heavy pass followed by a
// light one.
#include "frame/PassGate.h"

#include <QAbstractEventDispatcher>
#include <QEventLoop>
#include <QTest>
#include <QTimer>

#include <functional>
#include <map>
#include <vector>

#include <time.h>

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

    // Two passes in a row are what a 1 ms timer or a key press waits for at
    // worst: after a pass that took the thread's CPU for 8 ms, a table's
    // batch waits one pass (with a small slice meanwhile) and a whole slice
    // gets only what that pass left of the pair.
    void aHeavyPassLeavesTheNextOneLessRoom()
    {
        PassGate& gate = PassGate::instance();
        qint64 roomAfterHeavy = 0, roomAfterLight = 0;
        bool batchAfterHeavy = true, batchAfterWaiting = false;
        Slice sliceWhileWaiting = Slice::Whole, sliceAfterLight = Slice::Small;
        runPasses({
            [] {}, // a light pass, so the next one starts from nothing
            [] { burnCpu(kHeavyNs); },
            [&] {
                roomAfterHeavy = gate.sliceRoomNs();
                batchAfterHeavy = gate.claimBatch();
                sliceWhileWaiting = gate.claimSlice();
            },
            [&] { batchAfterWaiting = gate.claimBatch(); },
            [] {}, // light again
            [&] {
                sliceAfterLight = gate.claimSlice();
                roomAfterLight = gate.sliceRoomNs();
            },
        });
        QVERIFY(!batchAfterHeavy);
        QCOMPARE(sliceWhileWaiting, Slice::Small);
        QVERIFY(batchAfterWaiting);
        QVERIFY2(roomAfterHeavy <= PassGate::kPairNs - PassGate::kRepaintReserveNs - kHeavyNs,
                 qPrintable(QString::number(roomAfterHeavy)));
        QCOMPARE(sliceAfterLight, Slice::Whole);
        QVERIFY2(roomAfterLight >
                     PassGate::kPairNs - PassGate::kRepaintReserveNs - PassGate::kLightPassNs,
                 qPrintable(QString::number(roomAfterLight)));
    }

    // When every pass is heavy (repaints alone can be), a waiting batch goes
    // ahead two passes after it was first turned away.
    void aBatchWaitsAtMostTwoPasses()
    {
        PassGate& gate = PassGate::instance();
        std::vector<bool> granted;
        const auto claimThenBurn = [&] {
            granted.push_back(gate.claimBatch());
            burnCpu(kHeavyNs);
        };
        runPasses({[] { burnCpu(kHeavyNs); }, claimThenBurn, claimThenBurn, claimThenBurn});
        QCOMPARE(granted, (std::vector<bool>{false, false, true}));
    }

    // Tables share a pass while it is light: once a batch has made it
    // heavy, the next table's batch waits.
    void batchesShareOnlyALightPass()
    {
        PassGate& gate = PassGate::instance();
        bool first = false, second = false, third = true;
        runPasses({[] {},
                   [&] {
                       first = gate.claimBatch();
                       second = gate.claimBatch(); // a light pass so far
                       burnCpu(kHeavyNs);          // what those batches took
                       third = gate.claimBatch();
                   }});
        QVERIFY(first);
        QVERIFY(second);
        QVERIFY(!third);
    }

private:
    static constexpr qint64 kHeavyNs = 8'000'000;

    static void burnCpu(qint64 ns)
    {
        const auto cpuNs = [] {
            timespec now{};
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
            return qint64(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
        };
        const qint64 until = cpuNs() + ns;
        volatile unsigned spin = 0;
        while (cpuNs() < until)
            spin = spin + 1;
    }

    // Runs each step in a pass of its own, in a running event loop as in the
    // application: it says when each pass ends (QTRY's polling does not). A
    // timer fires at most once a pass.
    void runPasses(const std::vector<std::function<void()>>& steps)
    {
        QTimer pass;
        pass.setInterval(1);
        std::size_t next = 0;
        QEventLoop loop;
        connect(&pass, &QTimer::timeout, &loop, [&] {
            steps[next++]();
            if (next == steps.size()) {
                pass.stop();
                loop.quit();
            }
        });
        QTimer::singleShot(5000, &loop, &QEventLoop::quit);
        pass.start();
        loop.exec();
        QCOMPARE(next, steps.size());
    }
};

QTEST_GUILESS_MAIN(TestPassGate)
#include "tst_passgate.moc"
