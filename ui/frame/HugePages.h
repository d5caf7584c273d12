#pragma once

namespace atlas {

// Whether the kernel may back this process's memory with transparent huge
// pages. jemalloc asks for them (app/AllocatorSettings.cpp), which makes a
// headless run faster; the window's process turns them down before it builds
// the lab's world: each 2 MiB page is cleared (and, where memory is
// fragmented, compacted for) in one page fault on whichever thread touches it
// first, most often the GUI thread. With them the window's longest stall held
// 15-21 ms of that thread's own CPU time in five runs of thirteen, against one
// of ten without (docs/performance.md, "huge pages").
// Processes started afterwards inherit the choice. Linux only; elsewhere,
// and on a kernel without the switch, it does nothing.
void allowHugePages(bool allowed);

// What the kernel currently allows this process: false when turned down here.
bool hugePagesAllowed();

} // namespace atlas
