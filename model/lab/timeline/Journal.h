#pragma once

#include "JournalEntry.h"

#include <cstdint>
#include <deque>
#include <functional>
#include <ostream>

namespace atlas {

// The lab's timeline. Sequence numbers never restart within a world; memory
// holds the newest `retention` entries (a 100,000-event chaos run writes
// close to a million), while an optional sink sees every entry, which is how
// `--journal FILE` exports a whole run without keeping it in memory.
class Journal
{
public:
    static constexpr std::size_t kUnlimited = 0;

    const JournalEntry& append(JournalEntry entry);

    // Takes back the newest entry (a command that turned out invalid before
    // it changed anything); its sequence number is reused.
    void removeLast();

    void setRetention(std::size_t maxEntries);
    void setSink(std::function<void(const JournalEntry&)> sink) { sink_ = std::move(sink); }
    // Takes over `other`'s entries, numbering and retention; the sink stays
    // this journal's and sees none of them (they are not new).
    void assignFrom(const Journal& other);

    std::size_t size() const { return entries_.size(); }
    const JournalEntry& at(std::size_t index) const { return entries_.at(index); }
    const std::deque<JournalEntry>& entries() const { return entries_; }
    // Total ever appended; equals the next entry's seq minus one.
    std::uint64_t total() const { return nextSeq_ - 1; }
    // Entries dropped from the front by the retention limit.
    std::uint64_t firstRetainedSeq() const
    {
        return entries_.empty() ? nextSeq_ : entries_.front().seq;
    }
    const JournalEntry* lastOfKind(const std::string& kind) const;

    void writeJsonLines(std::ostream& out) const;
    static std::string toJsonLine(const JournalEntry& entry);
    // The same line appended to `out`: a recording reuses one buffer.
    static void appendJsonLine(std::string& out, const JournalEntry& entry);

private:
    std::deque<JournalEntry> entries_;
    std::size_t retention_ = kUnlimited;
    std::uint64_t nextSeq_ = 1;
    std::function<void(const JournalEntry&)> sink_;
};

} // namespace atlas
