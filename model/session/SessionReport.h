#pragma once

#include "lab/monitor/InvariantVerdict.h"
#include "store/json/Json.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace atlas {

// What a session file holds and whether it is consistent: SQLite's integrity
// check, and the world its command log replays to, compared with the
// documents and journal the file holds. `--check-session` prints it; the
// window shows its differences before it opens a file that disagrees.
struct SessionReport
{
    std::string file;
    std::string writtenBy;
    std::string language; // the file's sentences'
    // False when the file was written in another language than the replay's:
    // sentences (strings with a space) then count as equal, everything else
    // (ids, states, numbers, times, the shape) is still compared.
    bool sentencesCompared = true;
    std::uint64_t seed = 0;
    std::map<std::string, std::uint64_t> documents; // per collection, in the file
    std::uint64_t commands = 0;
    std::uint64_t branches = 1; // of the timeline, the current one included
    // The last command was a chaos run cut short (the process was killed
    // between two of its slices): how many of its events were published.
    bool interrupted = false;
    std::uint64_t interruptedAfter = 0;
    std::uint64_t journalEntries = 0;
    std::string integrity; // "ok", or SQLite's description of the damage
    bool replayed = false;
    std::string replayError;
    std::uint64_t differenceCount = 0;
    std::vector<std::string> differences; // the first few, as sentences
    std::vector<InvariantVerdict> invariants;

    static constexpr std::size_t kDifferencesShown = 20;

    bool consistent() const { return integrity == "ok" && replayed && differenceCount == 0; }
    void addDifference(std::string sentence);
    Json toJson() const;
    // toJson() as printed: the file's own bytes it quotes need not be UTF-8,
    // so invalid sequences become U+FFFD instead of an exception.
    std::string toJsonText() const;
    std::string toText() const;
};

} // namespace atlas
