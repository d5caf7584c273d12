#pragma once

#include "i18n/Filled.h"

#include <QCoreApplication>

#include <stdexcept>
#include <string>

namespace atlas {

// A CloudEvent that cannot be read: names the field and what was expected so
// a learner typing an event in the composer can fix it, in the learner's
// language (expected and found come translated from the reader).
class EventFormatError : public std::runtime_error
{
    Q_DECLARE_TR_FUNCTIONS(atlas::EventFormatError)

public:
    EventFormatError(std::string field, std::string expected, std::string found)
        : std::runtime_error(
              field.empty() ? expected + (found.empty() ? "" : " (" + found + ")")
              : found.empty()
                  ? filled(tr("field '%1': expected %2"), field, expected)
                  : filled(tr("field '%1': expected %2, found %3"), field, expected, found)),
          field_(std::move(field)), expected_(std::move(expected)), found_(std::move(found))
    {
    }
    const std::string& field() const { return field_; }
    const std::string& expected() const { return expected_; }
    const std::string& found() const { return found_; }

private:
    std::string field_, expected_, found_;
};

} // namespace atlas
