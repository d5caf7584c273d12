#include "store/sqlite/SqliteMemory.h"

#include <sqlite3.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <mutex>

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

void* start(void* block, int size)
{
    if (!block)
        return nullptr;
    const std::int64_t n = size;
    std::memcpy(block, &n, sizeof n);
    return static_cast<char*>(block) + kHeader;
}

void* headerOf(void* block)
{
    return block ? static_cast<char*>(block) - kHeader : nullptr;
}

void* xMalloc(int size)
{
    return start(__libc_malloc(std::size_t(size) + kHeader), size);
}

void xFree(void* block)
{
    __libc_free(headerOf(block));
}

void* xRealloc(void* block, int size)
{
    return start(__libc_realloc(headerOf(block), std::size_t(size) + kHeader), size);
}

int xSize(void* block)
{
    std::int64_t n = 0;
    if (block)
        std::memcpy(&n, headerOf(block), sizeof n);
    return int(n);
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
