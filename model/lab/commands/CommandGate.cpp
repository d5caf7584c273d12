#include "CommandGate.h"

#include <map>
#include <mutex>

namespace atlas {
namespace {

// Keyed by the Lab: the explorer runs Labs on several threads, so the table
// is guarded, and a Lab without a gate costs one lookup per command.
std::mutex& tableMutex()
{
    static std::mutex mutex;
    return mutex;
}

std::map<const Lab*, CommandGate::Check>& table()
{
    static std::map<const Lab*, CommandGate::Check> gates;
    return gates;
}

} // namespace

void CommandGate::set(const Lab& lab, Check check)
{
    const std::lock_guard lock(tableMutex());
    if (check)
        table()[&lab] = std::move(check);
    else
        table().erase(&lab);
}

void CommandGate::check(const Lab& lab, const std::string& command)
{
    Check gate;
    {
        const std::lock_guard lock(tableMutex());
        const auto it = table().find(&lab);
        if (it == table().end())
            return;
        gate = it->second;
    }
    gate(command);
}

} // namespace atlas
