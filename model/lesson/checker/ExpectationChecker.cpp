#include "ExpectationChecker.h"

#include "delivery/DeliveryChannel.h"
#include "lab/timeline/Journal.h"
#include "outbox/Reconciliation.h"
#include "rules/RulesVerdict.h"
#include "lab/Lab.h"
#include "store/DocumentStore.h"
#include "store/clock/SimClock.h"
#include "workflow/order/RevenueCounter.h"

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

// "12 >= 10" style claims for the kinds that measure a number.
ExpectationResult measured(QString what, Expectation::Comparison c, double expected, double actual)
{
    ExpectationResult r;
    r.claim = QStringLiteral("%1 %2 %3").arg(what, QLatin1String(comparisonWord(c)), number(expected));
    r.actual = number(actual);
    r.passed = compare(actual, c, expected);
    return r;
}

// A document field that is present, null included (Firestore keeps null fields).
const Json* findField(const Json& data, const std::string& dotted)
{
    const Json* at = &data;
    std::size_t start = 0;
    while (true) {
        const auto dot = dotted.find('.', start);
        if (!at->is_object())
            return nullptr;
        const auto it = at->find(dotted.substr(start, dot - start));
        if (it == at->end())
            return nullptr;
        at = &*it;
        if (dot == std::string::npos)
            return at;
        start = dot + 1;
    }
}

ExpectationResult checkDocumentField(const Lab& lab, const Expectation& e)
{
    ExpectationResult r;
    const bool exists = e.kind == Expectation::Kind::DocumentFieldExists;
    const bool wanted = exists ? e.value.get<bool>() : false;
    r.claim = exists ? (wanted ? ExpectationChecker::tr("%1 %2 exists")
                               : ExpectationChecker::tr("%1 %2 does not exist"))
                           .arg(e.subject, e.field)
              : e.kind == Expectation::Kind::DocumentField
                  ? QStringLiteral("%1 %2 = %3").arg(e.subject, e.field, text(e.value))
                  : QStringLiteral("%1 %2 ≠ %3").arg(e.subject, e.field, text(e.value));
    const auto snapshot = lab.store().get(e.subject.toStdString());
    if (!snapshot.exists()) {
        r.actual = ExpectationChecker::tr("the document does not exist");
        return r;
    }
    const Json* actual = findField(snapshot.data(), e.field.toStdString());
    r.actual = actual ? text(*actual) : ExpectationChecker::tr("no such field");
    switch (e.kind) {
    case Expectation::Kind::DocumentFieldExists:
        r.passed = (actual != nullptr) == wanted;
        break;
    case Expectation::Kind::DocumentField:
        r.passed = actual && sameJson(*actual, e.value);
        break;
    default:
        r.passed = !actual || !sameJson(*actual, e.value);
        break;
    }
    return r;
}

// A selector as the learner reads it: "the next delivery of src|evt-1".
QString selectorText(const Json& selector)
{
    if (selector.is_number_unsigned())
        return ExpectationChecker::tr("delivery %1").arg(selector.get<std::uint64_t>());
    if (selector.is_object() && selector.contains("message") && selector["message"].is_string())
        return ExpectationChecker::tr("the next delivery of %1")
            .arg(QString::fromStdString(selector["message"].get<std::string>()));
    // "first" or "latest", as the lesson names it.
    if (selector.is_string())
        return ExpectationChecker::tr("the %1 delivery")
            .arg(QString::fromStdString(selector.get<std::string>()));
    return text(selector);
}

ExpectationResult checkDelivery(const Lab& lab, const Expectation& e)
{
    ExpectationResult r;
    const QString what = selectorText(e.selector);
    const auto id = lab.findDelivery(e.selector);
    const Delivery* d = id ? lab.channel().delivery(*id) : nullptr;
    if (e.kind == Expectation::Kind::DeliveryExists) {
        const bool wanted = e.value.get<bool>();
        r.claim = (wanted ? ExpectationChecker::tr("%1 is pending")
                          : ExpectationChecker::tr("%1 is not pending"))
                      .arg(what);
        r.actual = d ? ExpectationChecker::tr("delivery %1 is pending").arg(d->id)
                     : ExpectationChecker::tr("no such pending delivery");
        r.passed = (d != nullptr) == wanted;
        return r;
    }
    const double expected = e.value.get<double>();
    r.claim = ExpectationChecker::tr("%1 is due in %2 ms").arg(what, number(expected));
    if (!d) {
        r.actual = ExpectationChecker::tr("no such pending delivery");
        return r;
    }
    const auto dueIn = static_cast<double>(std::max<Millis>(0, d->due - lab.clock().now()));
    r.actual = ExpectationChecker::tr("due in %1 ms").arg(number(dueIn));
    r.passed = dueIn == expected;
    return r;
}

QString findingsText(const ReconciliationReport& report)
{
    QStringList parts;
    for (const ReceiptFinding& f : report.findings)
        if (f.kind != ReceiptFinding::Kind::Ok)
            parts << QString::fromStdString(f.orderId + ": " + std::string(toString(f.kind)));
    return parts.isEmpty() ? ExpectationChecker::tr("every receipt ok")
                           : parts.join(QStringLiteral(", "));
}

ExpectationResult checkReconciliation(const Lab& lab, const Expectation& e, ExpectationResult r)
{
    const ReconciliationReport report = Reconciliation::check(lab.store());
    if (!e.subject.isEmpty()) {
        r.claim = ExpectationChecker::tr("reconciliation finds %1 for order %2")
                      .arg(e.outcome, e.subject);
        const ReceiptFinding* f = report.find(e.subject.toStdString());
        const QString actual =
            f ? QString::fromUtf8(std::string_view(toString(f->kind))) : QStringLiteral("none");
        r.actual = f ? actual + QStringLiteral(": ") + QString::fromStdString(f->detail)
                     : ExpectationChecker::tr("no finding for that order");
        r.passed = actual == e.outcome;
        return r;
    }
    const double expected = e.value.get<double>();
    double count = 0;
    if (e.outcome.isEmpty()) {
        r.claim =
            ExpectationChecker::tr("reconciliation has %1 open findings").arg(number(expected));
        count = static_cast<double>(report.open());
    } else {
        r.claim = ExpectationChecker::tr("reconciliation has %1 %2 findings")
                      .arg(number(expected), e.outcome);
        const auto kind = receiptFindingFromString(e.outcome.toStdString());
        count = kind ? static_cast<double>(report.count(*kind)) : 0;
    }
    r.actual = number(count) + QStringLiteral(" (") + findingsText(report) + QLatin1Char(')');
    r.passed = compare(count, Expectation::Comparison::Equals, expected);
    return r;
}

ExpectationResult checkRequest(const Lab& lab, const Expectation& e, ExpectationResult r)
{
    r.claim = e.value.is_null()
                  ? ExpectationChecker::tr("the latest client request is %1").arg(e.outcome)
                  : ExpectationChecker::tr("the latest client request is %1 by the rule at line %2")
                        .arg(e.outcome, number(e.value.get<double>()));
    const auto& requests = lab.clientRequests();
    if (requests.empty()) {
        r.actual = ExpectationChecker::tr("no client request yet");
        return r;
    }
    const RulesVerdict& v = requests.back();
    r.actual = QString::fromStdString(v.reason);
    r.passed = QLatin1String(v.allowed ? "allowed" : "denied") == e.outcome &&
               (e.value.is_null() ||
                (v.decidedBy && v.decidedBy->line == e.value.get<std::int64_t>()));
    return r;
}

} // namespace

ExpectationResult ExpectationChecker::check(const Lab& lab, const Expectation& e,
                                            std::uint64_t stepStart)
{
    ExpectationResult r;
    const std::string subject = e.subject.toStdString();
    switch (e.kind) {
    case Expectation::Kind::DocumentField:
    case Expectation::Kind::DocumentFieldDiffers:
    case Expectation::Kind::DocumentFieldExists:
        r = checkDocumentField(lab, e);
        break;
    case Expectation::Kind::DocumentExists: {
        const bool wanted = e.value.get<bool>();
        r.claim = (wanted ? ExpectationChecker::tr("%1 exists")
                          : ExpectationChecker::tr("%1 does not exist"))
                      .arg(e.subject);
        const bool exists = lab.store().get(subject).exists();
        r.actual = exists ? ExpectationChecker::tr("it exists")
                          : ExpectationChecker::tr("it does not exist");
        r.passed = exists == wanted;
        break;
    }
    case Expectation::Kind::CollectionCount: {
        const double expected = e.value.get<double>();
        r.claim =
            ExpectationChecker::tr("%1 holds %2 %3 documents")
                .arg(e.subject, QLatin1String(comparisonWord(e.comparison)), number(expected));
        const auto count = static_cast<double>(lab.store().count(subject));
        r.actual = number(count);
        r.passed = compare(count, e.comparison, expected);
        break;
    }
    case Expectation::Kind::Invariant: {
        const bool wanted = e.value.get<bool>();
        r.claim = (wanted ? ExpectationChecker::tr("invariant %1 holds")
                          : ExpectationChecker::tr("invariant %1 is violated"))
                      .arg(e.subject);
        const auto verdict = lab.invariant(subject);
        r.actual = verdict.holds ? ExpectationChecker::tr("it holds")
                                 : ExpectationChecker::tr("violated: %1")
                                       .arg(QString::fromStdString(verdict.explanation));
        r.passed = verdict.holds == wanted;
        break;
    }
    case Expectation::Kind::JournalLast: {
        r.claim = ExpectationChecker::tr("the last %1 entry is %2").arg(e.subject, e.outcome);
        const JournalEntry* last = lab.journal().lastOfKind(subject);
        if (!last) {
            r.actual = ExpectationChecker::tr("no %1 entry yet").arg(e.subject);
            break;
        }
        r.actual = QString::fromStdString(last->outcome + ": " + last->detail);
        r.passed = last->outcome == e.outcome.toStdString();
        break;
    }
    case Expectation::Kind::Metric: {
        const auto value = lab.metrics().value(subject);
        if (!value) {
            r.claim = ExpectationChecker::tr("metric %1").arg(e.subject);
            r.actual = ExpectationChecker::tr("no such metric");
            break;
        }
        r = measured(ExpectationChecker::tr("metric %1").arg(e.subject), e.comparison,
                     e.value.get<double>(), *value);
        break;
    }
    case Expectation::Kind::JournalCount: {
        double count = 0;
        for (const auto& entry : lab.journal().entries())
            if (entry.seq > stepStart && entry.kind == subject &&
                entry.outcome == e.outcome.toStdString())
                ++count;
        r = measured(ExpectationChecker::tr("this step's %1 %2 entries").arg(e.subject, e.outcome),
                     e.comparison, e.value.get<double>(), count);
        break;
    }
    case Expectation::Kind::Revenue:
        r = measured(ExpectationChecker::tr("revenue total"), e.comparison, e.value.get<double>(),
                     RevenueCounter(lab.store()).total());
        break;
    case Expectation::Kind::Clock:
        r = measured(ExpectationChecker::tr("elapsed sim time (ms)"), e.comparison,
                     e.value.get<double>(), static_cast<double>(lab.clock().elapsed()));
        break;
    case Expectation::Kind::DeliveryExists:
    case Expectation::Kind::DeliveryDue:
        r = checkDelivery(lab, e);
        break;
    case Expectation::Kind::Reconciliation:
        r = checkReconciliation(lab, e, std::move(r));
        break;
    case Expectation::Kind::RequestVerdict:
        r = checkRequest(lab, e, std::move(r));
        break;
    }
    r.message = e.message;
    return r;
}

} // namespace atlas
