#include "SimulatedCrash.h"

#include "i18n/Translated.h"

#include <string>

namespace atlas {
namespace {

// A whole sentence per point, so a translation can order its words.
std::string sentence(std::string_view point)
{
    if (point == "before-commit")
        return Translated::translate("atlas::SimulatedCrash", "simulated crash before commit");
    if (point == "between-writes")
        return Translated::translate("atlas::SimulatedCrash", "simulated crash between writes");
    if (point == "after-commit")
        return Translated::translate("atlas::SimulatedCrash", "simulated crash after commit");
    return "simulated crash " + std::string(point);
}

} // namespace

SimulatedCrash::SimulatedCrash(bool afterCommit, std::string_view point)
    : std::runtime_error(sentence(point)), afterCommit_(afterCommit)
{
}

} // namespace atlas
