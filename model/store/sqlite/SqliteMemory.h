#pragma once

namespace atlas {

// Gives SQLite its memory from glibc's own allocator (__libc_malloc and
// friends) instead of the process's (jemalloc in the lab's executables).
// Why: an in-memory store lives in the memdb VFS's one buffer, which SQLite
// doubles as the store grows; jemalloc's realloc copies such a block, and
// the copy of a 100 MB database held the window for 50 ms in the middle of a
// chaos run. Blocks of a megabyte or more get a mapping of their own with
// address room (not memory) to grow into, so the memdb buffer grows in place:
// neither copied nor remapped (moving its page tables cost up to 12 ms here).
// Takes effect only before SQLite's first use in the process (later calls
// change nothing) and not in sanitizer builds, whose allocator must see
// every block. Returns whether SQLite now uses it.
bool useOwnAllocatorForSqlite();

} // namespace atlas
