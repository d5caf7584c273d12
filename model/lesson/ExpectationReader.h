#pragma once

#include "Expectation.h"
#include "LessonChecker.h"
#include "store/Json.h"

#include <optional>
#include <string_view>

namespace atlas {

// Reads one entry of a step's "expect" list. The kind is chosen by the key
// that names what is checked (document, collection, invariant, journal or
// metric); the other keys must then fit that kind.
class ExpectationReader
{
public:
    explicit ExpectationReader(LessonChecker& checker) : checker_(checker) {}

    std::optional<Expectation> read(const Json& value, std::string_view pointer);

private:
    LessonChecker& checker_;
};

} // namespace atlas
