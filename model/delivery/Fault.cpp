#include "Fault.h"

#include <array>
#include <utility>

namespace atlas {
namespace {

constexpr std::array<std::pair<Fault, std::string_view>, 7> kNames{{
    {Fault::None, "none"},
    {Fault::TransientError, "transient-error"},
    {Fault::PermanentError, "permanent-error"},
    {Fault::CrashBeforeCommit, "crash-before-commit"},
    {Fault::CrashBetweenWrites, "crash-between-writes"},
    {Fault::CrashAfterCommit, "crash-after-commit"},
    {Fault::LostAck, "lost-ack"},
}};

} // namespace

std::string_view toString(Fault fault)
{
    for (const auto& [f, name] : kNames)
        if (f == fault)
            return name;
    return "none";
}

std::optional<Fault> faultFromString(std::string_view name)
{
    for (const auto& [f, n] : kNames)
        if (n == name)
            return f;
    return std::nullopt;
}

} // namespace atlas
