#pragma once

#include "store/Json.h"

#include <QString>

namespace atlas {

// One checked claim about the Lab's state after a step. The parsed fields say
// what to check; `raw` keeps the lesson's JSON as written for the Lab.
struct Expectation
{
    enum class Kind {
        DocumentField,   // {"document", "field", "equals"}
        DocumentExists,  // {"document", "exists"}
        CollectionCount, // {"collection", "count" | "atLeast" | "atMost"}
        Invariant,       // {"invariant", "holds"}
        JournalLast,     // {"journal": {"kind", "outcome"}, "last": true}
        Metric,          // {"metric", "equals" | "atLeast" | "atMost"}
    };
    enum class Comparison { Equals, AtLeast, AtMost };

    Kind kind = Kind::DocumentField;
    // Document path, collection name, invariant id, journal entry kind or metric id.
    QString subject;
    QString field;   // DocumentField: dotted field path, e.g. "payment.key"
    QString outcome; // JournalLast: the outcome the last entry of that kind must have
    Comparison comparison = Comparison::Equals; // CollectionCount and Metric
    // DocumentField: any JSON value; CollectionCount and Metric: a number;
    // DocumentExists and Invariant: a boolean.
    Json value;
    QString message; // shown to the learner with the verdict; may be empty
    Json raw = Json::object();
};

} // namespace atlas
