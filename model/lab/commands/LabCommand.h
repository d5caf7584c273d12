#pragma once

#include "store/json/Json.h"

#include <cstddef>
#include <string>
#include <vector>

namespace atlas {

// A command as clicks, lesson steps, the CLI and replay all issue it.
struct LabCommand
{
    std::string name;
    Json args = Json::object();

    Json toJson() const { return Json{{"command", name}, {"args", args}}; }
    bool operator==(const LabCommand&) const = default;

    // Makes `to` equal to `from`, copying only what follows their common
    // prefix: two logs of one search share almost all of it.
    static void assignLog(std::vector<LabCommand>& to, const std::vector<LabCommand>& from)
    {
        std::size_t same = 0;
        while (same < to.size() && same < from.size() && to[same] == from[same])
            ++same;
        to.resize(same);
        to.insert(to.end(), from.begin() + static_cast<std::ptrdiff_t>(same), from.end());
    }
};

} // namespace atlas
