#pragma once

#include "LabTableModel.h"
#include "delivery/Delivery.h"

#include <QString>

#include <cstdint>
#include <string>

namespace atlas {


// One pending delivery as the queue table shows it: a copy of what the cells
// display, so the next snapshot can be diffed cell by cell.
struct DeliveryQueueRow
{
    std::uint64_t key = 0; // the delivery id
    int position = 0;      // 1-based place in the queue
    std::uint64_t messageId = 0;
    std::string messageKey;
    std::string type;
    int attempt = 0;
    int maxAttempts = 0; // 0: the policy does not bound attempts
    Millis due = 0;
    Millis dueIn = 0; // 0: due now
    Delivery::Cause cause = Delivery::Cause::First;
    Fault fault = Fault::None;
};

// The channel's pending deliveries in queue order (lab.channel().queue()).
// After every command the queue is re-read and diffed by delivery id, so a
// delivery taken, added or moved is one remove, insert or move; a clock step
// repaints only the "Due in" cells. Rows can be dragged onto another row to
// ask for a reorder (reorderRequested); the model never changes the queue.
class DeliveryQueueModel : public LabTableModel<DeliveryQueueRow>
{
    Q_OBJECT
public:
    enum Column {
        PositionColumn,
        DeliveryColumn,
        EventKeyColumn,
        TypeColumn,
        AttemptColumn,
        DueInColumn,
        CauseColumn,
        FaultColumn,
        ColumnCount
    };
    Q_ENUM(Column)
    enum Role {
        DeliveryIdRole = Qt::UserRole, // qulonglong
        MessageIdRole,                 // qulonglong
        MessageKeyRole,                // QString: source|id
        FaultRole,                     // QString: the fault's name, "none" when none
        IsDueRole,                     // bool: deliverable without advancing the clock
        DueTimeRole,                   // qlonglong: SimClock ms
    };
    Q_ENUM(Role)

    static inline const QString kMimeType = QStringLiteral("application/x-atlaslab-delivery-id");

    explicit DeliveryQueueModel(Lab& lab, QObject* parent = nullptr);

    std::uint64_t deliveryIdAt(int row) const { return keyAt(row); } // 0 when out of range
    int rowOfDelivery(std::uint64_t deliveryId) const { return rowOfKey(deliveryId); }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    Qt::DropActions supportedDragActions() const override { return Qt::MoveAction; }
    Qt::DropActions supportedDropActions() const override { return Qt::MoveAction; }
    bool canDropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                         const QModelIndex& parent) const override;
    bool dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                      const QModelIndex& parent) override;

signals:
    // A drop asked to move `deliveryId` right before `beforeDeliveryId`.
    void reorderRequested(quint64 deliveryId, quint64 beforeDeliveryId);

protected:
    QVariant cellValue(const DeliveryQueueRow& row, int column) const override;
    std::span<const KeyedColumn> columnTable() const override;
    QStringList knownValues(int column) const override;

private:
    std::vector<DeliveryQueueRow> snapshot() const override;
    // The delivery a drop at (row, parent) lands before; 0 if it lands nowhere.
    std::uint64_t dropTarget(const QMimeData* data, int row, const QModelIndex& parent,
                             std::uint64_t* dragged) const;
    QString toolTip(const DeliveryQueueRow& row, int column) const;

};

} // namespace atlas
