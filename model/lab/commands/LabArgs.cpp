#include "LabArgs.h"

#include "LabError.h"

#include "i18n/Filled.h"

namespace atlas {

std::string LabArgs::mustBe(const char* command, const char* field, const std::string& expected,
                            const std::string& found)
{
    return filled(LabError::tr("%1: '%2' must be %3, found %4"), command, field, expected, found);
}

std::string LabArgs::wholeNumber(std::int64_t min, std::int64_t max)
{
    return filled(LabError::tr("a whole number from %1 to %2"), min, max);
}

void LabArgs::fail(const char* field, const std::string& expected) const
{
    const auto it = args_.find(field);
    const std::string found =
        it == args_.end() ? filled(LabError::tr("nothing", "no value was given")) : it->dump();
    throw LabError(mustBe(command_, field, expected, found));
}

const Json& LabArgs::raw(const char* field) const
{
    const auto it = args_.find(field);
    if (it == args_.end())
        fail(field, filled(LabError::tr("given", "an argument that must be given")));
    return *it;
}

std::string LabArgs::string(const char* field) const
{
    const Json& v = raw(field);
    if (!v.is_string() || v.get_ref<const std::string&>().empty())
        fail(field, filled(LabError::tr("a non-empty string")));
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
        fail(field, wholeNumber(min, max));
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
        fail(field, filled(LabError::tr("true or false")));
    return v.get<bool>();
}

bool LabArgs::boolean(const char* field, bool fallback) const
{
    return has(field) ? boolean(field) : fallback;
}

} // namespace atlas
