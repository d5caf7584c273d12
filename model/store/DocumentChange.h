#pragma once

#include "store/Document.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace atlas {

enum class ChangeKind { Added, Modified, Removed };

const char* toString(ChangeKind kind);

// One document's change within a commit. The before/after documents are the
// store's immutable committed versions, so a change costs no JSON copy.
struct DocumentChange
{
    ChangeKind kind = ChangeKind::Added;
    DocumentPtr before; // null when added
    DocumentPtr after;  // null when removed

    // Top-level fields whose value differs: the new document's order first,
    // then fields that were removed. Worked out when first asked: only the
    // tables that show a change read it, a headless run never does.
    const std::vector<std::string>& changedFields() const;

    const Document& doc() const { return after ? *after : *before; }
    const std::string& collection() const { return doc().collection; }
    const std::string& id() const { return doc().id; }
    const Json& oldData() const;
    const Json& newData() const;

private:
    mutable std::optional<std::vector<std::string>> changedFields_;
};

// One notification per successful commit; nothing for a rollback.
struct CommitInfo
{
    std::uint64_t sequence = 0;
    std::int64_t time = 0; // SimClock milliseconds
    std::vector<DocumentChange> changes;
};

} // namespace atlas
