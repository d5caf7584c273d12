#pragma once

#include "ScenarioSetup.h"
#include "ScenarioStep.h"

#include <QString>

#include <vector>

namespace atlas {

// A reproducible run: a setup, then steps a teacher plays one at a time.
struct Scenario
{
    QString id;
    QString title;
    QString summary;
    ScenarioSetup setup;
    std::vector<ScenarioStep> steps;
};

} // namespace atlas
