#include "Journal.h"

#include "store/cache/ColdPrefetch.h"
#include "store/clock/IsoTime.h"
#include "store/json/JsonText.h"

#include <algorithm>
#include <charconv>

namespace atlas {
namespace {

// With a retention limit, every append drops the oldest entry, written
// `retention` entries ago and long out of the cache: freeing its strings and
// its JSON one allocation after another cost more than everything else the
// append does. Fetching the next entries to go a batch at a time lets their
// cache misses overlap (see ColdPrefetch).
constexpr std::size_t kDropBatch = 16;

void prefetchOldest(const std::deque<JournalEntry>& entries)
{
    const std::size_t count = std::min(kDropBatch, entries.size());
    for (std::size_t i = 0; i < count; ++i)
        ColdPrefetch::fetch(&entries[i], sizeof(JournalEntry));
    ColdPrefetch batch;
    for (std::size_t i = 0; i < count; ++i) {
        const JournalEntry& e = entries[i];
        batch.add(e.kind);
        batch.add(e.outcome);
        batch.add(e.messageKey);
        batch.add(e.detail);
        batch.add(e.dataText);
    }
    batch.run();
}

} // namespace

const JournalEntry& Journal::append(JournalEntry entry)
{
    entry.seq = nextSeq_++;
    if (sink_)
        sink_(entry);
    entries_.push_back(std::move(entry));
    if (retention_ != kUnlimited && entries_.size() > retention_) {
        // One entry goes per append: every kDropBatch-th fetches the next batch.
        if (nextSeq_ % kDropBatch == 0)
            prefetchOldest(entries_);
        entries_.pop_front();
    }
    return entries_.back();
}

void Journal::removeLast()
{
    if (entries_.empty())
        return;
    entries_.pop_back();
    --nextSeq_;
}

void Journal::assignFrom(const Journal& other)
{
    entries_ = other.entries_;
    retention_ = other.retention_;
    nextSeq_ = other.nextSeq_;
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

// Exactly entry.toJson().dump(), written straight out: a session file and
// --journal write every entry, and building a JSON object first (parsing the
// data again) cost most of that.
std::string Journal::toJsonLine(const JournalEntry& entry)
{
    std::string out;
    out.reserve(160 + entry.detail.size() + entry.messageKey.size());
    appendJsonLine(out, entry);
    return out;
}

void Journal::appendJsonLine(std::string& out, const JournalEntry& entry)
{
    const auto number = [&out](auto value) {
        char buf[24];
        out.append(buf, std::to_chars(buf, buf + sizeof buf, value).ptr);
    };
    out += "{\"seq\":";
    number(entry.seq);
    out += ",\"time\":\"";
    appendIsoTime(out, entry.time); // nothing in it to escape
    out += "\",\"kind\":";
    appendJsonString(out, entry.kind);
    out += ",\"outcome\":";
    appendJsonString(out, entry.outcome);
    if (!entry.messageKey.empty()) {
        out += ",\"messageKey\":";
        appendJsonString(out, entry.messageKey);
    }
    if (entry.deliveryId != 0) {
        out += ",\"deliveryId\":";
        number(entry.deliveryId);
    }
    if (entry.attempt != 0) {
        out += ",\"attempt\":";
        number(entry.attempt);
    }
    out += ",\"detail\":";
    appendJsonString(out, entry.detail);
    if (!entry.dataText.empty()) {
        out += ",\"data\":";
        out += entry.dataText;
    }
    out += '}';
}

void Journal::writeJsonLines(std::ostream& out) const
{
    for (const auto& entry : entries_)
        out << toJsonLine(entry) << '\n';
}

} // namespace atlas
