#pragma once

#include "KeyedTableModel.h"
#include "outbox/ReconciliationIndex.h"

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
// id order, diffed by order after each refresh(). Every commit is noted as it
// happens (cheap) and refresh() re-checks only the orders commits touched,
// so a refresh costs the same at the end of a long run as at its start; the
// panel that shows the model decides when to refresh. It follows the store
// only while setFollowing(true) (its panel is shown): otherwise it holds
// nothing, and starts over from the store's documents when it follows again.
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
    const std::map<std::string, int>& counts() const { return index_.counts(); }
    int openCount() const { return index_.open(); }
    int rowOfOrder(const QString& orderId) const;
    bool isFollowing() const { return following_; }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

public slots:
    void refresh();
    // After the Lab rebuilt its world: the old rows belong to another world.
    void reload();
    void setFollowing(bool following);

protected:
    QVariant cellValue(const ReconciliationRow& row, int column) const override;
    std::span<const KeyedColumn> columnTable() const override;
    QStringList knownValues(int column) const override;

private:
    std::vector<ReconciliationRow> snapshot();
    std::uint64_t keyOf(const std::string& orderId);
    // Notes the current store's commits from now on, starting from its documents.
    void follow();

    Lab& lab_;
    std::map<std::string, std::uint64_t> keys_;
    ReconciliationIndex index_;
    QMetaObject::Connection commits_;
    bool following_ = false;
};

} // namespace atlas
