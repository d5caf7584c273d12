#pragma once

#include "lesson/player/CompareSetup.h"
#include "store/json/Json.h"

#include <QString>

#include <optional>

namespace atlas {

// One checked claim about the Lab's state after a step. The parsed fields say
// what to check; `raw` keeps the lesson's JSON as written for the Lab.
struct Expectation
{
    enum class Kind {
        DocumentField,       // {"document", "field", "equals"}
        DocumentFieldDiffers, // {"document", "field", "notEquals"}
        DocumentFieldExists, // {"document", "field", "exists"}
        DocumentExists,      // {"document", "exists"}
        CollectionCount,     // {"collection", "count" | "atLeast" | "atMost"}
        Invariant,           // {"invariant", "holds"}
        JournalLast,         // {"journal": {"kind", "outcome"}, "last": true}
        JournalCount,        // {"journal": {"kind", "outcome"}, "count" | "atLeast" | "atMost"}
        Metric,              // {"metric", "equals" | "atLeast" | "atMost"}
        Revenue,             // {"revenue": "total", "equals" | "atLeast" | "atMost"}
        Clock,               // {"clock": "elapsedMs", "equals" | "atLeast" | "atMost"}
        DeliveryExists,      // {"delivery": selector, "exists"}
        DeliveryDue,         // {"delivery": selector, "dueInMs"}
        // {"reconciliation": {"order", "finding"} | {"finding", "count"} | {"open"}}
        Reconciliation,
        // {"request": "latest", "verdict": "allowed" | "denied", "line"?}
        RequestVerdict,
    };
    enum class Comparison { Equals, AtLeast, AtMost };

    Kind kind = Kind::DocumentField;
    // Document path, collection name, invariant id, journal entry kind, metric
    // id, or for Reconciliation the order id (empty for a count).
    QString subject;
    QString field;   // DocumentField*: dotted field path, e.g. "payment.key"
    QString outcome; // Journal*: the outcome the entries of that kind must have;
                     // Reconciliation: the finding (empty for the open count);
                     // RequestVerdict: allowed or denied
    Comparison comparison = Comparison::Equals; // the counted and measured kinds
    // DocumentField*: any JSON value; counts, metrics, revenue, times: a
    // number; the exists and holds kinds: a boolean; Reconciliation: the
    // count, null for an order's finding; RequestVerdict: the deciding
    // rule's line, null when any.
    Json value;
    Json selector; // Delivery*: the delivery selector, as commands take it
    // In a compare scenario, the one side it is checked on; unset: both.
    std::optional<CompareSetup::Side> side;
    QString message; // shown to the learner with the verdict; may be empty
    Json raw = Json::object();
};

} // namespace atlas
