#pragma once

// What the exercise tests share: the shipped chapter, and for each of its
// exercises a correct solution and a wrong attempt with the grade item it
// must lose.
#include "exercise/Attempt.h"
#include "exercise/Exercise.h"
#include "exercise/ExerciseRun.h"
#include "lab/Lab.h"
#include "lab/commands/LabCommand.h"
#include "lesson/reader/LessonLoader.h"

#include <QString>
#include <QtTest>

#include <vector>

namespace atlas::exercisetest {

inline QString chapterFile()
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR") +
           QStringLiteral("/lessons/chapter10-idempotency.json");
}

inline LoadResult chapter()
{
    return LessonLoader::load(chapterFile());
}

inline Json chaosArgs()
{
    return Json{{"orders", 20},        {"events", 200},      {"duplicateRate", 0.3},
                {"reorderRate", 0.3},  {"lostAckRate", 0.1}, {"crashRate", 0.05},
                {"transientRate", 0.1}};
}

struct Play
{
    QString exercise;
    std::vector<LabCommand> solution;
    std::vector<LabCommand> wrong;
    QString lostItem; // a grade item the wrong attempt must fail
};

inline std::vector<Play> plays()
{
    const Json lostAck = Json{{"fault", "relay-crash-between-send-and-mark"}};
    return {
        {QStringLiteral("ex-strategies-under-chaos"),
         {{"setStrategy", Json{{"eventType", "*"}, {"strategy", "inbox-in-transaction"}}},
          {"setRelayStrategy", Json{{"strategy", "outbox-with-provider-key"}}},
          {"setProviderIdempotency", Json{{"enabled", true}}},
          {"runChaos", chaosArgs()}},
         {{"runChaos", chaosArgs()}},
         QStringLiteral("single-completion")},
        {QStringLiteral("ex-flag-after-send-fault"),
         {{"injectRelayFault", lostAck},
          {"runRelay", Json::object()},
          {"advanceClock", Json{{"ms", 60000}}},
          {"runRelay", Json::object()}},
         {{"injectRelayFault", Json{{"fault", "provider-rejection"}}},
          {"runRelay", Json::object()},
          {"advanceClock", Json{{"ms", 60000}}},
          {"runRelay", Json::object()}},
         QStringLiteral("Two receipt emails went out for the one order.")},
        {QStringLiteral("ex-redrive-without-second-email"),
         {{"setStrategy", Json{{"eventType", "*"}, {"strategy", "inbox-in-transaction"}}},
          {"redrive", Json{{"entry", "all"}}},
          {"deliverAll", Json::object()}},
         {{"redrive", Json{{"entry", "all"}}}, {"deliverAll", Json::object()}},
         QStringLiteral("single-completion")},
    };
}

// The attempt the window hands in after `learner` played `commands` in the
// exercise `play` names.
inline Attempt playedAttempt(const LoadResult& chapter, const Play& play,
                             const std::vector<LabCommand>& commands, const QString& learner,
                             const QString& writtenBy)
{
    Lab lab;
    ExerciseRun run(lab, *chapter.lesson.exercise(play.exercise));
    for (const LabCommand& c : commands)
        lab.execute(c);
    Attempt a;
    a.learner = learner;
    a.lessonId = chapter.lesson.id;
    a.lessonVersion = chapter.lesson.version;
    a.exerciseId = play.exercise;
    a.commands = run.commands();
    a.grade = run.submit();
    a.writtenBy = writtenBy;
    return a;
}

} // namespace atlas::exercisetest
