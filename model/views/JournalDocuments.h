#pragma once

#include "lab/timeline/JournalEntry.h"

#include <string>
#include <string_view>
#include <vector>

namespace atlas {

// Which store documents a journal entry is about, read from its facts: the
// handler's decision (orderPath, writes, inboxDocument), a relay step's
// record, order and provider email, and for any entry about an event the
// event's inbox marker. Shared by the journal's "select the documents" and
// the document inspector's history so both agree.
namespace JournalDocuments {

// Most telling first (a handler's order, its writes, its marker; a relay
// step's record, email, order), then the event's inbox marker; no repeats.
// Paths need not exist in the store.
std::vector<std::string> pathsOf(const JournalEntry& entry);

// pathsOf(entry) contains `path`, or `path` is the parked record of the
// entry's event (workflowDeadLetters/{inbox id}). Allocation-free for the
// common no-match case, so filtering a long journal by document stays cheap.
bool concerns(const JournalEntry& entry, std::string_view path);

// workflowEvents/{percent-encoded source|id}: where the inbox marker lives.
std::string inboxPath(std::string_view messageKey);

} // namespace JournalDocuments
} // namespace atlas
