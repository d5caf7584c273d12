#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace atlas {

// The five request methods; `read` and `write` in rules name groups of them.
enum class RulesMethod : unsigned { Get = 1, List = 2, Create = 4, Update = 8, Delete = 16 };

namespace rulesmethod {

constexpr unsigned kRead = 1 | 2;
constexpr unsigned kWrite = 4 | 8 | 16;

// get, list, create, update, delete: what a request does.
std::optional<RulesMethod> fromString(std::string_view name);
std::string toString(RulesMethod method);
// The bits an `allow` names: read, write or one method; 0 for another word.
unsigned bitsOf(std::string_view word);

} // namespace rulesmethod
} // namespace atlas
