#include "Journal.h"

namespace atlas {

const JournalEntry& Journal::append(JournalEntry entry)
{
    entry.seq = nextSeq_++;
    if (sink_)
        sink_(entry);
    entries_.push_back(std::move(entry));
    if (retention_ != kUnlimited && entries_.size() > retention_)
        entries_.pop_front();
    return entries_.back();
}

void Journal::removeLast()
{
    if (entries_.empty())
        return;
    entries_.pop_back();
    --nextSeq_;
}

void Journal::setRetention(std::size_t maxEntries)
{
    retention_ = maxEntries;
    while (retention_ != kUnlimited && entries_.size() > retention_)
        entries_.pop_front();
}

const JournalEntry* Journal::lastOfKind(const std::string& kind) const
{
    for (auto it = entries_.rbegin(); it != entries_.rend(); ++it)
        if (it->kind == kind)
            return &*it;
    return nullptr;
}

std::string Journal::toJsonLine(const JournalEntry& entry)
{
    return entry.toJson().dump();
}

void Journal::writeJsonLines(std::ostream& out) const
{
    for (const auto& entry : entries_)
        out << toJsonLine(entry) << '\n';
}

} // namespace atlas
