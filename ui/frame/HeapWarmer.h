#pragma once

#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <string>
#include <sys/types.h>
#include <thread>

namespace atlas {

// Faults in, from a thread of its own, the memory that the heap of the thread
// which made it is about to grow into. A live chaos run's world grows by
// about 3 KB an event, and every new page is cleared in a page fault on the
// thread that touches it first: the GUI thread, which on this project's
// 2-core virtual machine took 66,000 of them over a 100,000-event run. While
// active, the warmer keeps a few megabytes of free, faulted-in pages in that
// thread's jemalloc arena: it allocates blocks there, faults their pages in
// and frees them, and the arena hands out such free ("dirty") pages before it
// asks the kernel for new ones. The faults then cost the other core: the GUI
// thread took 11,000 and about a third less CPU time (docs/performance.md,
// "heap warmer").
//
// The freed blocks join into one free extent, and jemalloc cuts a small
// object's slab only from an extent at most 2^lg_extent_max_active_fit times
// its size: app/AllocatorSettings.cpp raises that from 64 to 4,096 times.
// While active, the arena keeps its free pages instead of returning them to
// the kernel over its decay time (so a warmed page is not dropped before it
// is used); inactive, the arena's own setting is back.
//
// With an allocator other than jemalloc (found through dlsym, as the
// benchmarks do), or with ATLASLAB_HEAP_WARMER=off in the environment, it
// does nothing.
class HeapWarmer
{
public:
    // Warms the arena of the thread that constructs it, once active.
    HeapWarmer();
    ~HeapWarmer();
    HeapWarmer(const HeapWarmer&) = delete;
    HeapWarmer& operator=(const HeapWarmer&) = delete;

    // Kept ahead: 8 MB cost 4 MB more peak RSS (the aim is 300 MiB) for a few
    // thousand fewer faults in a 100,000-event run.
    static constexpr std::size_t kAheadBytes = std::size_t{4} << 20;
    static constexpr std::size_t kBlockBytes = std::size_t{256} << 10;

    // False without jemalloc: then nothing is ever warmed.
    bool isAvailable() const { return available_; }
    // Starts the thread on first use.
    void setActive(bool active);
    bool isActive() const;
    // Blocks touched so far (some were already warm: they are held together).
    std::size_t blocksWarmed() const;

private:
    void run();
    void warm();
    void setDecay(ssize_t ms) const;

    // jemalloc's control, resolved once (null without jemalloc), and the names
    // of the arena's settings it reads and writes.
    using Mallctl = int (*)(const char*, void*, std::size_t*, void*, std::size_t);
    Mallctl mallctl_ = nullptr;
    std::string decayName_;
    std::string dirtyName_;
    std::size_t page_ = 4096;
    unsigned arena_ = 0;
    bool available_ = false;
    ssize_t ownDecayMs_ = 0; // the arena's setting before the warmer's
    mutable std::mutex mutex_;
    std::condition_variable changed_;
    bool active_ = false;
    bool stopping_ = false;
    std::size_t warmed_ = 0;
    std::thread thread_;
};

} // namespace atlas
