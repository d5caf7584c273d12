#include "ExerciseGrader.h"

#include "CostMeter.h"
#include "Exercise.h"
#include "lab/Lab.h"
#include "lesson/checker/ExpectationChecker.h"

#include <QCoreApplication>
#include <QStringList>

namespace atlas {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("Grade", text);
}

GradeItem invariantItem(const Lab& lab, const InvariantRule& rule)
{
    const InvariantVerdict verdict = lab.invariant(rule.invariant.toStdString());
    GradeItem item{GradeItem::Kind::Invariant,
                   rule.invariant,
                   verdict.holds ? rule.points : 0,
                   rule.points,
                   {}};
    if (verdict.holds) {
        item.reason = tr("holds");
    } else {
        QStringList offenders;
        for (const std::string& offender : verdict.offenders)
            offenders << QString::fromStdString(offender);
        item.reason = tr("violated: %1").arg(QString::fromStdString(verdict.explanation));
        if (!offenders.isEmpty())
            item.reason += tr(" (%1)").arg(offenders.join(QStringLiteral(", ")));
    }
    return item;
}

GradeItem outcomeItem(const Lab& lab, const OutcomeRule& rule, const CostMeter& costs)
{
    const ExpectationResult result =
        ExpectationChecker::check(lab, rule.expect, costs.journalStart());
    GradeItem item{GradeItem::Kind::Outcome,
                   rule.expect.message.isEmpty() ? result.claim : rule.expect.message,
                   result.passed ? rule.points : 0,
                   rule.points,
                   {}};
    item.reason =
        result.passed
            ? tr("happened: %1 (found %2)").arg(result.claim, result.actual)
            : tr("did not happen: expected %1, found %2").arg(result.claim, result.actual);
    return item;
}

GradeItem costItem(const Lab& lab, const CostRule& rule, const CostMeter& costs)
{
    const std::int64_t used = costs.measure(lab, rule.measure);
    const bool within = used <= rule.atMost;
    GradeItem item{GradeItem::Kind::Cost,
                   QStringLiteral("%1 ≤ %2").arg(CostRule::name(rule.measure)).arg(rule.atMost),
                   within ? rule.points : 0,
                   rule.points,
                   {}};
    item.reason = within ? tr("%1 used, within the limit of %2").arg(used).arg(rule.atMost)
                         : tr("%1 used, more than the %2 allowed").arg(used).arg(rule.atMost);
    return item;
}

} // namespace

Grade ExerciseGrader::grade(const Lab& lab, const Exercise& exercise, const CostMeter& costs)
{
    Grade grade;
    for (const InvariantRule& rule : exercise.grading.invariants)
        grade.items.push_back(invariantItem(lab, rule));
    for (const OutcomeRule& rule : exercise.grading.outcomes)
        grade.items.push_back(outcomeItem(lab, rule, costs));
    for (const CostRule& rule : exercise.grading.costs)
        grade.items.push_back(costItem(lab, rule, costs));
    for (const InvariantVerdict& verdict : lab.invariants())
        if (!verdict.holds)
            grade.failingInvariants.push_back(QString::fromStdString(verdict.id));
    return grade;
}

} // namespace atlas
