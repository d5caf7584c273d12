#include "ExpectationReader.h"

#include "ObjectReader.h"
#include "i18n/Filled.h"
#include "lesson/Vocabulary.h"
#include "lesson/checker/CommandChecker.h"

#include <limits>
#include <span>
#include <string>
#include <vector>

namespace atlas {
namespace {

using Need = ObjectReader::Need;
using Kind = Expectation::Kind;

constexpr std::string_view kSubjects[] = {"document", "collection", "invariant",
                                          "journal",  "metric",     "revenue",
                                          "clock",    "delivery",   "reconciliation",
                                          "request"};
constexpr std::string_view kAllKeys[] = {
    "document", "collection", "invariant", "journal",   "metric",         "revenue", "clock",
    "delivery", "field",      "equals",    "notEquals", "exists",         "count",   "atLeast",
    "atMost",   "holds",      "last",      "dueInMs",   "reconciliation", "message",
    "request",  "verdict",    "line"};
constexpr std::string_view kDocumentKeys[] = {"document", "field",  "equals",
                                              "notEquals", "exists", "message"};
constexpr std::string_view kCollectionKeys[] = {"collection", "count", "atLeast", "atMost",
                                                "message"};
constexpr std::string_view kInvariantKeys[] = {"invariant", "holds", "message"};
constexpr std::string_view kJournalKeys[] = {"journal", "last",   "count",
                                             "atLeast", "atMost", "message"};
constexpr std::string_view kJournalEntryKeys[] = {"kind", "outcome"};
constexpr std::string_view kMetricKeys[] = {"metric", "equals", "atLeast", "atMost", "message"};
constexpr std::string_view kRevenueKeys[] = {"revenue", "equals", "atLeast", "atMost", "message"};
constexpr std::string_view kClockKeys[] = {"clock", "equals", "atLeast", "atMost", "message"};
constexpr std::string_view kDeliveryKeys[] = {"delivery", "exists", "dueInMs", "message"};
constexpr std::string_view kReconciliationKeys[] = {"reconciliation", "message"};
constexpr std::string_view kRequestKeys[] = {"request", "verdict", "line", "message"};
constexpr std::string_view kRequestSubjects[] = {"latest"};
constexpr std::string_view kVerdicts[] = {"allowed", "denied"};
constexpr std::string_view kReconciliationClaimKeys[] = {"order", "finding", "count", "open"};
// Reconciliation's finding names (ReceiptFinding), and "none" for an order it
// has nothing to say about.
constexpr std::string_view kFindings[] = {"ok",         "missing",    "pending", "duplicated",
                                          "unexpected", "reconciled", "none"};
constexpr std::string_view kRevenueSubjects[] = {"total"};
constexpr std::string_view kSides[] = {"left", "right", "both"};
constexpr std::string_view kClockSubjects[] = {"elapsedMs"};

std::string subjectList()
{
    return filled(QCoreApplication::translate(
        "atlas::LessonError", "document, collection, invariant, journal, metric, "
                              "revenue, clock, delivery, reconciliation or request"));
}

std::span<const std::string_view> keysOf(std::string_view subject)
{
    if (subject == "document")
        return kDocumentKeys;
    if (subject == "collection")
        return kCollectionKeys;
    if (subject == "invariant")
        return kInvariantKeys;
    if (subject == "journal")
        return kJournalKeys;
    if (subject == "revenue")
        return kRevenueKeys;
    if (subject == "clock")
        return kClockKeys;
    if (subject == "delivery")
        return kDeliveryKeys;
    if (subject == "reconciliation")
        return kReconciliationKeys;
    if (subject == "request")
        return kRequestKeys;
    return kMetricKeys;
}

std::span<const std::string_view> outcomesOf(std::string_view kind)
{
    if (kind == "channel")
        return vocabulary::kChannelOutcomes;
    if (kind == "relay")
        return vocabulary::kRelayOutcomes;
    if (kind == "operator")
        return vocabulary::kOperatorOutcomes;
    if (kind == "clock")
        return vocabulary::kClockOutcomes;
    if (kind == "ttl")
        return vocabulary::kTtlOutcomes;
    if (kind == "trigger")
        return vocabulary::kTriggerOutcomes;
    if (kind == "handler")
        return vocabulary::kAttemptOutcomes;
    if (kind == "saga")
        return vocabulary::kSagaOutcomes;
    if (kind == "rules")
        return vocabulary::kRulesOutcomes;
    return vocabulary::kHandlerOutcomes;
}

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

// Exactly one of `keys` must be present; returns its index.
std::optional<std::size_t> oneComparison(const ObjectReader& reader,
                                         std::span<const std::string_view> keys)
{
    std::vector<std::size_t> present;
    for (std::size_t i = 0; i < keys.size(); ++i)
        if (reader.has(keys[i]))
            present.push_back(i);
    if (present.size() == 1)
        return present.front();
    std::string names;
    for (std::size_t i = 0; i + 1 < keys.size(); ++i)
        names += (i == 0 ? "" : ", ") + std::string(keys[i]);
    names = keys.size() < 2 ? std::string(keys.empty() ? "" : keys.front())
                            : filled(LessonError::tr("%1 or %2"), names, keys.back());
    reader.checker().report(
        present.empty() ? reader.pointer() : reader.at(keys[present[1]]),
        present.empty() ? LessonChecker::Anchor::Value : LessonChecker::Anchor::Key,
        filled(present.empty() ? LessonError::tr("nothing", "no value was given")
                               : LessonError::tr("several")),
        filled(LessonError::tr("exactly one of %1"), names),
        present.empty() ? filled(LessonError::tr("missing the comparison: give one of %1"), names)
                        : filled(LessonError::tr("give only one of %1 in one expectation"), names));
    return std::nullopt;
}

bool dottedField(LessonChecker& checker, const std::string& field, const std::string& pointer)
{
    bool ok = field.front() != '.' && field.back() != '.' && field.find("..") == std::string::npos;
    if (!ok)
        checker.wrongValue(pointer, Json(field),
                           filled(LessonError::tr("a dotted field path such as \"payment.key\"")));
    return ok;
}


// {"order", "finding"}: that order's finding; {"finding", "count"}: how many
// findings are of that kind; {"open"}: how many still need an operator.
void readReconciliation(LessonChecker& checker, const Json& claim, const std::string& pointer,
                        Expectation& e)
{
    const ObjectReader reader(
        checker, claim, pointer, kReconciliationClaimKeys,
        QT_TRANSLATE_NOOP("atlas::LessonError", "a reconciliation expectation"));
    const bool open = reader.has("open");
    if (open && (reader.has("order") || reader.has("finding") || reader.has("count"))) {
        checker.report(
            reader.at("open"), LessonChecker::Anchor::Key,
            filled(LessonError::tr("open with other keys")),
            filled(LessonError::tr("either open alone, order and finding, or finding "
                                   "and count")),
            filled(LessonError::tr("\"open\" counts every open finding; give it alone")));
        return;
    }
    if (open) {
        if (const auto n = reader.integer("open", Need::Required, 0, LessonChecker::kNoMax))
            e.value = *n;
        return;
    }
    if (reader.has("order") == reader.has("count")) {
        checker.report(pointer, LessonChecker::Anchor::Value,
                       filled(reader.has("order") ? LessonError::tr("both order and count")
                                                  : LessonError::tr("neither order nor count")),
                       filled(LessonError::tr("order and finding, finding and count, or open")),
                       filled(LessonError::tr("a reconciliation expectation checks one order's "
                                              "finding (order + finding), how many findings are "
                                              "of a kind (finding + count) or how many are open "
                                              "(open)")));
        return;
    }
    if (const auto finding = reader.choice("finding", Need::Required, kFindings)) {
        if (*finding == "none" && reader.has("count"))
            checker.wrongValue(reader.at("finding"), Json(*finding),
                               filled(LessonError::tr("a finding other than none")),
                               filled(LessonError::tr("(none is only for one order)")));
        e.outcome = qs(*finding);
    }
    if (reader.has("order")) {
        if (const auto order = reader.text("order"))
            e.subject = qs(*order);
    } else if (const auto n = reader.integer("count", Need::Required, 0, LessonChecker::kNoMax)) {
        e.value = *n;
    }
}

// In Expectation::Comparison order.
constexpr std::string_view kCountComparisons[] = {"count", "atLeast", "atMost"};
constexpr std::string_view kValueComparisons[] = {"equals", "atLeast", "atMost"};

} // namespace

void ExpectationReader::readComparison(const ObjectReader& reader, Expectation& e,
                                       std::span<const std::string_view> comparisons,
                                       bool integers)
{
    const auto which = oneComparison(reader, comparisons);
    if (!which)
        return;
    e.comparison = static_cast<Expectation::Comparison>(*which);
    const std::string_view key = comparisons[*which];
    if (integers) {
        if (const auto n = reader.integer(key, Need::Required, 0, LessonChecker::kNoMax))
            e.value = *n;
    } else if (reader.number(key, Need::Required, 0.0, std::numeric_limits<double>::infinity())) {
        e.value =
            *reader.get(key, Need::Required,
                        QT_TRANSLATE_NOOP("atlas::LessonError", "a number")); // keeps 3 an integer
    }
}

void ExpectationReader::readDocument(const ObjectReader& reader, Expectation& e)
{
    if (const auto path = reader.documentPath("document"))
        e.subject = qs(*path);
    if (!reader.has("field")) {
        e.kind = Kind::DocumentExists;
        for (const std::string_view key : {"equals", "notEquals"})
            if (reader.has(key)) {
                checker_.report(reader.at(key), LessonChecker::Anchor::Key, std::string(key),
                                filled(LessonError::tr("field together with %1"), key),
                                filled(LessonError::tr("a document expectation with %1 names the "
                                                       "\"field\" it compares"),
                                       LessonChecker::quote(key)));
                return;
            }
        if (const auto exists = reader.boolean("exists"))
            e.value = *exists;
        return;
    }
    if (const auto field = reader.text("field");
        field && dottedField(checker_, *field, reader.at("field")))
        e.field = qs(*field);
    static constexpr std::string_view kChecks[] = {"equals", "notEquals", "exists"};
    const auto which = oneComparison(reader, kChecks);
    if (!which)
        return;
    if (*which == 2) {
        e.kind = Kind::DocumentFieldExists;
        if (const auto exists = reader.boolean("exists"))
            e.value = *exists;
        return;
    }
    e.kind = *which == 0 ? Kind::DocumentField : Kind::DocumentFieldDiffers;
    if (const Json* v = reader.get(kChecks[*which], Need::Required,
                                   QT_TRANSLATE_NOOP("atlas::LessonError", "any JSON value")))
        e.value = *v;
}

void ExpectationReader::readJournal(const ObjectReader& reader, Expectation& e)
{
    if (const Json* entry = reader.object("journal")) {
        const ObjectReader journal(
            checker_, *entry, reader.at("journal"), kJournalEntryKeys,
            QT_TRANSLATE_NOOP("atlas::LessonError", "a journal expectation"));
        if (const auto kind = journal.choice("kind", Need::Required, vocabulary::kJournalKinds)) {
            e.subject = qs(*kind);
            if (const auto outcome = journal.choice("outcome", Need::Required, outcomesOf(*kind)))
                e.outcome = qs(*outcome);
        }
    }
    static constexpr std::string_view kChecks[] = {"last", "count", "atLeast", "atMost"};
    const auto which = oneComparison(reader, kChecks);
    if (!which)
        return;
    if (*which == 0) {
        e.kind = Kind::JournalLast;
        if (const auto last = reader.boolean("last"); last && !*last)
            checker_.wrongValue(reader.at("last"), Json(false), "true",
                                filled(LessonError::tr("(\"last\" checks the last entry of a kind; "
                                                       "count the step's entries with \"count\", "
                                                       "\"atLeast\" or \"atMost\")")));
        return;
    }
    e.kind = Kind::JournalCount;
    e.comparison = static_cast<Expectation::Comparison>(*which - 1);
    if (const auto n = reader.integer(kChecks[*which], Need::Required, 0, LessonChecker::kNoMax))
        e.value = *n;
}

void ExpectationReader::readDelivery(const ObjectReader& reader, Expectation& e)
{
    if (const Json* selector =
            reader.get("delivery", Need::Required,
                       QT_TRANSLATE_NOOP("atlas::LessonError", "a delivery selector"))) {
        e.selector = *selector;
        e.subject = qs(selector->dump());
        if (commands_)
            commands_->checkSelector(*selector, reader.at("delivery"), true);
    }
    static constexpr std::string_view kChecks[] = {"exists", "dueInMs"};
    const auto which = oneComparison(reader, kChecks);
    if (!which)
        return;
    if (*which == 0) {
        e.kind = Kind::DeliveryExists;
        if (const auto exists = reader.boolean("exists"))
            e.value = *exists;
        return;
    }
    e.kind = Kind::DeliveryDue;
    if (const auto ms = reader.integer("dueInMs", Need::Required, 0, LessonChecker::kNoMax))
        e.value = *ms;
}

bool ExpectationReader::readSide(const Json& value, std::string_view pointer, Expectation& e)
{
    const std::string at = std::string(pointer) + "/side";
    if (!sides_) {
        checker_.report(at, LessonChecker::Anchor::Key, "\"side\"",
                        filled(LessonError::tr("no side outside a compare scenario")),
                        filled(LessonError::tr("\"side\" says which world of a compare scenario "
                                               "an expectation is about, but this scenario has no "
                                               "\"compare\"; remove it, or add \"compare\" to the "
                                               "scenario")));
        return false;
    }
    const auto side = checker_.choice(value.at("side"), at, kSides);
    if (!side)
        return false;
    if (*side != "both")
        e.side = *side == "left" ? CompareSetup::Side::Left : CompareSetup::Side::Right;
    return true;
}

std::optional<Expectation> ExpectationReader::read(const Json& rawValue, std::string_view pointer)
{
    if (!rawValue.is_object()) {
        checker_.wrongType(pointer, rawValue,
                           filled(LessonError::tr("an expectation (an object)")));
        return std::nullopt;
    }
    // "side" fits every kind, so it is taken off before the kind's keys are checked.
    Expectation e;
    e.raw = rawValue;
    Json value = rawValue;
    if (value.contains("side")) {
        if (!readSide(value, pointer, e))
            return std::nullopt;
        value.erase("side");
    }
    std::vector<std::string_view> subjects;
    for (const std::string_view s : kSubjects)
        if (value.contains(s))
            subjects.push_back(s);
    if (subjects.size() != 1) {
        const ObjectReader reader(checker_, value, std::string(pointer), kAllKeys,
                                  QT_TRANSLATE_NOOP("atlas::LessonError", "an expectation"));
        checker_.report(pointer, LessonChecker::Anchor::Value,
                        filled(subjects.empty() ? LessonError::tr("none of them")
                                                : LessonError::tr("more than one")),
                        filled(LessonError::tr("one of %1"), subjectList()),
                        subjects.empty()
                            ? filled(LessonError::tr("an expectation names what it checks with one "
                                                     "of %1"),
                                     subjectList())
                            : filled(LessonError::tr("an expectation checks one thing; found both "
                                                     "%1 and %2"),
                                     subjects[0], subjects[1]));
        return std::nullopt;
    }

    const std::string_view subject = subjects.front();
    const ObjectReader reader(checker_, value, std::string(pointer), keysOf(subject),
                              filled(LessonError::tr("a %1 expectation"), subject));
    const std::size_t errorsBefore = checker_.errorCount();

    if (const auto message = reader.prose("message", Need::Optional))
        e.message = qs(*message);

    if (subject == "document")
        readDocument(reader, e);
    else if (subject == "collection") {
        e.kind = Kind::CollectionCount;
        if (const auto name = reader.collection("collection"))
            e.subject = qs(*name);
        readComparison(reader, e, kCountComparisons, true);
    } else if (subject == "invariant") {
        e.kind = Kind::Invariant;
        if (const auto id = reader.choice("invariant", Need::Required, vocabulary::kInvariants))
            e.subject = qs(*id);
        if (const auto holds = reader.boolean("holds"))
            e.value = *holds;
    } else if (subject == "journal") {
        readJournal(reader, e);
    } else if (subject == "delivery") {
        readDelivery(reader, e);
    } else if (subject == "request") {
        // The latest client request's verdict (clientRequest), and optionally
        // the line of the allow statement that decided it.
        e.kind = Kind::RequestVerdict;
        if (const auto which = reader.choice("request", Need::Required, kRequestSubjects))
            e.subject = qs(*which);
        if (const auto verdict = reader.choice("verdict", Need::Required, kVerdicts))
            e.outcome = qs(*verdict);
        e.value = nullptr;
        if (const auto line = reader.integer("line", Need::Optional, 1, LessonChecker::kNoMax))
            e.value = *line;
    } else if (subject == "reconciliation") {
        e.kind = Kind::Reconciliation;
        if (const Json* claim = reader.object("reconciliation"))
            readReconciliation(checker_, *claim, reader.at("reconciliation"), e);
    } else {
        using Names = std::span<const std::string_view>;
        e.kind = subject == "revenue" ? Kind::Revenue
                 : subject == "clock" ? Kind::Clock
                                      : Kind::Metric;
        const Names subjects = e.kind == Kind::Revenue ? Names(kRevenueSubjects)
                               : e.kind == Kind::Clock ? Names(kClockSubjects)
                                                       : Names(vocabulary::kMetrics);
        if (const auto id = reader.choice(subject, Need::Required, subjects))
            e.subject = qs(*id);
        readComparison(reader, e, kValueComparisons, false);
    }
    if (checker_.errorCount() != errorsBefore)
        return std::nullopt;
    return e;
}

} // namespace atlas
