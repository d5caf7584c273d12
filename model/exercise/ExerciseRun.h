#pragma once

#include "CostMeter.h"
#include "Exercise.h"
#include "Grade.h"
#include "lab/commands/LabCommand.h"

#include <QString>

#include <memory>
#include <vector>

namespace atlas {

class Lab;

// An exercise under way on a Lab: builds its starting world through Lab
// commands, then refuses every command the exercise does not allow until it
// is destroyed. The attempt is the Lab's command log since the start, so it
// replays (step back, a session file, --grade) like any other run.
class ExerciseRun
{
public:
    // Throws LabError when the starting world is refused (a validated lesson's never is).
    ExerciseRun(Lab& lab, Exercise exercise);
    ~ExerciseRun();
    ExerciseRun(const ExerciseRun&) = delete;
    ExerciseRun& operator=(const ExerciseRun&) = delete;

    const Exercise& exercise() const { return exercise_; }
    // Whether the Lab's world is still this exercise's run: false once it was
    // rebuilt from something else (a session opened, a branch switched to)
    // that does not start with the starting world or holds a command the
    // exercise does not allow. The attempt would not regrade alike then.
    bool intact() const;
    // The learner's commands: the Lab's log past the starting world.
    std::vector<LabCommand> commands() const;
    Grade submit() const;

    // The sentence a refused command gets.
    static QString refusal(const Exercise& exercise, const std::string& command);

private:
    Lab& lab_;
    Exercise exercise_;
    std::vector<LabCommand> startLog_; // the log once the starting world is built
    std::unique_ptr<CostMeter> costs_;
};

} // namespace atlas
