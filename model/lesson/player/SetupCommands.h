#pragma once

#include "store/json/Json.h"

#include <QString>

#include <utility>
#include <vector>

namespace atlas::setupcommands {

// One entry of a setup's command list: {command, args}.
Json command(const char* name, Json args);

// setStrategy for each (event type or "*", strategy), "*" first so that
// named types override it whatever their order in the file.
void appendStrategies(Json& out, const std::vector<std::pair<QString, QString>>& strategies);

} // namespace atlas::setupcommands
