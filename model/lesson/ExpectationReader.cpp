#include "ExpectationReader.h"

#include "ObjectReader.h"
#include "Vocabulary.h"

#include <limits>
#include <span>
#include <string>
#include <vector>

namespace atlas {
namespace {

using Need = ObjectReader::Need;
using Kind = Expectation::Kind;

constexpr std::string_view kSubjects[] = {"document", "collection", "invariant", "journal",
                                          "metric"};
constexpr std::string_view kAllKeys[] = {
    "document", "collection", "invariant", "journal", "metric", "field", "equals",
    "exists",   "count",      "atLeast",   "atMost",  "holds",  "last",  "message"};
constexpr std::string_view kDocumentKeys[] = {"document", "field", "equals", "exists", "message"};
constexpr std::string_view kCollectionKeys[] = {"collection", "count", "atLeast", "atMost",
                                                "message"};
constexpr std::string_view kInvariantKeys[] = {"invariant", "holds", "message"};
constexpr std::string_view kJournalKeys[] = {"journal", "last", "message"};
constexpr std::string_view kJournalEntryKeys[] = {"kind", "outcome"};
constexpr std::string_view kMetricKeys[] = {"metric", "equals", "atLeast", "atMost", "message"};

std::span<const std::string_view> outcomesOf(std::string_view kind)
{
    if (kind == "channel")
        return vocabulary::kChannelOutcomes;
    if (kind == "relay")
        return vocabulary::kRelayOutcomes;
    if (kind == "operator")
        return vocabulary::kOperatorOutcomes;
    if (kind == "handler")
        return vocabulary::kAttemptOutcomes;
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
    for (std::size_t i = 0; i < keys.size(); ++i)
        names += (i == 0 ? "" : i + 1 == keys.size() ? " or " : ", ") + std::string(keys[i]);
    reader.checker().report(present.empty() ? reader.pointer() : reader.at(keys[present[1]]),
                            present.empty() ? LessonChecker::Anchor::Value
                                            : LessonChecker::Anchor::Key,
                            present.empty() ? "nothing" : "several", "exactly one of " + names,
                            present.empty() ? "missing the comparison: give one of " + names
                                            : "give only one of " + names + " in one expectation");
    return std::nullopt;
}

bool dottedField(LessonChecker& checker, const std::string& field, const std::string& pointer)
{
    bool ok = field.front() != '.' && field.back() != '.' && field.find("..") == std::string::npos;
    if (!ok)
        checker.wrongValue(pointer, Json(field), "a dotted field path such as \"payment.key\"");
    return ok;
}

} // namespace

std::optional<Expectation> ExpectationReader::read(const Json& value, std::string_view pointer)
{
    if (!value.is_object()) {
        checker_.wrongType(pointer, value, "an expectation (an object)");
        return std::nullopt;
    }
    std::vector<std::string_view> subjects;
    for (const std::string_view s : kSubjects)
        if (value.contains(s))
            subjects.push_back(s);
    if (subjects.size() != 1) {
        const ObjectReader reader(checker_, value, std::string(pointer), kAllKeys,
                                  "an expectation");
        checker_.report(pointer, LessonChecker::Anchor::Value,
                        subjects.empty() ? "none of them" : "more than one",
                        "one of document, collection, invariant, journal or metric",
                        subjects.empty()
                            ? "an expectation names what it checks with one of document, "
                              "collection, invariant, journal or metric"
                            : "an expectation checks one thing; found both " +
                                  std::string(subjects[0]) + " and " + std::string(subjects[1]));
        return std::nullopt;
    }

    const std::string_view subject = subjects.front();
    const std::span<const std::string_view> allowed =
        subject == "document"     ? std::span<const std::string_view>(kDocumentKeys)
        : subject == "collection" ? std::span<const std::string_view>(kCollectionKeys)
        : subject == "invariant"  ? std::span<const std::string_view>(kInvariantKeys)
        : subject == "journal"    ? std::span<const std::string_view>(kJournalKeys)
                                  : std::span<const std::string_view>(kMetricKeys);
    const ObjectReader reader(checker_, value, std::string(pointer), allowed,
                              "a " + std::string(subject) + " expectation");
    const std::size_t errorsBefore = checker_.errorCount();

    Expectation e;
    e.raw = value;
    if (const auto message = reader.text("message", Need::Optional))
        e.message = qs(*message);

    if (subject == "document") {
        if (const auto path = reader.documentPath("document"))
            e.subject = qs(*path);
        if (reader.has("exists")) {
            e.kind = Kind::DocumentExists;
            if (reader.has("field") || reader.has("equals"))
                checker_.report(reader.at(reader.has("field") ? "field" : "equals"),
                                LessonChecker::Anchor::Key, "exists and field/equals",
                                "either exists, or field and equals",
                                "a document expectation checks either \"exists\" or \"field\" + "
                                "\"equals\", not both");
            if (const auto exists = reader.boolean("exists"))
                e.value = *exists;
        } else {
            e.kind = Kind::DocumentField;
            if (const auto field = reader.text("field");
                field && dottedField(checker_, *field, reader.at("field")))
                e.field = qs(*field);
            if (const Json* equals = reader.get("equals", Need::Required, "any JSON value"))
                e.value = *equals;
        }
    } else if (subject == "collection") {
        e.kind = Kind::CollectionCount;
        if (const auto name = reader.collection("collection"))
            e.subject = qs(*name);
        static constexpr std::string_view kComparisons[] = {"count", "atLeast", "atMost"};
        // In Expectation::Comparison order.
        if (const auto which = oneComparison(reader, kComparisons)) {
            e.comparison = static_cast<Expectation::Comparison>(*which);
            if (const auto n =
                    reader.integer(kComparisons[*which], Need::Required, 0, LessonChecker::kNoMax))
                e.value = *n;
        }
    } else if (subject == "invariant") {
        e.kind = Kind::Invariant;
        if (const auto id = reader.choice("invariant", Need::Required, vocabulary::kInvariants))
            e.subject = qs(*id);
        if (const auto holds = reader.boolean("holds"))
            e.value = *holds;
    } else if (subject == "journal") {
        e.kind = Kind::JournalLast;
        if (const Json* entry = reader.object("journal")) {
            const ObjectReader journal(checker_, *entry, reader.at("journal"), kJournalEntryKeys,
                                       "a journal expectation");
            if (const auto kind =
                    journal.choice("kind", Need::Required, vocabulary::kJournalKinds)) {
                e.subject = qs(*kind);
                if (const auto outcome =
                        journal.choice("outcome", Need::Required, outcomesOf(*kind)))
                    e.outcome = qs(*outcome);
            }
        }
        if (const auto last = reader.boolean("last"); last && !*last)
            checker_.wrongValue(reader.at("last"), Json(false), "true",
                                "(only the last entry of a kind can be checked)");
    } else {
        e.kind = Kind::Metric;
        if (const auto id = reader.choice("metric", Need::Required, vocabulary::kMetrics))
            e.subject = qs(*id);
        static constexpr std::string_view kComparisons[] = {"equals", "atLeast", "atMost"};
        if (const auto which = oneComparison(reader, kComparisons)) {
            e.comparison = static_cast<Expectation::Comparison>(*which);
            if (reader.number(kComparisons[*which], Need::Required, 0.0,
                              std::numeric_limits<double>::infinity()))
                e.value = value.at(kComparisons[*which]); // keeps 3 an integer
        }
    }
    if (checker_.errorCount() != errorsBefore)
        return std::nullopt;
    return e;
}

} // namespace atlas
