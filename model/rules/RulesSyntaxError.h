#pragma once

#include <stdexcept>
#include <string>

namespace atlas {

// A rules text that does not parse: where (1-based line and column, columns
// counting characters), what the parser expected there and what it found.
class RulesSyntaxError : public std::runtime_error
{
public:
    RulesSyntaxError(int line, int column, std::string expected, std::string found)
        : std::runtime_error("line " + std::to_string(line) + ", column " + std::to_string(column) +
                             ": expected " + expected + "; found " + found),
          line_(line), column_(column), expected_(std::move(expected)), found_(std::move(found))
    {
    }

    int line() const { return line_; }
    int column() const { return column_; }
    const std::string& expected() const { return expected_; }
    const std::string& found() const { return found_; }

private:
    int line_;
    int column_;
    std::string expected_;
    std::string found_;
};

} // namespace atlas
