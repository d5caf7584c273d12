#pragma once

#include <functional>
#include <string>

namespace atlas {

class Lab;

// What a Lab asks before it runs a command from execute() (never before a
// replay, which only repeats what was allowed): an exercise under way
// refuses the commands it does not allow by throwing LabError. One gate per
// Lab, set and cleared by whoever owns the restriction.
class CommandGate
{
public:
    using Check = std::function<void(const std::string& command)>;

    static void set(const Lab& lab, Check check); // an empty check clears it
    static void clear(const Lab& lab) { set(lab, {}); }
    // Throws what the Lab's gate throws; does nothing without a gate.
    static void check(const Lab& lab, const std::string& command);
};

} // namespace atlas
