#include "store/sqlite/SqliteMemory.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <mutex>

#include <sys/mman.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ATLASLAB_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) || \
    __has_feature(thread_sanitizer)
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
// Each block starts with its size and, for a block with a mapping of its own,
// that mapping's length (0 for glibc's blocks): malloc_usable_size is the
// process allocator's and must not see them. Sixteen bytes keep the 8-byte
// alignment SQLite asks for.
constexpr std::size_t kHeader = 16;

// From this size a block (in practice the memdb buffer of an in-memory store)
// gets a mapping of its own with address room to grow into, so it never
// moves: glibc remaps a large block without copying it, but moving a
// mapping's page tables took 3-12 ms a doubling of a 4-64 MiB memdb on this
// machine's virtual CPUs, a dropped frame in a live chaos run. The room is
// address space only (MAP_NORESERVE): a page takes memory when written.
constexpr std::size_t kOwnMappingAt = std::size_t(1) << 20;
constexpr std::size_t kRoom = std::size_t(1) << 30; // memdb's default size limit

struct Header
{
    std::int64_t size;
    std::int64_t mapped;
};

void* start(void* raw, int size, std::size_t mapped)
{
    if (!raw)
        return nullptr;
    const Header h{size, std::int64_t(mapped)};
    std::memcpy(raw, &h, sizeof h);
    return static_cast<char*>(raw) + kHeader;
}

void* rawOf(void* block)
{
    return block ? static_cast<char*>(block) - kHeader : nullptr;
}

Header headerOf(void* block)
{
    Header h{0, 0};
    if (block)
        std::memcpy(&h, rawOf(block), sizeof h);
    return h;
}

std::size_t pages(std::size_t bytes)
{
    const std::size_t page = std::size_t(sysconf(_SC_PAGESIZE));
    return (bytes + page - 1) / page * page;
}

// A mapping of at least `bytes`, with room to grow when the system grants
// it; its length goes to `mapped`.
void* mapBlock(std::size_t bytes, std::size_t& mapped)
{
    mapped = std::max(kRoom, pages(bytes));
    void* at = mmap(nullptr, mapped, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (at == MAP_FAILED) { // strict overcommit: just what was asked
        mapped = pages(bytes);
        at = mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    }
    return at == MAP_FAILED ? nullptr : at;
}

void* xMalloc(int size)
{
    const std::size_t bytes = std::size_t(size) + kHeader;
    if (bytes < kOwnMappingAt)
        return start(__libc_malloc(bytes), size, 0);
    std::size_t mapped = 0;
    void* raw = mapBlock(bytes, mapped); // before start() reads `mapped`
    return start(raw, size, mapped);
}

void xFree(void* block)
{
    const Header h = headerOf(block);
    if (h.mapped > 0)
        munmap(rawOf(block), std::size_t(h.mapped));
    else
        __libc_free(rawOf(block));
}

void* xRealloc(void* block, int size)
{
    if (!block)
        return xMalloc(size);
    const Header h = headerOf(block);
    const std::size_t bytes = std::size_t(size) + kHeader;
    if (h.mapped > 0) {
        if (bytes <= std::size_t(h.mapped))
            return start(rawOf(block), size, std::size_t(h.mapped)); // in place
        // Past its room (only without overcommit): move, with room to spare.
        const std::size_t mapped = pages(bytes * 2);
        void* moved = mremap(rawOf(block), std::size_t(h.mapped), mapped, MREMAP_MAYMOVE);
        return moved == MAP_FAILED ? nullptr : start(moved, size, mapped);
    }
    if (bytes < kOwnMappingAt)
        return start(__libc_realloc(rawOf(block), bytes), size, 0);
    // Outgrowing glibc: copied once into a mapping of its own.
    void* grown = xMalloc(size);
    if (!grown)
        return nullptr;
    std::memcpy(grown, block, std::size_t(std::min<std::int64_t>(h.size, size)));
    __libc_free(rawOf(block));
    return grown;
}

int xSize(void* block)
{
    return int(headerOf(block).size);
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

bool useOwnAllocatorForSqlite()
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
[[maybe_unused]] const bool kInstalledAtStart = useOwnAllocatorForSqlite();

} // namespace atlas
