#pragma once

#include "CompareSetup.h"
#include "lab/timeline/JournalEntry.h"
#include "lesson/checker/ExpectationResult.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace atlas {

class Lab;
struct ScenarioStep;

// What one scenario step did: the command's journal entries and the verdicts.
struct StepResult
{
    int index = 0; // 0-based step index
    QString command;
    QString error; // the Lab refused the command (LabError); empty when it ran
    std::vector<JournalEntry> entries;
    std::vector<ExpectationResult> expectations;

    bool passed() const
    {
        if (!error.isEmpty())
            return false;
        for (const auto& e : expectations)
            if (!e.passed)
                return false;
        return true;
    }

    // The step `index` as `lab` has just run it (or refused it, `error`):
    // its journal entries after `journalBefore` and the step's expectations
    // that apply to `side`, checked on `lab`.
    static StepResult checked(const Lab& lab, const ScenarioStep& step, int index, QString error,
                              std::uint64_t journalBefore, CompareSetup::Side side);
};

} // namespace atlas
