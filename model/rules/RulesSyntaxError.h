#pragma once

#include "i18n/Filled.h"

#include <QCoreApplication>

#include <stdexcept>
#include <string>

namespace atlas {

// A rules text that does not parse: where (1-based line and column, columns
// counting characters), what the parser expected there and what it found,
// in the learner's language: expected and found come translated.
class RulesSyntaxError : public std::runtime_error
{
    Q_DECLARE_TR_FUNCTIONS(atlas::RulesSyntaxError)

public:
    RulesSyntaxError(int line, int column, std::string expected, std::string found)
        : std::runtime_error(
              filled(QCoreApplication::translate("atlas::RulesSyntaxError",
                                                 "line %1, column %2: expected %3; found %4"),
                     line, column, expected, found)),
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
