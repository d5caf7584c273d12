#include "controls/ChaosRunner.h"
#include "frame/MainWindow.h"
#include "frame/PaintPoolAffinity.h"
#include "lab/Lab.h"
#include "lab/chaos/ChaosConfig.h"

#include <QImage>
#include <QLinearGradient>
#include <QPainter>
#include <QStandardPaths>
#include <QTest>
#include <QThreadPool>

#include <pthread.h>
#include <sched.h>

#include <future>
#include <vector>

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

// Records the CPUs its thread may use while it paints.
class CpuRecorder : public QWidget
{
public:
    using QWidget::QWidget;
    std::vector<cpu_set_t> seen;

protected:
    void paintEvent(QPaintEvent*) override { seen.push_back(cpusOfThisThread()); }
};

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

    void aSecondInstanceLeavesThePoolToTheFirst()
    {
        QThreadPool* pool = QThreadPool::globalInstance();
        const int ownMax = pool->maxThreadCount();
        PaintPoolAffinity first;
        PaintPoolAffinity second;
        first.setActive(true);
        second.setActive(true);
        QVERIFY(second.isActive());
        QCOMPARE(second.cpu(), -1);
        QCOMPARE(first.cpu() >= 0, true);
        second.setActive(false);
        QCOMPARE(pool->maxThreadCount(), 1); // still the first one's
        const cpu_set_t expected = only(first.cpu());
        const cpu_set_t seen = cpusOfThePool();
        QVERIFY(CPU_EQUAL(&seen, &expected));
        first.setActive(false);
        QCOMPARE(pool->maxThreadCount(), ownMax);
    }

    void aPaintScopeHoldsTheGuiThreadOnItsCpuOnlyWhileActive()
    {
        const cpu_set_t allowed = cpusOfThisThread();
        {
            const PaintPoolAffinity::PaintScope scope; // none active: nothing changes
            const cpu_set_t inside = cpusOfThisThread();
            QVERIFY(CPU_EQUAL(&inside, &allowed));
        }
        PaintPoolAffinity affinity;
        affinity.setActive(true);
        {
            const PaintPoolAffinity::PaintScope scope;
            const cpu_set_t inside = cpusOfThisThread();
            const cpu_set_t expected = only(affinity.cpu());
            QVERIFY(CPU_EQUAL(&inside, &expected));
            const cpu_set_t pool = cpusOfThePool();
            QVERIFY(CPU_EQUAL(&pool, &expected));
        }
        const cpu_set_t after = cpusOfThisThread();
        QVERIFY(CPU_EQUAL(&after, &allowed));
        affinity.setActive(false);
        {
            const PaintPoolAffinity::PaintScope scope; // inactive again
            const cpu_set_t inside = cpusOfThisThread();
            QVERIFY(CPU_EQUAL(&inside, &allowed));
        }
    }

    // The main window paints its panels inside a scope.
    void theMainWindowPaintsOnOneCpuDuringARun()
    {
        const cpu_set_t allowed = cpusOfThisThread();
        if (CPU_COUNT(&allowed) < 2)
            QSKIP("needs two CPUs to tell a pinned thread from a free one");
        QStandardPaths::setTestModeEnabled(true);
        MainWindow window;
        // A child of the window (its own panels stay as they are), painted
        // in the window's paint like every docked panel.
        auto* recorder = new CpuRecorder(&window);
        recorder->setGeometry(0, 0, 40, 40);
        window.show();
        recorder->raise();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        recorder->seen.clear();
        recorder->update();
        QTRY_VERIFY(!recorder->seen.empty());
        QVERIFY(CPU_EQUAL(&recorder->seen.back(), &allowed));

        PaintPoolAffinity affinity;
        affinity.setActive(true);
        recorder->seen.clear();
        recorder->update();
        QTRY_VERIFY(!recorder->seen.empty());
        const cpu_set_t expected = only(affinity.cpu());
        QVERIFY(CPU_EQUAL(&recorder->seen.back(), &expected));
        const cpu_set_t after = cpusOfThisThread();
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
