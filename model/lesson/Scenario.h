#pragma once

#include "lesson/player/CompareSetup.h"
#include "lesson/player/ScenarioSetup.h"
#include "ScenarioStep.h"

#include <QString>

#include <optional>
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
    // Set when the scenario plays on two worlds side by side; a single world
    // (the lesson panel, the CLI) plays its right side.
    std::optional<CompareSetup> compare;
};

} // namespace atlas
