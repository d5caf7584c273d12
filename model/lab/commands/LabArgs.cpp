#include "LabArgs.h"

#include "LabError.h"

namespace atlas {

void LabArgs::fail(const char* field, const std::string& expected) const
{
    const auto it = args_.find(field);
    const std::string found = it == args_.end() ? "nothing" : it->dump();
    throw LabError(std::string(command_) + ": '" + field + "' must be " + expected + ", found " +
                   found);
}

const Json& LabArgs::raw(const char* field) const
{
    const auto it = args_.find(field);
    if (it == args_.end())
        fail(field, "given");
    return *it;
}

std::string LabArgs::string(const char* field) const
{
    const Json& v = raw(field);
    if (!v.is_string() || v.get_ref<const std::string&>().empty())
        fail(field, "a non-empty string");
    return v.get<std::string>();
}

std::string LabArgs::string(const char* field, const std::string& fallback) const
{
    return has(field) ? string(field) : fallback;
}

std::int64_t LabArgs::integer(const char* field, std::int64_t min, std::int64_t max) const
{
    const Json& v = raw(field);
    if (!v.is_number_integer() || v.get<std::int64_t>() < min || v.get<std::int64_t>() > max)
        fail(field, "a whole number from " + std::to_string(min) + " to " + std::to_string(max));
    return v.get<std::int64_t>();
}

std::int64_t LabArgs::integer(const char* field, std::int64_t min, std::int64_t max,
                              std::int64_t fallback) const
{
    return has(field) ? integer(field, min, max) : fallback;
}

bool LabArgs::boolean(const char* field) const
{
    const Json& v = raw(field);
    if (!v.is_boolean())
        fail(field, "true or false");
    return v.get<bool>();
}

bool LabArgs::boolean(const char* field, bool fallback) const
{
    return has(field) ? boolean(field) : fallback;
}

} // namespace atlas
