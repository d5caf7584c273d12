#include "SqliteMemory.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <mutex>

#include <sys/mman.h>

#if defined(__SANITIZE_ADDRESS__)
#define ATLASLAB_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
#define ATLASLAB_SANITIZED 1
#endif
#endif

#if defined(__GLIBC__) && !defined(ATLASLAB_SANITIZED)
extern "C" {
void* __libc_malloc(std::size_t size);
void* __libc_realloc(void* block, std::size_t size);
void __libc_free(void* block);
}
#endif

namespace atlas {
namespace {

#if defined(__GLIBC__) && !defined(ATLASLAB_SANITIZED)
// Each block starts with its size: malloc_usable_size is the process
// allocator's and must not see glibc's blocks. Eight bytes keep the 8-byte
// alignment SQLite asks for.
constexpr std::size_t kHeader = 8;

// A block this large is the memdb VFS's buffer, which grows with the store:
// it gets a mapping of its own, marked for transparent huge pages. Each
// 4 KiB page of fresh memory is faulted in when first written, at about
// 10 us a fault on a virtual CPU (a tenth of the in-memory store's cost per
// event); a huge page, where the kernel offers them, faults in 2 MiB at
// once. Growing it remaps the pages without copying them, as glibc does.
constexpr std::size_t kMappedBytes = std::size_t(4) << 20;
constexpr std::int64_t kMappedFlag = std::int64_t(1) << 62;

std::size_t pageRounded(std::size_t bytes)
{
    const std::size_t page = 4096;
    return (bytes + page - 1) & ~(page - 1);
}

void* start(void* block, int size, bool mapped)
{
    if (!block)
        return nullptr;
    const std::int64_t n = size | (mapped ? kMappedFlag : 0);
    std::memcpy(block, &n, sizeof n);
    return static_cast<char*>(block) + kHeader;
}

void* headerOf(void* block)
{
    return block ? static_cast<char*>(block) - kHeader : nullptr;
}

std::int64_t headerValue(void* block)
{
    std::int64_t n = 0;
    if (block)
        std::memcpy(&n, headerOf(block), sizeof n);
    return n;
}

void* newMapping(std::size_t bytes)
{
    void* at = mmap(nullptr, pageRounded(bytes), PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (at == MAP_FAILED)
        return nullptr;
    madvise(at, pageRounded(bytes), MADV_HUGEPAGE); // a hint: refused where THP is off
    return at;
}

void* xMalloc(int size)
{
    const std::size_t bytes = std::size_t(size) + kHeader;
    if (bytes >= kMappedBytes)
        return start(newMapping(bytes), size, true);
    return start(__libc_malloc(bytes), size, false);
}

void xFree(void* block)
{
    const std::int64_t n = headerValue(block);
    if (n & kMappedFlag)
        munmap(headerOf(block), pageRounded(std::size_t(n & ~kMappedFlag) + kHeader));
    else
        __libc_free(headerOf(block));
}

void* xRealloc(void* block, int size)
{
    if (!block)
        return xMalloc(size);
    const std::int64_t n = headerValue(block);
    const bool wasMapped = (n & kMappedFlag) != 0;
    const std::size_t oldBytes = std::size_t(n & ~kMappedFlag) + kHeader;
    const std::size_t bytes = std::size_t(size) + kHeader;
    const bool mapped = bytes >= kMappedBytes;
    if (!wasMapped && !mapped)
        return start(__libc_realloc(headerOf(block), bytes), size, false);
    if (wasMapped && mapped) {
        void* at = mremap(headerOf(block), pageRounded(oldBytes), pageRounded(bytes), MREMAP_MAYMOVE);
        return start(at == MAP_FAILED ? nullptr : at, size, true);
    }
    // Across the threshold: a new block, the old one's bytes, the old one freed.
    void* moved = xMalloc(size);
    if (moved) {
        std::memcpy(moved, block, std::min(oldBytes, bytes) - kHeader);
        xFree(block);
    }
    return moved;
}

int xSize(void* block)
{
    return int(headerValue(block) & ~kMappedFlag);
}

int xRoundup(int size)
{
    return (size + 7) & ~7;
}

int xInit(void*)
{
    return SQLITE_OK;
}

void xShutdown(void*) {}
#endif

} // namespace

bool useRemappingAllocatorForSqlite()
{
#if defined(__GLIBC__) && !defined(ATLASLAB_SANITIZED)
    static bool installed = false;
    static std::once_flag once;
    std::call_once(once, [] {
        static const sqlite3_mem_methods methods{xMalloc, xFree,  xRealloc,  xSize,
                                                 xRoundup, xInit, xShutdown, nullptr};
        installed = sqlite3_config(SQLITE_CONFIG_MALLOC, &methods) == SQLITE_OK;
    });
    return installed;
#else
    return false;
#endif
}

// Before main(): whatever opens a database first (a session file, Qt's
// driver) initializes SQLite, after which its allocator is fixed.
[[maybe_unused]] const bool kInstalledAtStart = useRemappingAllocatorForSqlite();

} // namespace atlas
