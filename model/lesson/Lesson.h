#pragma once

#include "LessonSection.h"
#include "Question.h"
#include "Scenario.h"
#include "exercise/Exercise.h"

#include <QString>

#include <vector>

namespace atlas {

// A validated lesson file: text sections, the scenarios that play them, and
// the knowledge check.
struct Lesson
{
    QString id;
    QString title;
    QString summary;
    int version = 0;
    QString language; // BCP 47, e.g. "en"
    std::vector<LessonSection> sections;
    std::vector<Scenario> scenarios;
    std::vector<Question> knowledgeCheck;
    std::vector<Exercise> exercises;
    QString rules; // the lesson's own security rules; empty: the chapter's

    const Scenario* scenario(const QString& scenarioId) const
    {
        for (const Scenario& s : scenarios)
            if (s.id == scenarioId)
                return &s;
        return nullptr;
    }
    const Exercise* exercise(const QString& exerciseId) const
    {
        for (const Exercise& e : exercises)
            if (e.id == exerciseId)
                return &e;
        return nullptr;
    }
};

} // namespace atlas
