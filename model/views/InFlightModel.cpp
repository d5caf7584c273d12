#include "InFlightModel.h"

#include "ColumnKind.h"
#include "KnownValues.h"
#include "delivery/DeliveryChannel.h"
#include "delivery/DurationText.h"
#include "lab/Lab.h"
#include "lab/inflight/InFlightAttempts.h"
#include "workflow/transaction/AttemptTransactions.h"

namespace atlas {

InFlightModel::InFlightModel(Lab& lab, QObject* parent) : LabTableModel(lab, parent)
{
    reload();
}

std::vector<InFlightRow> InFlightModel::snapshot() const
{
    std::vector<InFlightRow> out;
    const DeliveryChannel& channel = lab_.channel();
    for (const auto& [id, a] : lab_.inFlight().attempts()) {
        InFlightRow row;
        row.key = id;
        row.deliveryId = a.delivery.id;
        row.deliveryAttempt = a.delivery.attempt;
        row.messageKey = a.event.key();
        row.type = a.event.type;
        row.startedAt = a.startedAt;
        row.waiting = a.state == InFlightAttempt::State::Waiting;
        row.finishesAt = row.waiting ? 0 : a.finishesAt;
        row.ackDeadline = channel.replyDeadline(a.delivery.id).value_or(0);
        row.waitingOn = a.waitingOn;
        row.waitingFor = a.waitingFor;
        row.txAttempt = a.tx.txAttempt;
        out.push_back(std::move(row));
    }
    return out;
}

QString InFlightModel::elapsed(Millis t) const
{
    return QString::fromStdString(formatElapsed(t - lab_.clock().epoch()));
}

std::span<const KeyedColumn> InFlightModel::columnTable() const
{
    static constexpr KeyedColumn columns[] = {
        {QT_TRANSLATE_NOOP("atlas::InFlightModel", "Attempt"), ColumnKind::Figure},
        {QT_TRANSLATE_NOOP("atlas::InFlightModel", "State"), ColumnKind::Text,
         QT_TRANSLATE_NOOP(
             "atlas::InFlightModel",
             "Running: its transaction has read and commits when it finishes (optimistic "
             "mode retries an ABORTED commit, up to 5 tries). Waiting: pessimistic mode, "
             "another attempt's transaction locked a document it reads.")},
        {QT_TRANSLATE_NOOP("atlas::InFlightModel", "Finishes"), ColumnKind::Figure},
        {QT_TRANSLATE_NOOP("atlas::InFlightModel", "Ack deadline"), ColumnKind::Figure},
        {QT_TRANSLATE_NOOP("atlas::InFlightModel", "Delivery"), ColumnKind::Text},
        {QT_TRANSLATE_NOOP("atlas::InFlightModel", "Event key"), ColumnKind::Key},
        {QT_TRANSLATE_NOOP("atlas::InFlightModel", "Type"), ColumnKind::Label},
        {QT_TRANSLATE_NOOP("atlas::InFlightModel", "Started"), ColumnKind::Figure},
    };
    static_assert(std::size(columns) == ColumnCount);
    return columns;
}

QStringList InFlightModel::knownValues(int column) const
{
    return column == TypeColumn ? eventTypeNames() : QStringList();
}

QVariant InFlightModel::cellValue(const InFlightRow& row, int column) const
{
    switch (column) {
    case AttemptColumn:
        return QStringLiteral("#%1").arg(row.key);
    case DeliveryColumn:
        return tr("%1 (try %2)").arg(row.deliveryId).arg(row.deliveryAttempt);
    case EventKeyColumn:
        return QString::fromStdString(row.messageKey);
    case TypeColumn:
        return QString::fromStdString(row.type);
    case StartedColumn:
        return elapsed(row.startedAt);
    case FinishesColumn:
        return row.waiting ? tr("waiting") : elapsed(row.finishesAt);
    case AckDeadlineColumn:
        return row.ackDeadline == 0 ? tr("passed") : elapsed(row.ackDeadline);
    case StateColumn:
        if (row.waiting)
            return tr("waits for #%1 (lock on %2)")
                .arg(row.waitingOn)
                .arg(QString::fromStdString(row.waitingFor));
        return tr("running, try %1 of %2")
            .arg(row.txAttempt)
            .arg(AttemptTransactions::kMaxAttempts);
    }
    return {};
}

QVariant InFlightModel::data(const QModelIndex& index, int role) const
{
    const InFlightRow* row = rowAt(index);
    if (!row)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return cellValue(*row, index.column());
    case Qt::ToolTipRole:
        switch (index.column()) {
        case EventKeyColumn:
        case StateColumn:
            return cellValue(*row, index.column());
        case FinishesColumn:
            return row->waiting ? tr("Its time starts when the lock is free")
                                : QString::fromStdString(SimClock::toIso(row->finishesAt));
        case AckDeadlineColumn:
            return row->ackDeadline == 0
                       ? tr("The ack deadline passed while it ran: the channel has redelivered "
                            "the message and will ignore this attempt's reply")
                       : tr("The channel redelivers the message if no reply comes by %1")
                             .arg(QString::fromStdString(SimClock::toIso(row->ackDeadline)));
        default:
            return {};
        }
    case AttemptIdRole:
        return QVariant::fromValue<qulonglong>(row->key);
    case WaitingRole:
        return row->waiting;
    default:
        return {};
    }
}

Qt::ItemFlags InFlightModel::flags(const QModelIndex& index) const
{
    return rowAt(index) ? Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemNeverHasChildren
                        : Qt::NoItemFlags;
}

} // namespace atlas
