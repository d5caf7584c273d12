// jemalloc's settings for the lab's executables, read once at its start;
// MALLOC_CONF in the environment still overrides them.
//
// thp:always asks for transparent huge pages (where the system allows them on
// request): a long run's store, channel and journal grow all the time, and
// with 4 KiB pages a fifth of the lab's CPU went to first-touch page faults
// under this project's virtual machine. The window's process turns them down
// again (ui/frame/HugePages.h). Figures: README, "huge pages".
//
// lg_extent_max_active_fit:10 lets a small object's slab be cut from a free
// extent up to 1,024 times its size (jemalloc's default: 64). The window's
// HeapWarmer (ui/frame) leaves a few megabytes of faulted-in pages free in
// the GUI thread's arena, and they join into one extent that, by default,
// only a large allocation could use. README, "heap warmer".
extern "C" const char* malloc_conf;
const char* malloc_conf = "thp:always,lg_extent_max_active_fit:10";
