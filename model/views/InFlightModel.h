#pragma once

#include "LabTableModel.h"
#include "store/clock/SimClock.h"

#include <cstdint>
#include <string>

namespace atlas {


// One handler attempt in flight as its table shows it.
struct InFlightRow
{
    std::uint64_t key = 0; // the attempt id
    std::uint64_t deliveryId = 0;
    int deliveryAttempt = 0;
    std::string messageKey;
    std::string type;
    Millis startedAt = 0;
    Millis finishesAt = 0;  // 0 while waiting
    Millis ackDeadline = 0; // 0: passed (the reply will be ignored)
    bool waiting = false;
    std::uint64_t waitingOn = 0;
    std::string waitingFor;
    int txAttempt = 1;
};

// The handler attempts that take time and have not finished
// (lab.inFlight()), in the order they started: what each is doing (running
// and when it finishes, or waiting for whose lock), its transaction's try and
// whether the channel still waits for its ack. Diffed by attempt id after
// every command.
class InFlightModel : public LabTableModel<InFlightRow>
{
    Q_OBJECT
public:
    // What each attempt is doing comes first: a narrow dock still shows it.
    enum Column {
        AttemptColumn,
        StateColumn,
        FinishesColumn,
        AckDeadlineColumn,
        DeliveryColumn,
        EventKeyColumn,
        TypeColumn,
        StartedColumn,
        ColumnCount
    };
    Q_ENUM(Column)
    enum Role {
        AttemptIdRole = Qt::UserRole, // qulonglong
        WaitingRole,                  // bool
    };
    Q_ENUM(Role)

    explicit InFlightModel(Lab& lab, QObject* parent = nullptr);

    std::uint64_t attemptIdAt(int row) const { return keyAt(row); } // 0 when out of range

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

protected:
    QVariant cellValue(const InFlightRow& row, int column) const override;
    std::span<const KeyedColumn> columnTable() const override;
    QStringList knownValues(int column) const override;

private:
    std::vector<InFlightRow> snapshot() const override;
    QString elapsed(Millis t) const;

};

} // namespace atlas
