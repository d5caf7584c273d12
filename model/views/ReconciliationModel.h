#pragma once

#include "KeyedTableModel.h"

#include <cstdint>
#include <map>
#include <string>

namespace atlas {

class Lab;

// One reconciliation finding as its table shows it.
struct ReconciliationRow
{
    std::uint64_t key = 0; // stands for the order id (ReconciliationModel::keyOf)
    std::string orderId;
    int expected = 0; // receipt emails the order deserves: 1 when COMPLETED
    int sent = 0;     // emails the provider's log holds for its receipt key
    std::string finding;
    std::string outboxState;
    std::string messageIds; // comma-separated
    std::string detail;
};

// Reconciliation::check over the Lab's store: every receipt that is not
// simply ok (missing, pending, duplicated, unexpected, reconciled), in order
// id order, diffed by order after each refresh(). The model does not follow
// the Lab by itself: reconciling lists every order, so the panel that shows
// it decides when that is worth doing.
class ReconciliationModel : public KeyedTableModel<ReconciliationRow>
{
    Q_OBJECT
public:
    enum Column {
        OrderColumn,
        ExpectedColumn,
        SentColumn,
        FindingColumn,
        OutboxColumn,
        EmailsColumn,
        DetailColumn,
        ColumnCount
    };
    Q_ENUM(Column)
    enum Role {
        OrderIdRole = Qt::UserRole, // QString
        FindingRole,                // QString: ok, missing, pending, duplicated, ...
    };
    Q_ENUM(Role)

    explicit ReconciliationModel(Lab& lab, QObject* parent = nullptr);

    // Every finding's kind counted, "ok" included, as of the last refresh.
    const std::map<std::string, int>& counts() const { return counts_; }
    int openCount() const { return open_; }
    int rowOfOrder(const QString& orderId) const;

    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

public slots:
    void refresh();
    // After the Lab rebuilt its world: the old rows belong to another world.
    void reload();

protected:
    QVariant cellValue(const ReconciliationRow& row, int column) const override;

private:
    std::vector<ReconciliationRow> snapshot();
    std::uint64_t keyOf(const std::string& orderId);

    Lab& lab_;
    std::map<std::string, std::uint64_t> keys_;
    std::map<std::string, int> counts_;
    int open_ = 0;
};

} // namespace atlas
