#pragma once

#include "lesson/reader/ObjectReader.h"

#include <cstdint>
#include <span>
#include <string_view>

namespace atlas {

// What a lesson step may pass to one Lab command: each argument's name, kind,
// whether it is needed and its bounds. The table (CommandSpec.cpp) holds the
// Lab's own limits, so a lesson the checker passes is not refused when it plays.
struct CommandSpec
{
    enum class Arg {
        Event,        // a CloudEvent, flat or envelope
        Delivery,     // "latest" | "first" | delivery id | {"message": "<source|id>"}
        Message,      // "latest" | "<source|id>"
        RedriveEntry, // dead-letter entry id | "all" | "latest"
        Integer,      // within [min, max]
        Rate,         // a probability, 0..1
        Boolean,
        True, // only `true` makes sense (advanceClock's toNextDue)
        Choice,
        Text,
        FieldName, // a top-level field name: text without dots
        DocumentPath,
        Object,
        EventType,       // a known CloudEvent type, or "*"
        Collection,      // a known collection
        AttemptSelector, // an attempt id or "next"
        RulesText,       // a security rules text that parses
        ClientPath,      // a document path, or a collection for a list (checked after the loop)
        Uid,             // a uid, or null: signed out
    };

    struct ArgSpec
    {
        std::string_view name;
        Arg type;
        ObjectReader::Need need = ObjectReader::Need::Required;
        std::int64_t min = 0;
        std::int64_t max = 0;
        std::span<const std::string_view> choices = {};
        std::string_view why = {};
    };

    std::string_view name;
    std::span<const ArgSpec> args;

    // The spec of `name`; null for a command the Lab does not have.
    static const CommandSpec* find(std::string_view name);
    // Every command's name, in the table's order.
    static std::span<const std::string_view> names();
};

} // namespace atlas
