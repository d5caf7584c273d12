#include "CommandChecker.h"

#include "CommandSpec.h"

#include "delivery/CloudEvent.h"
#include "delivery/EventFormatError.h"
#include "delivery/RetryPolicy.h"
#include "i18n/Filled.h"
#include "lesson/Vocabulary.h"
#include "lesson/reader/DidYouMean.h"
#include "lesson/reader/ObjectReader.h"
#include "rules/RulesSet.h"
#include "rules/RulesSyntaxError.h"
#include "saga/SagaDocuments.h"
#include "store/DocumentStore.h"
#include "store/FieldOps.h"
#include "store/json/JsonText.h"

#include <array>
#include <cstdint>
#include <vector>

namespace atlas {
namespace {

using Need = ObjectReader::Need;
using Arg = CommandSpec::Arg;
using ArgSpec = CommandSpec::ArgSpec;

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
    return CommandSpec::names();
}

bool CommandChecker::check(const Json& command, std::string_view commandPointer, const Json& args,
                           std::string_view argsPointer)
{
    const auto name = checker_.text(command, commandPointer);
    if (!name)
        return false;
    const CommandSpec* spec = CommandSpec::find(*name);
    if (!spec) {
        std::string message =
            filled(LessonError::tr("unknown command %1"), LessonChecker::quote(*name));
        if (const auto near = closestMatch(*name, CommandSpec::names()))
            message += " " + LessonChecker::didYouMean(*near);
        else
            message += "; " + filled(LessonError::tr("known commands: %1"),
                                     LessonChecker::listOf(CommandSpec::names()));
        checker_.report(commandPointer, LessonChecker::Anchor::Value, LessonChecker::quote(*name),
                        LessonChecker::oneOf(CommandSpec::names()), std::move(message));
        return false;
    }
    checkArguments(spec->name, args, argsPointer,
                   filled(LessonError::tr("the arguments of %1"), spec->name));
    return true;
}

void CommandChecker::checkArguments(std::string_view command, const Json& args,
                                    std::string_view pointer, std::string_view context)
{
    const CommandSpec* spec = CommandSpec::find(command);
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
                    // Its reservation's timer may publish the saga's timeout later.
                    if (parsed.type == "SAGA_STOCK_RESERVED" && !parsed.orderId.empty())
                        published_.insert(SagaDocuments::timeoutEvent(parsed.orderId, {}).key());
                    // A type no handler knows would only be parked as malformed.
                    if (event->contains("type"))
                        checker_.choice(event->at("type"), at + "/type",
                                        vocabulary::kPublishableEventTypes);
                } catch (const EventFormatError& error) {
                    // Quote the value as the rest of the lesson's messages do.
                    const std::string field = eventFieldPointer(error.field());
                    const Json::json_pointer where(field);
                    const std::string found = event->contains(where)
                                                  ? LessonChecker::describe(event->at(where))
                                                  : error.found();
                    std::string message = LessonChecker::mismatch(error.expected(), found);
                    if (!error.field().empty())
                        message = filled(LessonError::tr("event field %1: %2"),
                                         LessonChecker::quote(error.field()), message);
                    checker_.report(at + field, LessonChecker::Anchor::Value, found,
                                    error.expected(), std::move(message));
                }
            }
            break;
        case Arg::Delivery:
        case Arg::Message:
            if (const Json* v = reader.get(
                    a.name, a.need, QT_TRANSLATE_NOOP("atlas::LessonError", "a delivery selector")))
                checkSelector(*v, at, a.type == Arg::Delivery);
            break;
        case Arg::RedriveEntry:
            if (const Json* v =
                    reader.get(a.name, a.need,
                               QT_TRANSLATE_NOOP("atlas::LessonError", "a dead-letter entry"))) {
                if (v->is_string() && (*v == "all" || *v == "latest"))
                    break;
                if (v->is_number_integer())
                    checker_.integer(*v, at, 1, LessonChecker::kNoMax);
                else
                    checker_.wrongType(at, *v,
                                       filled(LessonError::tr("a dead-letter entry id (a positive "
                                                              "integer), \"all\" or \"latest\"")));
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
                                    filled(LessonError::tr("(leave %1 out instead)"),
                                           LessonChecker::quote(a.name)));
            break;
        case Arg::Choice:
            reader.choice(a.name, a.need, a.choices);
            break;
        case Arg::Text:
            reader.text(a.name, a.need);
            break;
        case Arg::FieldName:
            if (const auto name = reader.text(a.name, a.need);
                name && name->find('.') != std::string::npos)
                checker_.wrongValue(at, Json(*name),
                                    filled(LessonError::tr("a top-level field name (no dots)")));
            break;
        case Arg::DocumentPath:
            reader.documentPath(a.name, a.need);
            break;
        case Arg::Object:
            if (const Json* data = reader.object(a.name, a.need); data && command == "seedDocument")
                checkDocumentData(*data, at);
            break;
        case Arg::AttemptSelector:
            if (const Json* v = reader.get(
                    a.name, a.need,
                    QT_TRANSLATE_NOOP("atlas::LessonError", "an attempt id or \"next\""))) {
                if (v->is_number_integer())
                    checker_.integer(*v, at, 1, LessonChecker::kNoMax);
                else if (*v != "next")
                    checker_.wrongType(
                        at, *v,
                        filled(LessonError::tr("an attempt id (a positive integer) or \"next\"")));
            }
            break;
        case Arg::EventType:
            if (const Json* v =
                    reader.get(a.name, a.need,
                               QT_TRANSLATE_NOOP("atlas::LessonError", "an event type or \"*\""));
                v && *v != "*")
                checker_.choice(*v, at, vocabulary::kEventTypes);
            break;
        case Arg::Collection:
            reader.collection(a.name, a.need);
            break;
        case Arg::RulesText:
            if (const auto text = reader.text(a.name, a.need))
                checkRules(*text, at);
            break;
        case Arg::ClientPath:
            break;
        case Arg::Uid:
            if (const Json* v = reader.get(
                    a.name, a.need, QT_TRANSLATE_NOOP("atlas::LessonError", "a uid or null"));
                v && !v->is_null() && !(v->is_string() && !v->get<std::string>().empty()))
                checker_.wrongType(
                    at, *v,
                    filled(LessonError::tr("a uid (a non-empty string) or null (signed out)")));
            break;
        }
    }

    const Json& object = args;
    if (command == "advanceClock" && object.contains("ms") == object.contains("toNextDue"))
        checker_.report(
            pointer, LessonChecker::Anchor::Value,
            filled(object.contains("ms") ? LessonError::tr("both ms and toNextDue")
                                         : LessonError::tr("neither")),
            filled(LessonError::tr("either ms or toNextDue")),
            filled(object.contains("ms")
                       ? LessonError::tr("advanceClock takes either \"ms\" (how far to move the "
                                         "clock) or \"toNextDue\": true (jump to the next "
                                         "scheduled delivery), not both")
                       : LessonError::tr("advanceClock takes either \"ms\" (how far to move the "
                                         "clock) or \"toNextDue\": true (jump to the next "
                                         "scheduled delivery), not neither")));
    if (command == "setRetryPolicy")
        checkBackoffOrder(reader);
    if (command == "setConsumerOffline" && object.contains("durationMs") &&
        object.contains("enabled") && object.at("enabled") == Json(false))
        checker_.report(
            reader.at("durationMs"), LessonChecker::Anchor::Value,
            filled(LessonError::tr("durationMs with enabled false")),
            filled(LessonError::tr("durationMs only with \"enabled\": true")),
            filled(LessonError::tr("durationMs says how long the consumer stays "
                                   "offline, so it goes with \"enabled\": true; "
                                   "bringing it back (\"enabled\": false) takes none")));
    if (command == "addTrigger")
        checkTriggerLoop(reader);
    if (command == "setTtlPolicy" && object.value("enabled", true) == false &&
        (object.contains("field") || object.contains("lagMs")))
        checker_.report(pointer, LessonChecker::Anchor::Value,
                        filled(LessonError::tr("enabled false with field or lagMs")),
                        filled(LessonError::tr("enabled false alone")),
                        filled(LessonError::tr("\"enabled\": false removes the collection's TTL "
                                               "policy and takes no \"field\" or \"lagMs\"")));
    if (command == "runChaos")
        checkFaultRateSum(reader);
    if (command == "clientRequest")
        checkClientRequest(reader);
    if (command == "reset") {
        published_.clear();
        anyMessage_ = chaos_ = false;
        backoff_ = {};
    }
    if (command == "runChaos")
        anyMessage_ = chaos_ = true;
}

void CommandChecker::checkBackoffOrder(const ObjectReader& reader)
{
    // An argument left out keeps the current policy's value, as in the Lab;
    // out-of-range values were reported already and change nothing.
    const auto backoff = [&](const char* key, std::int64_t current) {
        const Json* v = reader.get(key, Need::Optional, {});
        if (!v || !v->is_number_integer())
            return current;
        const auto ms = v->get<std::int64_t>();
        return ms >= 0 && ms <= RetryPolicy::kMaxBackoffLimit ? ms : current;
    };
    const std::int64_t min = backoff("minBackoffMs", backoff_.minMs);
    const std::int64_t max = backoff("maxBackoffMs", backoff_.maxMs);
    if (min <= max) {
        backoff_ = {min, max};
        return;
    }
    const bool givenMax = reader.has("maxBackoffMs");
    checker_.report(reader.at(givenMax ? "maxBackoffMs" : "minBackoffMs"),
                    LessonChecker::Anchor::Value, std::to_string(givenMax ? max : min),
                    "maxBackoffMs >= minBackoffMs",
                    filled(LessonError::tr("maxBackoffMs (%1) must not be below minBackoffMs (%2); "
                                           "one left out keeps its current value (10000 and 600000 "
                                           "after a reset)"),
                           max, min));
}

void CommandChecker::checkTriggerLoop(const ObjectReader& reader)
{
    // The Lab's audit handler writes a triggerLog entry and an inbox marker
    // for every trigger event (LabDatabases.cpp refuses the same).
    const Json* collection = reader.get("collection", Need::Optional, {});
    const Json* on = reader.get("on", Need::Optional, {});
    const Json* database = reader.get("database", Need::Optional, {});
    if (!collection || !on || (database && *database != "(default)"))
        return;
    const bool loops = *collection == "triggerLog" || (*collection == "workflowEvents" && *on != "deleted");
    if (!loops)
        return;
    checker_.report(reader.at("collection"), LessonChecker::Anchor::Value,
                    LessonChecker::describe(*collection),
                    filled(LessonError::tr("a collection the audit handler does not write")),
                    filled(*collection == "workflowEvents"
                               ? LessonError::tr("the audit handler writes to %1 for every trigger "
                                                 "event, so this trigger would fire for its own "
                                                 "events without end; watch another collection "
                                                 "or use \"on\": \"deleted\"")
                               : LessonError::tr("the audit handler writes to %1 for every trigger "
                                                 "event, so this trigger would fire for its own "
                                                 "events without end; watch another collection"),
                           collection->get<std::string>()));
}

void CommandChecker::checkRules(const std::string& text, const std::string& pointer)
{
    try {
        RulesSet::parse(text);
    } catch (const RulesSyntaxError& error) {
        checker_.report(
            pointer, LessonChecker::Anchor::Value, error.found(), error.expected(),
            filled(LessonError::tr("the security rules do not parse: %1"), error.what()));
    }
}

void CommandChecker::checkClientRequest(const ObjectReader& reader)
{
    // A list reads a collection; the other methods name one document.
    const Json* op = reader.get("op", Need::Optional, {});
    if (!op || !op->is_string())
        return;
    if (*op == "list")
        reader.collection("path");
    else
        reader.documentPath("path");
    const bool writes = *op == "create" || *op == "update";
    if (writes && !reader.has("data"))
        checker_.report(reader.pointer(), LessonChecker::Anchor::Value,
                        filled(LessonError::tr("nothing", "no value was given")),
                        filled(LessonError::tr("data (an object)")),
                        filled(LessonError::tr("a client %1 writes fields: give them as \"data\""),
                               op->get<std::string>()));
    if (!writes && reader.has("data"))
        checker_.report(
            reader.at("data"), LessonChecker::Anchor::Key, "data",
            filled(LessonError::tr("no data for %1"), op->get<std::string>()),
            filled(LessonError::tr("only create and update carry \"data\"; a %1 takes none"),
                   op->get<std::string>()));
}

void CommandChecker::checkFaultRateSum(const ObjectReader& reader)
{
    // Summed in the order and type the Lab sums them, so both agree on 1.
    double sum = 0;
    for (const char* key : {"lostAckRate", "crashRate", "transientRate"}) {
        const Json* v = reader.get(key, Need::Optional, {});
        if (!v || !v->is_number() || !(v->get<double>() >= 0 && v->get<double>() <= 1))
            return; // reported already
        sum += v->get<double>();
    }
    if (sum <= 1)
        return;
    checker_.report(reader.pointer(), LessonChecker::Anchor::Value, Json(sum).dump(),
                    filled(LessonError::tr("lostAckRate + crashRate + transientRate of at most 1")),
                    filled(LessonError::tr("lostAckRate + crashRate + transientRate is %1, more "
                                           "than 1: each delivery draws one of these faults, so "
                                           "together they may be at most 1"),
                           Json(sum).dump()));
}

void CommandChecker::checkDocumentData(const Json& data, const std::string& pointer)
{
    if (FieldOps::hasSentinel(data) && FieldOps::hasDelete(data)) {
        checker_.report(pointer, LessonChecker::Anchor::Value,
                        filled(LessonError::tr("a deleteField marker")),
                        filled(LessonError::tr("document data without deleteField")),
                        filled(LessonError::tr("a seeded document replaces the whole document, so "
                                               "it cannot hold a deleteField marker; leave the "
                                               "field out instead")));
        return;
    }
    const std::size_t bytes = toJsonText(data).size();
    if (bytes <= DocumentStore::kMaxDocumentBytes)
        return;
    checker_.report(pointer, LessonChecker::Anchor::Value,
                    filled(LessonError::tr("%1 bytes"), bytes),
                    filled(LessonError::tr("at most 1048576 bytes")),
                    filled(LessonError::tr("this document would be %1 bytes; the store keeps "
                                           "documents of at most 1 MiB (1048576 bytes)"),
                           bytes));
}

void CommandChecker::checkSelector(const Json& value, const std::string& pointer, bool delivery)
{
    const auto expected = [delivery] {
        return filled(delivery ? LessonError::tr("\"latest\", \"first\", \"next\", a delivery id "
                                                 "(a positive integer) or {\"message\": "
                                                 "\"<source>|<id>\"}")
                               : LessonError::tr("\"latest\" or a message key \"<source>|<id>\""));
    };
    if (delivery && value.is_number_integer()) {
        checker_.integer(value, pointer, 1, LessonChecker::kNoMax);
        return;
    }
    if (delivery && value.is_object()) {
        static constexpr std::string_view kKeys[] = {"message"};
        const ObjectReader reader(checker_, value, pointer, kKeys,
                                  filled(LessonError::tr("a delivery selector")));
        if (const Json* key = reader.get("message", Need::Required,
                                         QT_TRANSLATE_NOOP("atlas::LessonError", "a message key")))
            checkMessageKey(*key, reader.at("message"));
        return;
    }
    if (value.is_string() &&
        (value == "latest" || (delivery && (value == "first" || value == "next")))) {
        requireHistory(value, pointer);
        return;
    }
    if (!delivery && value.is_string()) {
        checkMessageKey(value, pointer);
        return;
    }
    if (value.is_string())
        checker_.wrongValue(pointer, value, expected());
    else
        checker_.wrongType(pointer, value, expected());
}

void CommandChecker::requireHistory(const Json& value, const std::string& pointer)
{
    if (anyMessage_)
        return;
    checker_.report(pointer, LessonChecker::Anchor::Value, LessonChecker::describe(value),
                    filled(LessonError::tr("an earlier publish step")),
                    filled(LessonError::tr("%1 needs a message, but no earlier step of this "
                                           "scenario publishes one"),
                           LessonChecker::describe(value)));
}

void CommandChecker::checkMessageKey(const Json& value, const std::string& pointer)
{
    const auto expected = [] { return filled(LessonError::tr("a message key \"<source>|<id>\"")); };
    if (!value.is_string()) {
        checker_.wrongType(pointer, value, expected());
        return;
    }
    const auto& key = value.get_ref<const std::string&>();
    const auto bar = key.find('|');
    if (bar == std::string::npos || bar == 0 || bar + 1 == key.size()) {
        checker_.wrongValue(pointer, value, expected());
        return;
    }
    if (chaos_ || published_.contains(key))
        return;
    const std::vector<std::string_view> known(published_.begin(), published_.end());
    std::string message =
        filled(LessonError::tr("no earlier step of this scenario publishes message %1"),
               LessonChecker::quote(key));
    if (const auto near = closestMatch(key, known))
        message += " " + LessonChecker::didYouMean(*near);
    checker_.report(
        pointer, LessonChecker::Anchor::Value, LessonChecker::quote(key),
        filled(LessonError::tr("the source|id of a message published by an earlier step")),
        std::move(message));
}

} // namespace atlas
