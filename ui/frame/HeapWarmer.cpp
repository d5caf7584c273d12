#include "frame/HeapWarmer.h"

#include <QByteArray>

#include <dlfcn.h>
#include <pthread.h>
#include <sys/mman.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

namespace atlas {
namespace {

// A chaos run in a window grows its heap by about 8 MB in 100 ms.
constexpr auto kInterval = std::chrono::milliseconds(5);

} // namespace

HeapWarmer::HeapWarmer()
    : mallctl_(reinterpret_cast<Mallctl>(dlsym(RTLD_DEFAULT, "mallctl"))),
      page_(static_cast<std::size_t>(sysconf(_SC_PAGESIZE)))
{
    std::size_t size = sizeof arena_;
    if (!mallctl_ || qgetenv("ATLASLAB_HEAP_WARMER") == "off" ||
        mallctl_("thread.arena", &arena_, &size, nullptr, 0) != 0)
        return;
    decayName_ = "arena." + std::to_string(arena_) + ".dirty_decay_ms";
    dirtyName_ = "stats.arenas." + std::to_string(arena_) + ".pdirty";
    size = sizeof ownDecayMs_;
    available_ = mallctl_(decayName_.c_str(), &ownDecayMs_, &size, nullptr, 0) == 0;
}

HeapWarmer::~HeapWarmer()
{
    setActive(false);
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    changed_.notify_all();
    if (thread_.joinable())
        thread_.join();
}

void HeapWarmer::setActive(bool active)
{
    if (!available_)
        return;
    {
        std::lock_guard lock(mutex_);
        if (active == active_)
            return;
        active_ = active;
        setDecay(active ? -1 : ownDecayMs_);
        if (active && !thread_.joinable()) {
            thread_ = std::thread(&HeapWarmer::run, this);
            // Named for top, perf and a debugger's thread list.
            pthread_setname_np(thread_.native_handle(), "heap-warmer");
        }
    }
    changed_.notify_all();
}

bool HeapWarmer::isActive() const
{
    std::lock_guard lock(mutex_);
    return active_;
}

std::size_t HeapWarmer::blocksWarmed() const
{
    std::lock_guard lock(mutex_);
    return warmed_;
}

void HeapWarmer::setDecay(ssize_t ms) const
{
    mallctl_(decayName_.c_str(), nullptr, nullptr, &ms, sizeof ms);
}

void HeapWarmer::run()
{
    // This thread's blocks come from the warmed arena and go straight back
    // to it, not into a thread cache of its own.
    unsigned arena = arena_;
    mallctl_("thread.arena", nullptr, nullptr, &arena, sizeof arena);
    bool off = false;
    mallctl_("thread.tcache.enabled", nullptr, nullptr, &off, sizeof off);
    std::unique_lock lock(mutex_);
    for (;;) {
        changed_.wait(lock, [this] { return active_ || stopping_; });
        if (stopping_)
            return;
        lock.unlock();
        warm();
        lock.lock();
        changed_.wait_for(lock, kInterval, [this] { return stopping_; });
    }
}

// Tops the arena's free, faulted-in pages up to kAheadBytes.
void HeapWarmer::warm()
{
    std::uint64_t epoch = 1;
    std::size_t size = sizeof epoch;
    mallctl_("epoch", &epoch, &size, &epoch, size); // refreshes the statistics
    std::size_t pages = 0;
    size = sizeof pages;
    if (mallctl_(dirtyName_.c_str(), &pages, &size, nullptr, 0) != 0 ||
        pages * page_ >= kAheadBytes)
        return;
    // Held together: one block at a time would get back the pages the last
    // one left, already warm, and warm nothing new.
    std::vector<void*> held;
    held.reserve(kAheadBytes / kBlockBytes);
    for (std::size_t bytes = 0; bytes < kAheadBytes; bytes += kBlockBytes) {
        void* block = std::malloc(kBlockBytes);
        if (!block)
            break;
        held.push_back(block);
        // One system call for the block's missing pages where the kernel
        // has it (Linux 5.14): a fault each costs more on a virtual CPU.
        if (madvise(block, kBlockBytes, MADV_POPULATE_WRITE) == 0)
            continue;
        for (std::size_t at = 0; at < kBlockBytes; at += page_)
            static_cast<volatile char*>(block)[at] = 0;
    }
    for (void* block : held)
        std::free(block);
    std::lock_guard lock(mutex_);
    warmed_ += held.size();
}

} // namespace atlas
