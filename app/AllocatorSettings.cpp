// jemalloc's settings for the lab's executables, read once at its start;
// MALLOC_CONF in the environment still overrides them.
//
// thp:always asks for transparent huge pages (where the system allows them on
// request): a long run's store, channel and journal grow all the time, and
// with 4 KiB pages a fifth of the lab's CPU went to first-touch page faults
// under this project's virtual machine. The window's process turns them down
// again (ui/frame/HugePages.h). Figures: README, "huge pages".
extern "C" const char* malloc_conf;
const char* malloc_conf = "thp:always";
