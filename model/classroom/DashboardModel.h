#pragma once

#include "DashboardCell.h"
#include "DashboardItem.h"
#include "DashboardSnapshot.h"
#include "postgres/ServerAddress.h"

#include <QAbstractTableModel>
#include <QString>
#include <QThread>

#include <map>
#include <utility>
#include <vector>

namespace atlas {

class DashboardReader;

// The instructor's view of a class: a row per learner, a column per
// scenario, question and exercise anyone sent, each cell the learner's
// latest result; every item's header carries the failing invariant most of
// its records name. It re-reads the class whenever the server NOTIFYs
// ClassSchema::kChannel with this class's code, which the records' trigger
// does on every commit that added one, and applies the difference in place
// (rows and columns inserted, dataChanged over changed cells); it resets only
// when something it showed is gone from the server.
//
// Unlike a learner's uploads this holds one connection while it is open:
// LISTEN lasts as long as the session, and a class has one teacher. The
// connection lives on a thread of its own (DashboardReader): a notification's
// read never holds up the window; open() and refresh() wait for theirs.
class DashboardModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { LearnerColumn = 0, FirstItemColumn = 1 };
    enum Role {
        // 0 no result, 1 passed, 2 failed, 3 some points but not passed.
        CellStateRole = Qt::UserRole,
        PointsRole,
        MaxPointsRole,
        FailingInvariantRole,
        AttemptsRole,
        ItemIdRole,            // on cells and the horizontal header
        MostCommonFailureRole, // on the horizontal header
        KindRole,              // on the horizontal header: "scenario", ...
    };
    enum CellState { NoResult = 0, Passed = 1, Failed = 2, Partial = 3 };

    explicit DashboardModel(QObject* parent = nullptr);
    ~DashboardModel() override;

    // Opens the teacher's connection, LISTENs and reads the class. False
    // with lastError() when the server cannot be reached or does not answer.
    bool open(const ServerAddress& server, const QString& classCode);
    void close();
    bool isOpen() const;
    const QString& classCode() const { return classCode_; }
    const QString& lastError() const { return lastError_; }

    // Reads the class again and applies what changed.
    bool refresh();

    int learnerCount() const { return static_cast<int>(learners_.size()); }
    int itemCount() const { return static_cast<int>(items_.size()); }
    const QString& learnerAt(int row) const { return learners_.at(static_cast<std::size_t>(row)); }
    const DashboardItem& itemAt(int index) const { return items_.at(static_cast<std::size_t>(index)); }
    // The learner's latest result on the item; null when there is none.
    const DashboardCell* cell(int row, int itemIndex) const;
    // "✓ 1/1", "✗ 0/1", or empty: the text of a cell.
    static QString cellText(const DashboardCell& cell);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

signals:
    // After each refresh that read the server, changed or not.
    void refreshed();
    // A refresh failed (the server went away, for instance); lastError() says why.
    void failed(const QString& error);

private:
    using CellKey = DashboardSnapshot::CellKey;
    void apply(DashboardSnapshot snapshot);
    bool fail(const QString& error);

    QThread thread_;
    DashboardReader* reader_ = nullptr; // lives on thread_
    bool open_ = false;
    QString classCode_;
    QString lastError_;
    std::vector<QString> learners_;
    std::vector<DashboardItem> items_;
    std::map<CellKey, DashboardCell> cells_;
};

} // namespace atlas
