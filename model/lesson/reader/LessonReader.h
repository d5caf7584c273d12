#pragma once

#include "lesson/Lesson.h"
#include "lesson/checker/LessonChecker.h"
#include "store/json/Json.h"

#include <map>
#include <string>

namespace atlas {

class CommandChecker;
class ObjectReader;

// Turns a parsed lesson file into a Lesson, reporting every problem through
// the checker: structure and types first, then ids (unique per kind) and the
// references between sections, questions and scenarios.
class LessonReader
{
public:
    explicit LessonReader(LessonChecker& checker) : checker_(checker) {}

    Lesson read(const Json& root);

    // A scenario's setup; an exercise's starting world says the same things.
    ScenarioSetup readSetup(const Json& value, const std::string& pointer,
                            CommandChecker& commands);

private:
    LessonSection readSection(const Json& value, const std::string& pointer);
    Scenario readScenario(const Json& value, const std::string& pointer);
    // `sides`: the scenario compares two worlds, so expectations may name a side.
    ScenarioStep readStep(const Json& value, const std::string& pointer, CommandChecker& commands,
                          bool sides);
    CompareSetup readCompare(const Json& value, const std::string& pointer,
                             CommandChecker& commands);
    SideSetup readSide(const Json& value, const std::string& pointer, CommandChecker& commands);
    // "strategies": event type or "*" -> handler strategy (a setup's, a side's).
    std::vector<std::pair<QString, QString>> readStrategies(const ObjectReader& reader);
    Question readQuestion(const Json& value, const std::string& pointer);

    // Records an id of `kind`; reports it when already used by another one.
    bool rulesParse(const std::string& text, const std::string& pointer);
    void claimId(std::map<std::string, std::string>& ids, const std::string& id,
                 const std::string& pointer, const char* kind);
    void checkScenarioReference(const std::string& id, const std::string& pointer,
                                const char* owner);

    LessonChecker& checker_;
    std::map<std::string, std::string> scenarioIds_; // id -> pointer of its first use
};

} // namespace atlas
