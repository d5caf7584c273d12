#pragma once

#include "Exercise.h"
#include "lesson/checker/LessonChecker.h"
#include "store/json/Json.h"

#include <map>
#include <string>

namespace atlas {

class CommandChecker;
class LessonReader;
class ObjectReader;

// Reads a lesson's "exercises" array, reporting through the lesson's checker
// in the same shape as every other lesson error. The starting world's setup
// is read by the LessonReader, as a scenario's is.
class ExerciseReader
{
public:
    ExerciseReader(LessonChecker& checker, LessonReader& lesson)
        : checker_(checker), lesson_(lesson)
    {
    }

    Exercise read(const Json& value, const std::string& pointer);

private:
    void readPrepare(const ObjectReader& reader, Exercise& exercise, CommandChecker& commands);
    void readAllowed(const ObjectReader& reader, Exercise& exercise);
    ExerciseGrading readGrading(const Json& value, const std::string& pointer,
                                CommandChecker& commands);
    std::optional<int> points(const ObjectReader& reader);

    LessonChecker& checker_;
    LessonReader& lesson_;
    std::map<std::string, std::string> ids_; // exercise id -> pointer of its first use
};

} // namespace atlas
