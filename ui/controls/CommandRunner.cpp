#include "controls/CommandRunner.h"

#include "deliveries/MessageLine.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"

namespace atlas {

std::optional<Json> CommandRunner::operator()(const std::string& name, const Json& args) const
{
    try {
        Json result = lab_.execute(name, args);
        if (line_.isError())
            line_.clear();
        return result;
    } catch (const LabError& error) {
        line_.showError(QString::fromStdString(error.what()));
    } catch (const std::exception& error) {
        // Lab::execute wraps every failure in LabError; anything else is a
        // bug, but the learner's session must survive it.
        line_.showError(QString::fromStdString(error.what()));
    }
    return std::nullopt;
}

} // namespace atlas
