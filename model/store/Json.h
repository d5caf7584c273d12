#pragma once

#include <nlohmann/json.hpp>

namespace atlas {

// Documents keep their fields in insertion order, as the Firestore console and
// the lesson's listings show them, so every JSON value in the lab is ordered.
using Json = nlohmann::ordered_json;

} // namespace atlas
