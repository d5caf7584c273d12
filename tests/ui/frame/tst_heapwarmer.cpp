#include "controls/ChaosRunner.h"
#include "frame/HeapWarmer.h"
#include "frame/HugePages.h"
#include "lab/Lab.h"
#include "lab/chaos/ChaosConfig.h"

#include <QTest>

#include <dlfcn.h>
#include <sys/resource.h>
#include <sys/types.h>

#include <cstdlib>
#include <string>
#include <vector>

using namespace atlas;

namespace {

using Mallctl = int (*)(const char*, void*, std::size_t*, void*, std::size_t);

Mallctl mallctl()
{
    return reinterpret_cast<Mallctl>(dlsym(RTLD_DEFAULT, "mallctl"));
}

// The dirty-page decay of this thread's arena: -1 while a warmer holds it.
ssize_t arenaDecayMs()
{
    unsigned arena = 0;
    std::size_t size = sizeof arena;
    mallctl()("thread.arena", &arena, &size, nullptr, 0);
    const std::string name = "arena." + std::to_string(arena) + ".dirty_decay_ms";
    ssize_t ms = 0;
    size = sizeof ms;
    mallctl()(name.c_str(), &ms, &size, nullptr, 0);
    return ms;
}

long threadFaults()
{
    rusage usage{};
    getrusage(RUSAGE_THREAD, &usage);
    return usage.ru_minflt;
}

// Page faults this thread takes to allocate and write `bytes` in small
// objects, which it keeps (so that later ones need memory of their own). In
// bursts with pauses between, as a chaos run's slices allocate between
// frames: the warmer tops its pages up in the pauses.
long faultsToAllocate(std::size_t bytes, std::vector<void*>& kept)
{
    constexpr std::size_t kObject = 512;
    constexpr std::size_t kBurst = 128 * 1024;
    long faults = 0;
    for (std::size_t done = 0; done < bytes; done += kBurst) {
        const long before = threadFaults();
        for (std::size_t burst = 0; burst < kBurst; burst += kObject) {
            auto* object = static_cast<char*>(std::malloc(kObject));
            object[0] = 1;
            object[kObject - 1] = 1;
            kept.push_back(object);
        }
        faults += threadFaults() - before;
        QTest::qWait(2);
    }
    return faults;
}

} // namespace

class TestHeapWarmer : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!HeapWarmer().isAvailable())
            QSKIP("needs jemalloc (a sanitizer build keeps its own allocator)");
        // Small pages, so that a fault is one page and the counts compare.
        allowHugePages(false);
    }

    void theThreadFindsItsPagesFaultedIn()
    {
        std::vector<void*> kept;
        kept.reserve(1 << 16);
        constexpr std::size_t kBytes = HeapWarmer::kAheadBytes * 2;
        const long cold = faultsToAllocate(kBytes, kept);
        QVERIFY2(cold >= long(kBytes / 4096 / 2), qPrintable(QString::number(cold)));

        HeapWarmer warmer;
        const ssize_t ownDecay = arenaDecayMs();
        QVERIFY(!warmer.isActive());
        warmer.setActive(true);
        QCOMPARE(arenaDecayMs(), ssize_t{-1});
        QTRY_VERIFY(warmer.blocksWarmed() >= HeapWarmer::kAheadBytes / HeapWarmer::kBlockBytes);
        const long warm = faultsToAllocate(kBytes, kept);
        // About a third remain (jemalloc's own metadata, pages taken while
        // the warmer tops up); the window's GUI thread took five sixths fewer.
        QVERIFY2(warm * 2 < cold,
                 qPrintable(QStringLiteral("%1 faults warm, %2 cold").arg(warm).arg(cold)));

        warmer.setActive(false);
        QCOMPARE(arenaDecayMs(), ownDecay);
        for (void* object : kept)
            std::free(object);
    }

    // The window's chaos runs warm the GUI thread's arena while they run.
    void aChaosRunWarmsWhileItRuns()
    {
        const ssize_t ownDecay = arenaDecayMs();
        Lab lab;
        ChaosRunner runner(lab);
        QVERIFY(runner.start(ChaosConfig::fromJson(Json{{"orders", 100}, {"events", 400}}), 16));
        QCOMPARE(arenaDecayMs(), ssize_t{-1});
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isRunning(), 60'000);
        QCOMPARE(arenaDecayMs(), ownDecay);
    }
};

QTEST_MAIN(TestHeapWarmer)
#include "tst_heapwarmer.moc"
