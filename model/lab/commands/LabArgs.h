#pragma once

#include "store/json/Json.h"

#include <cstdint>
#include <string>

namespace atlas {

// Reads command arguments, throwing LabError that names the command, the
// argument and what was expected.
class LabArgs
{
public:
    LabArgs(const char* command, const Json& args) : command_(command), args_(args) {}

    bool has(const char* field) const { return args_.contains(field); }
    const Json& raw(const char* field) const;
    std::string string(const char* field) const;
    std::string string(const char* field, const std::string& fallback) const;
    std::int64_t integer(const char* field, std::int64_t min, std::int64_t max) const;
    std::int64_t integer(const char* field, std::int64_t min, std::int64_t max,
                         std::int64_t fallback) const;
    bool boolean(const char* field) const;
    bool boolean(const char* field, bool fallback) const;
    [[noreturn]] void fail(const char* field, const std::string& expected) const;
    // "command: 'field' must be expected, found found", in the learner's
    // language, for checks that read their arguments without a LabArgs.
    static std::string mustBe(const char* command, const char* field, const std::string& expected,
                              const std::string& found);
    static std::string wholeNumber(std::int64_t min, std::int64_t max);

private:
    const char* command_;
    const Json& args_;
};

} // namespace atlas
