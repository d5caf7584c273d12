#pragma once

#include "LessonChecker.h"
#include "delivery/RetryPolicy.h"
#include "store/json/Json.h"

#include <set>
#include <span>
#include <string>
#include <string_view>

namespace atlas {

class ObjectReader;

// Checks the Lab commands of one scenario, step by step: the command's name,
// its arguments' names, types and the ranges the platform imposes, and that
// a step naming a message refers to one an earlier step published (so a
// mistyped event id is caught before class, not by a puzzling replay).
class CommandChecker
{
public:
    explicit CommandChecker(LessonChecker& checker);

    // Every command a lesson may use, in documentation order.
    static std::span<const std::string_view> commandNames();

    // Returns false when the name is unknown (its arguments are then not checked).
    bool check(const Json& command, std::string_view commandPointer, const Json& args,
               std::string_view argsPointer);

    // Checks `args` as the arguments of `command` (a known name) without a
    // step around them: a scenario setup's retryPolicy and providerIdempotency.
    void checkArguments(std::string_view command, const Json& args, std::string_view pointer,
                        std::string_view context);
    // What the store refuses in a seeded document (seedDocument or a setup's
    // documents): a deleteField marker, more than 1 MiB.
    void checkDocumentData(const Json& data, const std::string& pointer);
    // A delivery (or message) selector, and that what it names was published.
    void checkSelector(const Json& value, const std::string& pointer, bool delivery);

private:
    // The backoffs of the policy a step's setRetryPolicy starts from.
    struct Backoff
    {
        std::int64_t minMs = RetryPolicy{}.minBackoff;
        std::int64_t maxMs = RetryPolicy{}.maxBackoff;
    };

    void checkBackoffOrder(const ObjectReader& reader);
    void checkFaultRateSum(const ObjectReader& reader);
    void checkTriggerLoop(const ObjectReader& reader);
    void checkRules(const std::string& text, const std::string& pointer);
    void checkClientRequest(const ObjectReader& reader);
    void checkMessageKey(const Json& value, const std::string& pointer);
    void requireHistory(const Json& value, const std::string& pointer);

    LessonChecker& checker_;
    std::set<std::string> published_; // source|id of every message published so far
    bool anyMessage_ = false;         // something was published (by a step or by chaos)
    bool chaos_ = false;              // runChaos published messages the file cannot name
    Backoff backoff_;
};

} // namespace atlas
