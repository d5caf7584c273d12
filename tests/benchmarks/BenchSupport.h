#pragma once

// What the benchmark programs share: their peak memory, jemalloc's heap
// profile, and the size of a chaos-shaped run (--events, --orders, --seed).
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QStringList>

#include <cstdint>
#include <cstdio>

#include <dlfcn.h>
#include <sys/resource.h>

namespace atlas::bench {

inline rusage selfUsage()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage;
}

inline long peakRssKiB()
{
    return selfUsage().ru_maxrss; // KiB on Linux
}

inline long peakRssMiB()
{
    return peakRssKiB() / 1024;
}

// Page faults so far that needed no disk read: mostly the first touch of
// memory the heap just grew into, which on this machine's virtual CPUs
// costs about 10 us each.
inline std::uint64_t minorFaults()
{
    return static_cast<std::uint64_t>(selfUsage().ru_minflt);
}

// CPU time this process has spent in the kernel: on this machine mostly
// page faults, zeroing memory the heap grows into.
inline double kernelSeconds()
{
    const timeval t = selfUsage().ru_stime;
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
}

// jemalloc's mallctl, or null when the process runs on another allocator.
// Through dlsym, so a benchmark builds and runs without jemalloc too.
using Mallctl = int (*)(const char*, void*, std::size_t*, void*, std::size_t);
inline Mallctl jemallocControl()
{
    return reinterpret_cast<Mallctl>(dlsym(RTLD_DEFAULT, "mallctl"));
}

// jemalloc's heap profile of what is allocated now (run with
// MALLOC_CONF=prof:true), read with `jeprof --text PROGRAM FILE`.
inline void dumpHeapProfile(const char* program, const QString& path)
{
    const auto mallctl = jemallocControl();
    QByteArray file = path.toLocal8Bit();
    const char* name = file.constData();
    if (!mallctl || mallctl("prof.dump", nullptr, nullptr, &name, sizeof(name)) != 0)
        std::fprintf(stderr, "%s: no heap profile (jemalloc with MALLOC_CONF=prof:true?)\n",
                     program);
    else
        std::printf("heap profile: %s\n", name);
}

// jemalloc's statistics are read as of the last "epoch" call.
inline void refreshStatistics(Mallctl mallctl)
{
    std::uint64_t epoch = 1;
    std::size_t size = sizeof epoch;
    mallctl("epoch", &epoch, &size, &epoch, size);
}

// Allocations jemalloc has served so far (0 without jemalloc). A count, not
// a time: it compares two builds on a noisy machine in one run each.
inline std::uint64_t allocationRequests()
{
    const auto mallctl = jemallocControl();
    if (!mallctl)
        return 0;
    // The thread cache counts its own requests until it is flushed.
    mallctl("thread.tcache.flush", nullptr, nullptr, nullptr, 0);
    refreshStatistics(mallctl);
    std::uint64_t small = 0, large = 0;
    std::size_t size = sizeof small;
    // Arena 4096 is MALLCTL_ARENAS_ALL: every arena's figures summed.
    if (mallctl("stats.arenas.4096.small.nrequests", &small, &size, nullptr, 0) != 0 ||
        mallctl("stats.arenas.4096.large.nrequests", &large, &size, nullptr, 0) != 0)
        return 0;
    return small + large;
}

// What the heap holds now, in bytes: allocated by the program, and resident
// (the pages it occupies, with their unused parts and free pages kept for
// reuse). Zeros without jemalloc. Every resident page was touched once, and
// a first touch is what a long run pays for its growth on this machine.
struct HeapFootprint
{
    std::size_t allocated = 0;
    std::size_t resident = 0;
};

inline HeapFootprint heapFootprint()
{
    const auto mallctl = jemallocControl();
    HeapFootprint heap;
    if (!mallctl)
        return heap;
    refreshStatistics(mallctl);
    std::size_t size = sizeof heap.allocated;
    mallctl("stats.allocated", &heap.allocated, &size, nullptr, 0);
    mallctl("stats.resident", &heap.resident, &size, nullptr, 0);
    return heap;
}

struct RunSize
{
    qulonglong events = 0;
    qulonglong orders = 0;
    qulonglong seed = 1;

    // The same size as arguments for a child run of the same program.
    QStringList arguments() const
    {
        return {QStringLiteral("--events"), QString::number(events),  QStringLiteral("--orders"),
                QString::number(orders),    QStringLiteral("--seed"), QString::number(seed)};
    }
};

class RunSizeOptions
{
public:
    RunSizeOptions(const QString& events, const QString& orders)
        : events_(QStringLiteral("events"), QStringLiteral("events"), QStringLiteral("N"), events),
          orders_(QStringLiteral("orders"), QStringLiteral("orders"), QStringLiteral("M"), orders),
          seed_(QStringLiteral("seed"), QStringLiteral("seed"), QStringLiteral("S"),
                QStringLiteral("1"))
    {
    }

    void addTo(QCommandLineParser& parser) const { parser.addOptions({events_, orders_, seed_}); }

    RunSize read(const QCommandLineParser& parser) const
    {
        return {parser.value(events_).toULongLong(), parser.value(orders_).toULongLong(),
                parser.value(seed_).toULongLong()};
    }

private:
    QCommandLineOption events_;
    QCommandLineOption orders_;
    QCommandLineOption seed_;
};

} // namespace atlas::bench
