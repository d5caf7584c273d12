#pragma once

#include "lab/timeline/JournalEntry.h"
#include "store/json/Json.h"

#include <string>

namespace atlas {

// Sets an entry's facts from the text `write` appends to a string, which
// must be exactly what toJsonText(tree()) gives: the hot paths (a handler's
// decision, a relay step) skip building a tree only to turn it into text and
// free it. Text that is not UTF-8 makes the writer throw, as
// toJsonText does; the entry then gets tree() through setData, which replaces
// the bad bytes, as before.
template <class Write, class Tree>
void setJournalData(JournalEntry& entry, Write&& write, Tree&& tree)
{
    // Written into reused room, then copied at its length, as toJsonText:
    // an entry kept for the journal's retention holds no slack.
    thread_local std::string scratch;
    scratch.clear();
    try {
        write(scratch);
        entry.dataText = scratch;
    } catch (const Json::type_error&) {
        entry.setData(tree());
    }
}

} // namespace atlas
