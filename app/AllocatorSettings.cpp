// jemalloc's settings for the lab's executables, read once at its start;
// MALLOC_CONF in the environment still overrides them.
//
// thp:always asks for transparent huge pages (where the system allows them on
// request): a long run's store, channel and journal grow all the time, and
// with 4 KiB pages a fifth of the lab's CPU went to first-touch page faults
// under this project's virtual machine. The window's process turns them down
// again (ui/frame/HugePages.h). Figures: docs/performance.md, "huge pages".
//
// lg_extent_max_active_fit:12 lets a small object's slab be cut from a free
// extent up to 4,096 times its size (jemalloc's default: 64). The window's
// HeapWarmer (ui/frame) leaves 4 MiB of free, faulted-in pages in the GUI
// thread's arena, and they join into one extent that, by default, only a
// large allocation could use. At 1,024 times (until 2026-12-06) a 4 KiB slab
// could still use it, but not once it also joined the free pages beside it
// (a little over 4 MiB), as it does after the first step below.
// docs/performance.md, "heap warmer" and "jemalloc's first step".

#include <cstdlib>
#include <string_view>

extern "C" const char* malloc_conf;
extern "C" int mallctl(const char* name, void* old, std::size_t* oldSize, void* value,
                       std::size_t size);
const char* malloc_conf = "thp:always,lg_extent_max_active_fit:12";

namespace {

// jemalloc takes address space from the kernel in steps that grow by its size
// classes: 2, 2, 4, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 10 MiB... Recent kernels (6.18
// here) put a mapping on a huge-page boundary only when its size is a
// multiple of 2 MiB; the other steps lie across the boundaries, the huge
// pages asked for above cannot cover them, and the first 40 MiB or so a process uses
// were faulted in 4 KiB at a time (about 11 us a fault under this project's
// virtual machine): 1,960 faults in a 10,000-event chaos run, and a short run
// paid 10-35% more CPU an event than a long one. One aligned block, asked for
// and given back before main, makes the main thread's arena take an 8 MiB
// step (its size plus its alignment) at once; every step after it (10, 12,
// 14, 16 MiB...) is a multiple of 2 MiB. Never written, it costs no memory;
// purged at once, its pages are not counted as free, faulted-in ones (which
// the window's HeapWarmer keeps a few megabytes of). jemalloc still reuses
// the address space before it takes another step.
// ATLASLAB_FIRST_STEP=off in the environment leaves jemalloc's steps as they
// are, for comparisons. Figures: docs/performance.md, "jemalloc's first step".
const bool firstStepTaken = [] {
    if (const char* setting = std::getenv("ATLASLAB_FIRST_STEP");
        setting && std::string_view(setting) == "off")
        return false;
    void* volatile block = std::aligned_alloc(std::size_t{2} << 20, std::size_t{6} << 20);
    std::free(block);
    mallctl("arena.4096.purge", nullptr, nullptr, nullptr, 0); // 4096: every arena
    return true;
}();

} // namespace
