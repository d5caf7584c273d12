#pragma once

#include "store/json/Json.h"

#include <cstddef>
#include <string>
#include <vector>

namespace atlas {

// Brings values that are about to be destroyed back into the cache, a batch
// at a time. Freeing a value written long ago (a journal entry 10,000 entries
// old) misses the cache at every allocation on its way down: each string, each
// JSON node, each member array; and since each pointer is read from the
// allocation before it, every miss waits for the previous one. run() follows
// the pointers of the whole batch one level at a time, so the misses of a
// level overlap and a batch costs a couple of memory round trips per level of
// nesting instead of one per allocation. It only reads and prefetches: the
// values must stay alive and unchanged until run() returns.
class ColdPrefetch
{
public:
    // Requests `bytes` bytes at `at` and the `before` bytes just before them
    // (e.g. the structs of the batch), so the add() calls that read them next
    // wait for one round trip, not one each.
    static void fetch(const void* at, std::size_t bytes, std::size_t before = 0);

    // The value's own bytes must be readable now (fetched, or nearby).
    void add(const std::string& text);
    void add(const Json& value);
    void run();

private:
    // Requests the node's own allocation and queues it for the next level.
    static void follow(const Json& value, std::vector<const Json*>& into);

    std::vector<const Json*> level_;
    std::vector<const Json*> next_;
};

} // namespace atlas
