#pragma once

#include "lab/timeline/JournalEntry.h"
#include "store/json/Json.h"

#include <string>
#include <utility>

namespace atlas {

// Sets an entry's facts from the text `write` appends to a string, which
// must be exactly what toJsonText gives for the tree it stands for: the hot
// paths (a handler's decision, a channel event, a relay step) skip building
// a tree only to turn it into text and free it. This one is for a writer
// that cannot fail (numbers and times, plain ASCII).
template <class Write>
void setJournalData(JournalEntry& entry, Write&& write)
{
    // Written into reused room, then copied at its length, as toJsonText:
    // an entry kept for the journal's retention holds no slack.
    thread_local std::string scratch;
    scratch.clear();
    write(scratch);
    entry.dataText = scratch;
}

// The same for a writer of any text: text that is not UTF-8 makes it throw,
// as toJsonText does, and the entry then gets tree() through setData, which
// replaces the bad bytes, as before.
template <class Write, class Tree>
void setJournalData(JournalEntry& entry, Write&& write, Tree&& tree)
{
    try {
        setJournalData(entry, std::forward<Write>(write));
    } catch (const Json::type_error&) {
        entry.setData(tree());
    }
}

} // namespace atlas
