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
};

QTEST_GUILESS_MAIN(TestThrottle)
#include "tst_throttle.moc"
