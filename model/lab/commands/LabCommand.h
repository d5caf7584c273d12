#pragma once

#include "store/Json.h"

#include <string>

namespace atlas {

// A command as clicks, lesson steps, the CLI and replay all issue it.
struct LabCommand
{
    std::string name;
    Json args = Json::object();

    Json toJson() const { return Json{{"command", name}, {"args", args}}; }
};

} // namespace atlas
