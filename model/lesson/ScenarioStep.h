#pragma once

#include "Expectation.h"
#include "store/json/Json.h"

#include <QString>

#include <vector>

namespace atlas {

// One Lab command with the narration read before it and the checks after it.
struct ScenarioStep
{
    QString narration;          // markdown
    QString command;            // a Lab command name, e.g. "deliverNext"
    Json args = Json::object(); // as written; validated against the command's arguments
    std::vector<Expectation> expectations;
};

} // namespace atlas
