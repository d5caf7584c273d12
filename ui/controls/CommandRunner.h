#pragma once

#include "store/json/Json.h"

#include <optional>
#include <string>

namespace atlas {

class Lab;
class MessageLine;

// How a panel turns a click into a Lab command: the same command a lesson
// step would run. A command the Lab refuses (LabError) is reported in the
// panel's message line instead of escaping into the event loop.
class CommandRunner
{
public:
    CommandRunner(Lab& lab, MessageLine& line) : lab_(lab), line_(line) {}

    // The command's result, or nullopt when it was refused.
    std::optional<Json> operator()(const std::string& name,
                                   const Json& args = Json::object()) const;

    Lab& lab() const { return lab_; }
    MessageLine& messageLine() const { return line_; }

private:
    Lab& lab_;
    MessageLine& line_;
};

} // namespace atlas
