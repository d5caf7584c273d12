#pragma once

#include <cstdint>
#include <string>

namespace atlas {

// What a redrive would do with one dead-letter entry (a dry run's line):
// redeliver it, or hold it because the loop guard refuses another redrive.
struct RedriveCandidate
{
    std::uint64_t entryId = 0;
    std::uint64_t messageId = 0;
    std::string messageKey;
    int redrives = 0; // redriven this often already
    bool held = false;
    std::string reason; // why it would be held; empty otherwise

    friend bool operator==(const RedriveCandidate&, const RedriveCandidate&) = default;
};

} // namespace atlas
