#pragma once

#include "lesson/Expectation.h"
#include "lesson/checker/LessonChecker.h"
#include "store/json/Json.h"

#include <optional>
#include <span>
#include <string_view>

namespace atlas {

class CommandChecker;
class ObjectReader;

// Reads one entry of a step's "expect" list. The kind is chosen by the key
// that names what is checked (document, collection, invariant, journal,
// metric, revenue, clock or delivery); the other keys must then fit that kind.
class ExpectationReader
{
public:
    // `commands`, when given, checks delivery selectors against the messages
    // the scenario's earlier steps published.
    explicit ExpectationReader(LessonChecker& checker, CommandChecker* commands = nullptr)
        : checker_(checker), commands_(commands)
    {
    }

    // In a compare scenario an expectation may say which side it is about
    // ("side": "left" | "right" | "both"); elsewhere "side" is an error.
    void allowSides(bool allowed) { sides_ = allowed; }

    std::optional<Expectation> read(const Json& value, std::string_view pointer);

private:
    void readComparison(const ObjectReader& reader, Expectation& e,
                        std::span<const std::string_view> comparisons, bool integers);
    void readDocument(const ObjectReader& reader, Expectation& e);
    void readJournal(const ObjectReader& reader, Expectation& e);
    void readDelivery(const ObjectReader& reader, Expectation& e);
    // Reads "side" and returns false when it is not allowed or not a side.
    bool readSide(const Json& value, std::string_view pointer, Expectation& e);

    LessonChecker& checker_;
    CommandChecker* commands_;
    bool sides_ = false;
};

} // namespace atlas
