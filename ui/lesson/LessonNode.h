#pragma once

#include <QString>

namespace atlas {

// What one row of the lesson navigator stands for.
struct LessonNode
{
    enum class Kind {
        Lesson,       // a lesson's overview
        BrokenLesson, // a lesson file with errors
        SectionGroup, // "Sections"
        Section,
        ScenarioGroup, // "Scenarios"
        Scenario,
        QuestionGroup, // "Knowledge check"
        Question,
        ExerciseGroup, // "Exercises"
        Exercise,
    };

    Kind kind = Kind::Lesson;
    int lesson = -1; // index into the panel's list of load results
    QString id;      // section, scenario, question or exercise id; empty for the others

    bool operator==(const LessonNode&) const = default;
};

} // namespace atlas
