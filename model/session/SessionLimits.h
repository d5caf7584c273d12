#pragma once

#include <cstddef>
#include <cstdint>

namespace atlas {

// What a session file may hold before the lab refuses to open it: far above
// what a class produces (a 100,000-event chaos run is one command and about a
// million journal entries), low enough that a crafted file is refused before
// it costs minutes or gigabytes.
struct SessionLimits
{
    static constexpr std::size_t kMaxDocumentBytes = 1024 * 1024; // as the store's
    static constexpr std::size_t kMaxCommandBytes = 1024 * 1024;
    // The branches beside the command log (SessionTimeline).
    static constexpr std::size_t kMaxTimelineBytes = 64 * 1024 * 1024;
    static constexpr std::size_t kMaxJournalLineBytes = 4 * 1024 * 1024;
    static constexpr std::uint64_t kMaxCommands = 1'000'000;
    static constexpr std::uint64_t kMaxJournalEntries = 50'000'000;
};

} // namespace atlas
