#pragma once

#include <stdexcept>
#include <string>

namespace atlas {

// A command the lab cannot run as given (unknown name, bad argument, nothing
// to act on). Nothing changed and the command was not logged.
class LabError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

} // namespace atlas
