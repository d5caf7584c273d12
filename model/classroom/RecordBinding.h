#pragma once

class QSqlQuery;

namespace atlas {

struct ProgressRecord;

// The columns a progress record is stored in, the same in the learner's
// local queue (SQLite) and on the class server (PostgreSQL), in the order
// bindRecord() binds them.
inline constexpr const char* kRecordColumns =
    "class_code, learner, attempt_id, seq, kind, item_id, passed, points, max_points, "
    "failing_invariant, payload";

// Binds RECORD's values to QUERY's next eleven positional placeholders.
void bindRecord(QSqlQuery& query, const ProgressRecord& record);

} // namespace atlas
