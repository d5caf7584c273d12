#pragma once

#include <QSqlDatabase>
#include <QString>

namespace atlas {

// The class server's tables, in a schema of their own (atlaslab) so they sit
// beside anything else in the teacher's database:
//   classes  (code PRIMARY KEY, name, created_at)
//   learners (class_code, name, joined_at; PRIMARY KEY (class_code, name))
//   records  (class_code, learner, attempt_id, seq, kind, item_id, passed,
//             points, max_points, failing_invariant, payload jsonb, received_at;
//             PRIMARY KEY (class_code, learner, attempt_id, seq))
// and a trigger that NOTIFYs kChannel with the class code for every record
// that is really inserted (a duplicate skipped by ON CONFLICT DO NOTHING
// inserts nothing and notifies nobody). The notification is sent when the
// uploading transaction commits, never for one that rolls back.
//
// Learner names are unique within a class, not across classes, so the
// idempotency key (learner, attempt id, seq) is scoped by the class code.
class ClassSchema
{
public:
    static constexpr const char* kChannel = "atlaslab_class";

    // Creates whatever is missing, in one transaction under an advisory lock,
    // so running it twice, or from two teachers' windows at once, is
    // harmless. Empty on success, else the server's words.
    static QString ensure(QSqlDatabase& db);
};

} // namespace atlas
