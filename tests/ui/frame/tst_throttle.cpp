#include "frame/Throttle.h"

#include <QTest>

using namespace atlas;

class TestThrottle : public QObject
{
    Q_OBJECT
private slots:
    void firstRequestRunsAtOnce()
    {
        int runs = 0;
        Throttle throttle(
            50, [&] { ++runs; }, nullptr);
        throttle.request();
        QCOMPARE(runs, 1);
        QVERIFY(!throttle.isPending());
    }

    void aBurstFoldsIntoOneTrailingRun()
    {
        int runs = 0;
        Throttle throttle(
            50, [&] { ++runs; }, nullptr);
        for (int i = 0; i < 1000; ++i)
            throttle.request();
        QCOMPARE(runs, 1);
        QVERIFY(throttle.isPending());
        QTRY_COMPARE(runs, 2); // the end of the interval shows the last state
        QVERIFY(!throttle.isPending());
        QTest::qWait(120); // nothing pending: the interval ends without a run
        QCOMPARE(runs, 2);
        throttle.request(); // quiet again: immediate
        QCOMPARE(runs, 3);
    }

    // A gate that says no puts the trailing run off, pass by pass, until it
    // says yes; the interval after it is the full one again.
    void aGateDefersTheTrailingRun()
    {
        int runs = 0;
        int asked = 0;
        bool open = false;
        Throttle throttle(
            50, [&] { ++runs; }, nullptr);
        throttle.setGate([&] {
            ++asked;
            return open;
        });
        throttle.request(); // a first request is not gated
        QCOMPARE(runs, 1);
        throttle.request();
        QTRY_VERIFY(asked >= 3); // asked again and again, not run
        QCOMPARE(runs, 1);
        QVERIFY(throttle.isPending());
        open = true;
        QTRY_COMPARE(runs, 2);
        QVERIFY(!throttle.isPending());
        throttle.request(); // within the new interval: folded, not at once
        QCOMPARE(runs, 2);
        QTRY_COMPARE(runs, 3);
    }
};

QTEST_GUILESS_MAIN(TestThrottle)
#include "tst_throttle.moc"
