#pragma once

#include <cstdint>
#include <string>

namespace atlas {

// Thrown through the handler when an attempt's read must wait for a lock
// (pessimistic mode). Deliberately not a std::exception: no handler or
// workflow catch may mistake it for a failure of the attempt.
struct LockWait
{
    std::uint64_t holder = 0; // the attempt whose open transaction holds the document
    std::string path;
};

} // namespace atlas
