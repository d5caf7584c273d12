// app/AllocatorSettings.cpp: jemalloc's first step of address space. The
// same burst of small allocations, played by this program in two fresh
// processes, one with the first step taken and one without
// (ATLASLAB_FIRST_STEP=off), is faulted in with far fewer page faults with
// it: huge pages cover its memory from the start.

#include <QFile>
#include <QProcess>
#include <QTest>

#include <sys/resource.h>

#include <cstdio>
#include <cstring>
#include <vector>

namespace {

constexpr const char* kBurst = "--burst";

// 30 MiB in 64-byte blocks, each written, on the main thread (whose arena
// takes the first step); prints the minor page faults it took.
int burst()
{
    rusage before{}, after{};
    getrusage(RUSAGE_SELF, &before);
    std::vector<char*> blocks;
    blocks.reserve((30 << 20) / 64);
    for (std::size_t i = 0; i < blocks.capacity(); ++i) {
        blocks.push_back(new char[64]);
        std::memset(blocks.back(), 1, 64);
    }
    getrusage(RUSAGE_SELF, &after);
    std::printf("%ld\n", after.ru_minflt - before.ru_minflt);
    for (char* block : blocks)
        delete[] block;
    return 0;
}

long faultsOfBurst(bool firstStep)
{
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ATLASLAB_FIRST_STEP"),
               firstStep ? QStringLiteral("on") : QStringLiteral("off"));
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {QString::fromLatin1(kBurst)});
    if (!child.waitForFinished(60'000) || child.exitCode() != 0)
        return -1;
    return child.readAllStandardOutput().trimmed().toLong();
}

// Whether this process may have huge pages when it asks for them.
bool hugePagesOnRequest()
{
    QFile mode(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled"));
    if (!mode.open(QIODevice::ReadOnly) || mode.readAll().contains("[never]"))
        return false;
    QFile status(QStringLiteral("/proc/self/status"));
    return status.open(QIODevice::ReadOnly) && !status.readAll().contains("THP_enabled:\t0");
}

} // namespace

class TestAllocatorSettings : public QObject
{
    Q_OBJECT
private slots:
    void firstStepTakesFewerFaults()
    {
        if (!hugePagesOnRequest())
            QSKIP("this system gives no transparent huge pages on request");
        const long without = faultsOfBurst(false);
        const long with = faultsOfBurst(true);
        QVERIFY2(without > 0 && with >= 0, "the burst did not run");
        // 30 MiB in 4 KiB pages would be 7,680 faults. Without the step,
        // parts of jemalloc's 2.5, 3, 3.5 and 5 MiB steps are faulted in
        // 4 KiB at a time (about 530 faults here); with it, nearly all the
        // burst is in 2 MiB pages (about 18 faults).
        if (without < 200)
            QSKIP(qPrintable(QStringLiteral("without the first step the burst took only %1 "
                                            "faults: this kernel places jemalloc's steps "
                                            "otherwise")
                                 .arg(without)));
        QVERIFY2(with * 4 < without, qPrintable(QStringLiteral("%1 faults with the first step, "
                                                               "%2 without")
                                                    .arg(with)
                                                    .arg(without)));
    }
};

int main(int argc, char** argv)
{
    if (argc == 2 && std::strcmp(argv[1], kBurst) == 0)
        return burst();
    QCoreApplication app(argc, argv);
    TestAllocatorSettings test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_allocatorsettings.moc"
