#pragma once

#include <QCoreApplication>

#include <stdexcept>
#include <string>

namespace atlas {

// A command the lab cannot run as given (unknown name, bad argument, nothing
// to act on). Nothing changed and the command was not logged. Its message
// is in the learner's language: LabError::tr("...") under the context
// "atlas::LabError", filled with filled() (i18n/Filled.h).
class LabError : public std::runtime_error
{
    Q_DECLARE_TR_FUNCTIONS(atlas::LabError)

public:
    using std::runtime_error::runtime_error;
};

} // namespace atlas
