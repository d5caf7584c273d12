#pragma once

#include "store/json/Json.h"

#include <QString>

#include <optional>

namespace atlas {

// One result a learner sends to the class: a scenario played to its end, a
// question answered, an exercise graded. (learner, attemptId, seq) within a
// class is its idempotency key: written once into the learner's local queue,
// it never changes, so every resend of the record is recognised by the server.
struct ProgressRecord
{
    enum class Kind { Scenario, Question, Exercise };

    QString classCode;
    QString learner;
    QString attemptId;
    int seq = 0; // 0: the queue gives the next one for (learner, attemptId)
    Kind kind = Kind::Scenario;
    QString itemId; // lesson id + "/" + scenario, question or exercise id
    bool passed = false;
    double points = 0;
    double maxPoints = 0;
    QString failingInvariant; // the first thing that did not hold; empty when none
    Json payload = Json::object();

    static QString kindName(Kind kind);
    static std::optional<Kind> kindFromName(const QString& name);
    static QString itemIdFor(const QString& lessonId, const QString& id);

    // A scenario of the lesson panel, played to its end. Every play is an
    // attempt of its own: the attempt id is the item and a fresh UUID, and
    // the queue numbers the plays of the item (seq).
    static ProgressRecord scenario(const QString& lessonId, const QString& scenarioId, bool passed,
                                   const QString& failedClaim);
    // A knowledge-check answer; every answer is an attempt of its own, as above.
    static ProgressRecord question(const QString& lessonId, const QString& questionId, int choice,
                                   bool correct);
    // A handed-in attempt file (the exercises' format):
    //   {learner, lessonId, exerciseId, attemptId,
    //    grade: {points, maxPoints, failingInvariants: [..]}}
    // read tolerantly: the learner may be a string or {name}, the attempt id
    // a string or a number, a failing invariant a string or {invariant|name|id},
    // a missing grade is 0 of 0. Empty, with the reason in *why, when the
    // learner, the exercise or the attempt id is missing. The attempt id is
    // deterministic, so seq is 1: the same attempt handed in twice is one record.
    static std::optional<ProgressRecord> fromAttempt(const Json& attempt, QString* why = nullptr);

private:
    static ProgressRecord onePoint(Kind kind, const QString& itemId, bool passed);
};

} // namespace atlas
