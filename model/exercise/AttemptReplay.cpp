#include "AttemptReplay.h"

#include "AttemptRead.h"
#include "Exercise.h"
#include "ExerciseRun.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"

namespace atlas {

AttemptVerdict AttemptReplay::replay(const Exercise& exercise, const AttemptRead& attempt)
{
    AttemptVerdict verdict;
    Lab lab;
    ExerciseRun run(lab, exercise);
    const auto& commands = attempt.attempt.commands;
    for (std::size_t i = 0; i < commands.size(); ++i) {
        try {
            lab.execute(commands[i]);
        } catch (const LabError& error) {
            // The window never logs a refused command, so a file holding
            // one was not written by a run.
            verdict.refusedCommand = static_cast<int>(i);
            verdict.refusal = QString::fromUtf8(error.what());
            break;
        }
    }
    verdict.recomputed = run.submit();
    verdict.gradeMatches = verdict.recomputed == attempt.attempt.grade;
    verdict.totalsMatch = attempt.gradeTotalsHold();
    verdict.digestMatches = attempt.digestMatches();
    verdict.attemptIdMatches = attempt.attemptIdMatches();
    return verdict;
}

} // namespace atlas
