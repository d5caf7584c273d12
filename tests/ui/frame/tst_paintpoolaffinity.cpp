#include "controls/ChaosRunner.h"
#include "frame/PaintPoolAffinity.h"
#include "lab/Lab.h"
#include "lab/chaos/ChaosConfig.h"

#include <QImage>
#include <QLinearGradient>
#include <QPainter>
#include <QTest>
#include <QThreadPool>

#include <pthread.h>
#include <sched.h>

#include <future>

using namespace atlas;

namespace {

cpu_set_t cpusOfThisThread()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    pthread_getaffinity_np(pthread_self(), sizeof set, &set);
    return set;
}

// The CPUs the pool's thread may run on, as a task on it sees them.
cpu_set_t cpusOfThePool()
{
    std::promise<cpu_set_t> cpus;
    std::future<cpu_set_t> result = cpus.get_future();
    QThreadPool::globalInstance()->start([&cpus] { cpus.set_value(cpusOfThisThread()); });
    return result.get();
}

cpu_set_t only(int cpu)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    return set;
}

void pinThisThread(const cpu_set_t& set)
{
    QCOMPARE(pthread_setaffinity_np(pthread_self(), sizeof set, &set), 0);
}

// A gradient fill of 400 rows: Qt's raster engine splits it over the pool.
QImage paintedFill()
{
    QImage image(120, 400, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    QLinearGradient gradient(0, 0, 0, 400);
    gradient.setColorAt(0, Qt::darkBlue);
    gradient.setColorAt(1, Qt::yellow);
    painter.fillRect(image.rect(), gradient);
    return image;
}

} // namespace

class TestPaintPoolAffinity : public QObject
{
    Q_OBJECT
private slots:
    void thePoolRunsOnTheGuiThreadsCpuWhileActive()
    {
        QThreadPool* pool = QThreadPool::globalInstance();
        const int ownMax = pool->maxThreadCount();
        const int ownExpiry = pool->expiryTimeout();
        const cpu_set_t allowed = cpusOfThisThread();
        const QImage inactive = paintedFill();
        {
            PaintPoolAffinity affinity;
            QVERIFY(!affinity.isActive());
            QCOMPARE(affinity.cpu(), -1);
            affinity.setActive(true);
            QCOMPARE(pool->maxThreadCount(), 1);
            QCOMPARE(pool->expiryTimeout(), -1);
            QVERIFY(affinity.cpu() >= 0);
            const cpu_set_t expected = only(affinity.cpu());
            const cpu_set_t seen = cpusOfThePool();
            QVERIFY(CPU_EQUAL(&seen, &expected));
            // Painting is unchanged, only where its parts run.
            QCOMPARE(paintedFill(), inactive);
            affinity.setActive(false);
            QCOMPARE(affinity.cpu(), -1);
            QCOMPARE(pool->maxThreadCount(), ownMax);
            QCOMPARE(pool->expiryTimeout(), ownExpiry);
            const cpu_set_t after = cpusOfThePool();
            QVERIFY(CPU_EQUAL(&after, &allowed));
        }
        QCOMPARE(pool->maxThreadCount(), ownMax);
    }

    void thePoolFollowsTheGuiThreadToAnotherCpu()
    {
        const cpu_set_t allowed = cpusOfThisThread();
        if (CPU_COUNT(&allowed) < 2)
            QSKIP("needs two CPUs");
        int first = -1;
        int second = -1;
        for (int cpu = 0; cpu < CPU_SETSIZE && second < 0; ++cpu)
            if (CPU_ISSET(cpu, &allowed))
                (first < 0 ? first : second) = cpu;
        pinThisThread(only(first));
        PaintPoolAffinity affinity;
        affinity.setActive(true);
        QCOMPARE(affinity.cpu(), first);
        affinity.follow();
        QCOMPARE(affinity.moves(), 0);

        pinThisThread(only(second));
        affinity.follow();
        QCOMPARE(affinity.cpu(), second);
        QCOMPARE(affinity.moves(), 1);
        const cpu_set_t expected = only(second);
        const cpu_set_t seen = cpusOfThePool();
        QVERIFY(CPU_EQUAL(&seen, &expected));

        // Back on all its CPUs, the GUI thread starts the pool's next thread.
        pinThisThread(allowed);
        affinity.setActive(false);
        const cpu_set_t after = cpusOfThePool();
        QVERIFY(CPU_EQUAL(&after, &allowed));
    }

    void aChaosRunKeepsThePoolOnOneThreadWhileItRuns()
    {
        QThreadPool* pool = QThreadPool::globalInstance();
        const int ownMax = pool->maxThreadCount();
        Lab lab;
        ChaosRunner runner(lab);
        QVERIFY(runner.start(ChaosConfig::fromJson(Json{{"orders", 100}, {"events", 400}}), 16));
        QCOMPARE(pool->maxThreadCount(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isRunning(), 60'000);
        QCOMPARE(pool->maxThreadCount(), ownMax);
    }
};

QTEST_MAIN(TestPaintPoolAffinity)
#include "tst_paintpoolaffinity.moc"
