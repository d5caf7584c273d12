#pragma once

#include "lesson/checker/ExpectationResult.h"
#include "lab/timeline/JournalEntry.h"

#include <QString>

#include <vector>

namespace atlas {

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
};

} // namespace atlas
