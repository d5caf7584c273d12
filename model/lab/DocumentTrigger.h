#pragma once

#include "store/DocumentChange.h"

#include <optional>
#include <string>
#include <string_view>

namespace atlas {

// Which committed changes of a document fire a trigger, as Firestore's
// document event types name them: written is any of the other three.
enum class TriggerOn { Created, Updated, Deleted, Written };

std::string_view toString(TriggerOn on);
std::optional<TriggerOn> triggerOnFromString(std::string_view name);

// A Firestore document trigger: it belongs to exactly one database (FACTS.md)
// and watches the documents of one collection.
struct DocumentTrigger
{
    int id = 0;
    std::string database;
    std::string collection;
    TriggerOn on = TriggerOn::Written;

    bool matches(std::string_view changedDatabase, const DocumentChange& change) const;
    std::string describe() const;
};

} // namespace atlas
