#pragma once

#include "ExerciseGrading.h"
#include "lab/commands/LabCommand.h"
#include "lesson/player/ScenarioSetup.h"

#include <QString>

#include <string>
#include <vector>

namespace atlas {

// A gradable "try it yourself": a goal, a starting world, the commands the
// learner may use in it, and how the world is graded on submit.
struct Exercise
{
    QString id;
    QString title;
    QString goal; // markdown
    ScenarioSetup setup;
    // Commands that bring the world to where the exercise begins (a payment
    // already delivered, a message already dead-lettered): the learner's
    // attempt starts after them.
    std::vector<LabCommand> prepare;
    std::vector<std::string> allowedCommands;
    ExerciseGrading grading;

    // The setup's commands (as a scenario's), setAutoRelay when the setup
    // says, then `prepare`: the starting world as a command log.
    std::vector<LabCommand> startCommands() const;
    bool allows(const std::string& command) const;
};

} // namespace atlas
