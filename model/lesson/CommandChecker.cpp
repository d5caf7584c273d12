#include "CommandChecker.h"

#include "DidYouMean.h"
#include "ObjectReader.h"
#include "Vocabulary.h"
#include "delivery/CloudEvent.h"
#include "delivery/EventFormatError.h"

#include <array>
#include <cstdint>
#include <vector>

namespace atlas {
namespace {

using Need = ObjectReader::Need;

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
    DocumentPath,
    Object,
    EventType, // a known CloudEvent type, or "*"
};

struct ArgSpec
{
    std::string_view name;
    Arg type;
    Need need = Need::Required;
    std::int64_t min = 0;
    std::int64_t max = 0;
    std::span<const std::string_view> choices = {};
    std::string_view why = {};
};

struct CommandSpec
{
    std::string_view name;
    std::span<const ArgSpec> args;
};

// Bounds from FACTS.md (Pub/Sub and Eventarc subscription settings).
constexpr std::int64_t kMaxBackoffMs = 600'000;
constexpr std::int64_t kNoMax = LessonChecker::kNoMax;
constexpr std::string_view kBackoffWhy = "Pub/Sub allows 0 to 600 s";

constexpr ArgSpec kPublish[] = {{"event", Arg::Event}};
constexpr ArgSpec kDeliver[] = {{"delivery", Arg::Delivery}};
constexpr ArgSpec kDuplicate[] = {{"message", Arg::Message}};
constexpr ArgSpec kReorder[] = {{"delivery", Arg::Delivery}, {"before", Arg::Delivery}};
constexpr ArgSpec kInject[] = {{"delivery", Arg::Delivery},
                               {"fault", Arg::Choice, Need::Required, 0, 0, vocabulary::kFaults}};
constexpr ArgSpec kAdvanceClock[] = {{"ms", Arg::Integer, Need::Optional, 1, kNoMax},
                                     {"toNextDue", Arg::True, Need::Optional}};
constexpr ArgSpec kSetRetryPolicy[] = {
    {"mode", Arg::Choice, Need::Required, 0, 0, vocabulary::kRetryModes},
    {"minBackoffMs", Arg::Integer, Need::Optional, 0, kMaxBackoffMs, {}, kBackoffWhy},
    {"maxBackoffMs", Arg::Integer, Need::Optional, 0, kMaxBackoffMs, {}, kBackoffWhy},
    {"maxAttempts",
     Arg::Integer,
     Need::Optional,
     5,
     100,
     {},
     "a dead-letter topic allows 5 to 100 delivery attempts"},
    {"deadLetterTopic", Arg::Boolean, Need::Optional},
    {"retentionMs",
     Arg::Integer,
     Need::Optional,
     600'000,
     604'800'000,
     {},
     "Pub/Sub retains messages 10 minutes to 7 days"},
};
constexpr ArgSpec kSetAckDeadline[] = {
    {"ms", Arg::Integer, Need::Required, 10'000, 600'000, {}, "the ack deadline is 10 s to 600 s"}};
constexpr ArgSpec kRedrive[] = {{"entry", Arg::RedriveEntry}};
constexpr ArgSpec kReset[] = {{"seed", Arg::Integer, Need::Required, 0, kNoMax}};
constexpr ArgSpec kSeedDocument[] = {{"path", Arg::DocumentPath}, {"data", Arg::Object}};
constexpr ArgSpec kSetStrategy[] = {
    {"eventType", Arg::EventType},
    {"strategy", Arg::Choice, Need::Required, 0, 0, vocabulary::kHandlerStrategies}};
constexpr ArgSpec kSetRelayStrategy[] = {
    {"strategy", Arg::Choice, Need::Required, 0, 0, vocabulary::kRelayStrategies}};
constexpr ArgSpec kSetProviderIdempotency[] = {
    {"enabled", Arg::Boolean}, {"windowMs", Arg::Integer, Need::Optional, 1, kNoMax}};
constexpr ArgSpec kInjectRelayFault[] = {
    {"fault", Arg::Choice, Need::Required, 0, 0, vocabulary::kRelayFaults}};
constexpr ArgSpec kParkedId[] = {{"id", Arg::Text}};
constexpr ArgSpec kResolveParked[] = {{"id", Arg::Text}, {"note", Arg::Text}};
constexpr ArgSpec kDeliverAll[] = {{"maxSteps", Arg::Integer, Need::Optional, 1, kNoMax}};
constexpr ArgSpec kRunChaos[] = {
    {"orders", Arg::Integer, Need::Required, 1, kNoMax},
    {"events", Arg::Integer, Need::Required, 1, kNoMax},
    {"duplicateRate", Arg::Rate},
    {"reorderRate", Arg::Rate},
    {"lostAckRate", Arg::Rate},
    {"crashRate", Arg::Rate},
    {"transientRate", Arg::Rate},
};

constexpr CommandSpec kCommands[] = {
    {"publish", kPublish},
    {"deliverNext", {}},
    {"deliver", kDeliver},
    {"deliverAll", kDeliverAll},
    {"duplicate", kDuplicate},
    {"reorder", kReorder},
    {"inject", kInject},
    {"advanceClock", kAdvanceClock},
    {"setRetryPolicy", kSetRetryPolicy},
    {"setAckDeadline", kSetAckDeadline},
    {"redrive", kRedrive},
    {"reset", kReset},
    {"seedDocument", kSeedDocument},
    {"setStrategy", kSetStrategy},
    {"setRelayStrategy", kSetRelayStrategy},
    {"setProviderIdempotency", kSetProviderIdempotency},
    {"runRelay", {}},
    {"injectRelayFault", kInjectRelayFault},
    {"replayParked", kParkedId},
    {"resolveParked", kResolveParked},
    {"discardParked", kParkedId},
    {"runChaos", kRunChaos},
};

constexpr auto kCommandNames = [] {
    std::array<std::string_view, std::size(kCommands)> names{};
    for (std::size_t i = 0; i < names.size(); ++i)
        names[i] = kCommands[i].name;
    return names;
}();

const CommandSpec* find(std::string_view name)
{
    for (const CommandSpec& c : kCommands)
        if (c.name == name)
            return &c;
    return nullptr;
}

// "a.b" (CloudEvent's field names) -> "/a/b".
std::string eventFieldPointer(const std::string& field)
{
    std::string out;
    std::size_t start = 0;
    while (start <= field.size() && !field.empty()) {
        const auto dot = field.find('.', start);
        out += '/' + SourceMap::escape(field.substr(start, dot - start));
        if (dot == std::string::npos)
            break;
        start = dot + 1;
    }
    return out;
}

} // namespace

CommandChecker::CommandChecker(LessonChecker& checker) : checker_(checker) {}

std::span<const std::string_view> CommandChecker::commandNames()
{
    return kCommandNames;
}

bool CommandChecker::check(const Json& command, std::string_view commandPointer, const Json& args,
                           std::string_view argsPointer)
{
    const auto name = checker_.text(command, commandPointer);
    if (!name)
        return false;
    const CommandSpec* spec = find(*name);
    if (!spec) {
        std::string message = "unknown command " + LessonChecker::quote(*name);
        if (const auto near = closestMatch(*name, kCommandNames))
            message += " (did you mean " + LessonChecker::quote(*near) + "?)";
        else
            message += "; known commands: " + LessonChecker::oneOf(kCommandNames).substr(7);
        checker_.report(commandPointer, LessonChecker::Anchor::Value, LessonChecker::quote(*name),
                        LessonChecker::oneOf(kCommandNames), std::move(message));
        return false;
    }
    checkArguments(spec->name, args, argsPointer, "the arguments of " + std::string(spec->name));
    return true;
}

void CommandChecker::checkArguments(std::string_view command, const Json& args,
                                    std::string_view pointer, std::string_view context)
{
    const CommandSpec* spec = find(command);
    std::vector<std::string_view> names;
    for (const ArgSpec& a : spec->args)
        names.push_back(a.name);
    const ObjectReader reader(checker_, args, std::string(pointer), names, context);
    if (!reader.valid())
        return;

    for (const ArgSpec& a : spec->args) {
        const std::string at = reader.at(a.name);
        switch (a.type) {
        case Arg::Event:
            if (const Json* event = reader.object(a.name)) {
                try {
                    const CloudEvent parsed = CloudEvent::fromJson(*event);
                    published_.insert(parsed.key());
                    anyMessage_ = true;
                } catch (const EventFormatError& error) {
                    // Quote the value as the rest of the lesson's messages do.
                    const std::string field = eventFieldPointer(error.field());
                    const Json::json_pointer where(field);
                    const std::string found = event->contains(where)
                                                  ? LessonChecker::describe(event->at(where))
                                                  : error.found();
                    std::string message = "expected " + error.expected() + "; found " + found;
                    if (!error.field().empty())
                        message =
                            "event field " + LessonChecker::quote(error.field()) + ": " + message;
                    checker_.report(at + field, LessonChecker::Anchor::Value, found,
                                    error.expected(), std::move(message));
                }
            }
            break;
        case Arg::Delivery:
        case Arg::Message:
            if (const Json* v = reader.get(a.name, a.need, "a delivery selector"))
                checkSelector(*v, at, a.type == Arg::Delivery);
            break;
        case Arg::RedriveEntry:
            if (const Json* v = reader.get(a.name, a.need, "a dead-letter entry")) {
                if (v->is_string() && (*v == "all" || *v == "latest"))
                    break;
                if (v->is_number_integer())
                    checker_.integer(*v, at, 1, kNoMax);
                else
                    checker_.wrongType(at, *v,
                                       "a dead-letter entry id (a positive integer), \"all\" or "
                                       "\"latest\"");
            }
            break;
        case Arg::Integer:
            reader.integer(a.name, a.need, a.min, a.max, a.why);
            break;
        case Arg::Rate:
            reader.number(a.name, a.need, 0.0, 1.0);
            break;
        case Arg::Boolean:
            reader.boolean(a.name, a.need);
            break;
        case Arg::True:
            if (const auto v = reader.boolean(a.name, a.need); v && !*v)
                checker_.wrongValue(at, Json(false), "true",
                                    "(leave " + LessonChecker::quote(a.name) + " out instead)");
            break;
        case Arg::Choice:
            reader.choice(a.name, a.need, a.choices);
            break;
        case Arg::Text:
            reader.text(a.name, a.need);
            break;
        case Arg::DocumentPath:
            reader.documentPath(a.name, a.need);
            break;
        case Arg::Object:
            reader.object(a.name, a.need);
            break;
        case Arg::EventType:
            if (const Json* v = reader.get(a.name, a.need, "an event type or \"*\"");
                v && *v != "*")
                checker_.choice(*v, at, vocabulary::kEventTypes);
            break;
        }
    }

    const Json& object = args;
    if (command == "advanceClock" && object.contains("ms") == object.contains("toNextDue"))
        checker_.report(pointer, LessonChecker::Anchor::Value,
                        object.contains("ms") ? "both ms and toNextDue" : "neither",
                        "either ms or toNextDue",
                        "advanceClock takes either \"ms\" (how far to move the clock) or "
                        "\"toNextDue\": true (jump to the next scheduled delivery), not " +
                            std::string(object.contains("ms") ? "both" : "neither"));
    if (command == "setRetryPolicy") {
        // Out-of-range values were reported above; compare only usable ones.
        const auto backoff = [&](const char* key, std::int64_t fallback) {
            const auto it = object.find(key);
            if (it == object.end() || !it->is_number_integer())
                return fallback;
            const auto ms = it->get<std::int64_t>();
            return ms >= 0 && ms <= kMaxBackoffMs ? ms : fallback;
        };
        const std::int64_t min = backoff("minBackoffMs", 10'000);
        const std::int64_t max = backoff("maxBackoffMs", kMaxBackoffMs);
        if (min > max)
            checker_.report(
                reader.at(object.contains("maxBackoffMs") ? "maxBackoffMs" : "minBackoffMs"),
                LessonChecker::Anchor::Value, std::to_string(max), "maxBackoffMs >= minBackoffMs",
                "maxBackoffMs (" + std::to_string(max) + ") must not be below minBackoffMs (" +
                    std::to_string(min) + "); they default to 600000 and 10000");
    }
    if (command == "reset") {
        published_.clear();
        anyMessage_ = chaos_ = false;
    }
    if (command == "runChaos")
        anyMessage_ = chaos_ = true;
}

void CommandChecker::checkSelector(const Json& value, const std::string& pointer, bool delivery)
{
    const std::string expected =
        delivery ? "\"latest\", \"first\", a delivery id (a positive integer) or "
                   "{\"message\": \"<source>|<id>\"}"
                 : "\"latest\" or a message key \"<source>|<id>\"";
    if (delivery && value.is_number_integer()) {
        checker_.integer(value, pointer, 1, kNoMax);
        return;
    }
    if (delivery && value.is_object()) {
        static constexpr std::string_view kKeys[] = {"message"};
        const ObjectReader reader(checker_, value, pointer, kKeys, "a delivery selector");
        if (const Json* key = reader.get("message", Need::Required, "a message key"))
            checkMessageKey(*key, reader.at("message"));
        return;
    }
    if (value.is_string() && (value == "latest" || (delivery && value == "first"))) {
        requireHistory(value, pointer);
        return;
    }
    if (!delivery && value.is_string()) {
        checkMessageKey(value, pointer);
        return;
    }
    if (value.is_string())
        checker_.wrongValue(pointer, value, expected);
    else
        checker_.wrongType(pointer, value, expected);
}

void CommandChecker::requireHistory(const Json& value, const std::string& pointer)
{
    if (anyMessage_)
        return;
    checker_.report(pointer, LessonChecker::Anchor::Value, LessonChecker::describe(value),
                    "an earlier publish step",
                    LessonChecker::describe(value) +
                        " needs a message, but no earlier step of this scenario publishes one");
}

void CommandChecker::checkMessageKey(const Json& value, const std::string& pointer)
{
    static constexpr const char* kExpected = "a message key \"<source>|<id>\"";
    if (!value.is_string()) {
        checker_.wrongType(pointer, value, kExpected);
        return;
    }
    const auto& key = value.get_ref<const std::string&>();
    const auto bar = key.find('|');
    if (bar == std::string::npos || bar == 0 || bar + 1 == key.size()) {
        checker_.wrongValue(pointer, value, kExpected);
        return;
    }
    if (chaos_ || published_.contains(key))
        return;
    const std::vector<std::string_view> known(published_.begin(), published_.end());
    std::string message =
        "no earlier step of this scenario publishes message " + LessonChecker::quote(key);
    if (const auto near = closestMatch(key, known))
        message += " (did you mean " + LessonChecker::quote(*near) + "?)";
    checker_.report(pointer, LessonChecker::Anchor::Value, LessonChecker::quote(key),
                    "the source|id of a message published by an earlier step", std::move(message));
}

} // namespace atlas
