#pragma once

#include <QString>

namespace atlas {

class DashboardModel;

// The dashboard as CSV (RFC 4180, UTF-8): a header "learner" then one item
// id per column; a row per learner whose cells read "passed 1/1",
// "failed 0/1" or stay empty; a last row "most common failing invariant".
// Plain words rather than the window's marks, so a spreadsheet can filter them.
class DashboardCsv
{
public:
    static QString toCsv(const DashboardModel& model);
    // Quotes a field when it holds a comma, a quote or a line break.
    static QString field(const QString& text);
    // Writes with QSaveFile; empty on success, else why not.
    static QString save(const DashboardModel& model, const QString& path);
};

} // namespace atlas
