#include "RulesMethod.h"

namespace atlas::rulesmethod {
namespace {

constexpr std::pair<std::string_view, RulesMethod> kMethods[] = {
    {"get", RulesMethod::Get},
    {"list", RulesMethod::List},
    {"create", RulesMethod::Create},
    {"update", RulesMethod::Update},
    {"delete", RulesMethod::Delete},
};

} // namespace

std::optional<RulesMethod> fromString(std::string_view name)
{
    for (const auto& [text, method] : kMethods)
        if (text == name)
            return method;
    return std::nullopt;
}

std::string toString(RulesMethod method)
{
    for (const auto& [text, m] : kMethods)
        if (m == method)
            return std::string(text);
    return {};
}

unsigned bitsOf(std::string_view word)
{
    if (word == "read")
        return kRead;
    if (word == "write")
        return kWrite;
    if (const auto m = fromString(word))
        return static_cast<unsigned>(*m);
    return 0;
}

} // namespace atlas::rulesmethod
