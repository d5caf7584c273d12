#include "ExpectationChecker.h"

#include "lab/Journal.h"
#include "lab/Lab.h"
#include "outbox/Reconciliation.h"
#include "store/DocumentStore.h"

#include <cmath>

namespace atlas {
namespace {

QString text(const Json& value)
{
    return QString::fromStdString(value.dump());
}

const char* comparisonWord(Expectation::Comparison c)
{
    switch (c) {
    case Expectation::Comparison::Equals:
        return "=";
    case Expectation::Comparison::AtLeast:
        return ">=";
    case Expectation::Comparison::AtMost:
        return "<=";
    }
    return "=";
}

bool compare(double actual, Expectation::Comparison c, double expected)
{
    constexpr double kTolerance = 1e-9;
    switch (c) {
    case Expectation::Comparison::Equals:
        return std::fabs(actual - expected) <= kTolerance;
    case Expectation::Comparison::AtLeast:
        return actual + kTolerance >= expected;
    case Expectation::Comparison::AtMost:
        return actual - kTolerance <= expected;
    }
    return false;
}

QString number(double v)
{
    return QString::number(v, 'g', 12);
}

// JSON numbers compare by value: 42 and 42.0 are the same amount.
bool sameJson(const Json& a, const Json& b)
{
    if (a.is_number() && b.is_number())
        return std::fabs(a.get<double>() - b.get<double>()) <= 1e-9;
    return a == b;
}

QString findingsText(const ReconciliationReport& report)
{
    QStringList parts;
    for (const ReceiptFinding& f : report.findings)
        if (f.kind != ReceiptFinding::Kind::Ok)
            parts << QString::fromStdString(f.orderId + ": " + std::string(toString(f.kind)));
    return parts.isEmpty() ? QStringLiteral("every receipt ok") : parts.join(QStringLiteral(", "));
}

ExpectationResult checkReconciliation(const Lab& lab, const Expectation& e, ExpectationResult r)
{
    const ReconciliationReport report = Reconciliation::check(lab.store());
    if (!e.subject.isEmpty()) {
        r.claim = QStringLiteral("reconciliation finds %1 for order %2").arg(e.outcome, e.subject);
        const ReceiptFinding* f = report.find(e.subject.toStdString());
        const QString actual =
            f ? QString::fromUtf8(std::string_view(toString(f->kind))) : QStringLiteral("none");
        r.actual = f ? actual + QStringLiteral(": ") + QString::fromStdString(f->detail)
                     : QStringLiteral("no finding for that order");
        r.passed = actual == e.outcome;
        return r;
    }
    const double expected = e.value.get<double>();
    double count = 0;
    if (e.outcome.isEmpty()) {
        r.claim = QStringLiteral("reconciliation has %1 open findings").arg(number(expected));
        count = static_cast<double>(report.open());
    } else {
        r.claim =
            QStringLiteral("reconciliation has %1 %2 findings").arg(number(expected), e.outcome);
        const auto kind = receiptFindingFromString(e.outcome.toStdString());
        count = kind ? static_cast<double>(report.count(*kind)) : 0;
    }
    r.actual = number(count) + QStringLiteral(" (") + findingsText(report) + QLatin1Char(')');
    r.passed = compare(count, Expectation::Comparison::Equals, expected);
    return r;
}

} // namespace

ExpectationResult ExpectationChecker::check(const Lab& lab, const Expectation& e)
{
    ExpectationResult r;
    r.message = e.message;
    const std::string subject = e.subject.toStdString();
    switch (e.kind) {
    case Expectation::Kind::DocumentField: {
        r.claim = e.subject + QLatin1Char(' ') + e.field + QStringLiteral(" = ") + text(e.value);
        const auto snapshot = lab.store().get(subject);
        if (!snapshot.exists()) {
            r.actual = QStringLiteral("the document does not exist");
            return r;
        }
        const Json actual = snapshot.get(e.field.toStdString());
        r.actual = actual.is_null() ? QStringLiteral("no such field") : text(actual);
        r.passed = sameJson(actual, e.value);
        return r;
    }
    case Expectation::Kind::DocumentExists: {
        const bool wanted = e.value.get<bool>();
        r.claim =
            e.subject + (wanted ? QStringLiteral(" exists") : QStringLiteral(" does not exist"));
        const bool exists = lab.store().get(subject).exists();
        r.actual = exists ? QStringLiteral("it exists") : QStringLiteral("it does not exist");
        r.passed = exists == wanted;
        return r;
    }
    case Expectation::Kind::CollectionCount: {
        const double expected = e.value.get<double>();
        r.claim =
            QStringLiteral("%1 holds %2 %3 documents")
                .arg(e.subject, QLatin1String(comparisonWord(e.comparison)), number(expected));
        const auto count = static_cast<double>(lab.store().count(subject));
        r.actual = number(count);
        r.passed = compare(count, e.comparison, expected);
        return r;
    }
    case Expectation::Kind::Invariant: {
        const bool wanted = e.value.get<bool>();
        r.claim =
            QStringLiteral("invariant %1 %2")
                .arg(e.subject, wanted ? QStringLiteral("holds") : QStringLiteral("is violated"));
        const auto verdict = lab.invariant(subject);
        r.actual = verdict.holds
                       ? QStringLiteral("it holds")
                       : QStringLiteral("violated: ") + QString::fromStdString(verdict.explanation);
        r.passed = verdict.holds == wanted;
        return r;
    }
    case Expectation::Kind::JournalLast: {
        r.claim = QStringLiteral("the last %1 entry is %2").arg(e.subject, e.outcome);
        const JournalEntry* last = lab.journal().lastOfKind(subject);
        if (!last) {
            r.actual = QStringLiteral("no %1 entry yet").arg(e.subject);
            return r;
        }
        r.actual = QString::fromStdString(last->outcome + ": " + last->detail);
        r.passed = last->outcome == e.outcome.toStdString();
        return r;
    }
    case Expectation::Kind::Reconciliation:
        return checkReconciliation(lab, e, std::move(r));
    case Expectation::Kind::Metric: {
        const double expected = e.value.get<double>();
        r.claim =
            QStringLiteral("metric %1 %2 %3")
                .arg(e.subject, QLatin1String(comparisonWord(e.comparison)), number(expected));
        const auto value = lab.metrics().value(subject);
        if (!value) {
            r.actual = QStringLiteral("no such metric");
            return r;
        }
        r.actual = number(*value);
        r.passed = compare(*value, e.comparison, expected);
        return r;
    }
    }
    return r;
}

} // namespace atlas
