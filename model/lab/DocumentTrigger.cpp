#include "DocumentTrigger.h"

#include "i18n/Filled.h"
#include "i18n/Translated.h"

#include <array>
#include <utility>

namespace atlas {
namespace {

constexpr std::array<std::pair<TriggerOn, std::string_view>, 4> kNames{{
    {TriggerOn::Created, "created"},
    {TriggerOn::Updated, "updated"},
    {TriggerOn::Deleted, "deleted"},
    {TriggerOn::Written, "written"},
}};

} // namespace

std::string_view toString(TriggerOn on)
{
    for (const auto& [value, name] : kNames)
        if (value == on)
            return name;
    return "written";
}

std::optional<TriggerOn> triggerOnFromString(std::string_view name)
{
    for (const auto& [value, known] : kNames)
        if (known == name)
            return value;
    return std::nullopt;
}

bool DocumentTrigger::matches(std::string_view changedDatabase, const DocumentChange& change) const
{
    if (changedDatabase != database || change.collection() != collection)
        return false;
    switch (on) {
    case TriggerOn::Created:
        return change.kind == ChangeKind::Added;
    case TriggerOn::Updated:
        return change.kind == ChangeKind::Modified;
    case TriggerOn::Deleted:
        return change.kind == ChangeKind::Removed;
    case TriggerOn::Written:
        return true;
    }
    return false;
}

std::string DocumentTrigger::describe() const
{
    return filled(Translated::translate("atlas::Lab", "trigger %1 (%2 in %3/%4)"), id, toString(on),
                  database, collection);
}

} // namespace atlas
