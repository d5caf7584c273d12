#include "Exercise.h"

#include <algorithm>

namespace atlas {

std::vector<LabCommand> Exercise::startCommands() const
{
    std::vector<LabCommand> out;
    for (const Json& command : setup.commands())
        out.push_back(
            {command.at("command").get<std::string>(), command.value("args", Json::object())});
    if (setup.autoRelay)
        out.push_back({"setAutoRelay", Json{{"enabled", *setup.autoRelay}}});
    out.insert(out.end(), prepare.begin(), prepare.end());
    return out;
}

bool Exercise::allows(const std::string& command) const
{
    return std::find(allowedCommands.begin(), allowedCommands.end(), command) !=
           allowedCommands.end();
}

} // namespace atlas
