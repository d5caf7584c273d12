#pragma once

#include "store/json/Json.h"

#include <string>

namespace atlas {

// "number 42", "string \"x\"", "array [1,2]": what an error message says was
// found instead of the expected value, shortened so it fits in one line.
std::string describeJson(const Json& value);

} // namespace atlas
