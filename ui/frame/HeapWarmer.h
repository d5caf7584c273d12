#pragma once

#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <sys/types.h>
#include <thread>

namespace atlas {

// Faults in, from a thread of its own, the memory that the heap of the thread
// which made it is about to grow into. A live chaos run's world grows by
// about 3 KB an event, and every new page is cleared in a page fault on the
// thread that touches it first: the GUI thread, where on this project's
// 2-core virtual machine the faults (about 10 us each) took a tenth of its
// time. While active, the warmer keeps a few megabytes of free, faulted-in
// pages in that thread's jemalloc arena: it allocates blocks there, touches
// every page and frees them, and the arena hands out such dirty pages before
// it asks the kernel for new ones. The faults then cost the other core.
// The blocks are small (256 KiB): jemalloc splits a small object's slab only
// from a free extent at most 64 times its size. While active, the arena
// keeps its free pages instead of returning them to the kernel over its
// decay time (so a warmed page is not dropped before it is used); inactive,
// the arena's own setting is back.
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
