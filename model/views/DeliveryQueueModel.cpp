#include "DeliveryQueueModel.h"

#include "ColumnKind.h"
#include "KnownValues.h"
#include "delivery/DeliveryChannel.h"
#include "delivery/DurationText.h"
#include "lab/Lab.h"

#include <QDataStream>
#include <QMimeData>

namespace atlas {
namespace {

QString causeText(Delivery::Cause cause)
{
    switch (cause) {
    case Delivery::Cause::First:
        return DeliveryQueueModel::tr("first");
    case Delivery::Cause::Retry:
        return DeliveryQueueModel::tr("retry");
    case Delivery::Cause::AckDeadline:
        return DeliveryQueueModel::tr("ack deadline");
    case Delivery::Cause::Duplicate:
        return DeliveryQueueModel::tr("duplicate");
    case Delivery::Cause::Redrive:
        return DeliveryQueueModel::tr("redrive");
    }
    return {};
}

QStringList causeTexts()
{
    QStringList out;
    for (const auto cause :
         {Delivery::Cause::First, Delivery::Cause::Retry, Delivery::Cause::AckDeadline,
          Delivery::Cause::Duplicate, Delivery::Cause::Redrive})
        out << causeText(cause);
    return out;
}

QString causeExplanation(Delivery::Cause cause)
{
    switch (cause) {
    case Delivery::Cause::First:
        return DeliveryQueueModel::tr("The publish's own delivery.");
    case Delivery::Cause::Retry:
        return DeliveryQueueModel::tr(
            "A retry after the handler failed; it waits out the backoff of the retry policy.");
    case Delivery::Cause::AckDeadline:
        return DeliveryQueueModel::tr("Redelivered because no ack arrived within the ack "
                                      "deadline: the handler may well have done its work.");
    case Delivery::Cause::Duplicate:
        return DeliveryQueueModel::tr(
            "The same message pushed again: delivery is at least once, never exactly once.");
    case Delivery::Cause::Redrive:
        return DeliveryQueueModel::tr(
            "An operator republished this event (same source and id) from the dead-letter topic.");
    }
    return {};
}

QString faultExplanation(Fault fault)
{
    switch (fault) {
    case Fault::None:
        return {};
    case Fault::TransientError:
        return DeliveryQueueModel::tr("This attempt throws a retryable error before committing.");
    case Fault::PermanentError:
        return DeliveryQueueModel::tr(
            "This attempt throws an error no retry can fix: the application parks the event.");
    case Fault::CrashBeforeCommit:
        return DeliveryQueueModel::tr(
            "The process dies inside the transaction: nothing commits, the channel retries.");
    case Fault::CrashBetweenWrites:
        return DeliveryQueueModel::tr("The process dies between two separate writes (only the "
                                      "strategies that write twice are hurt).");
    case Fault::CrashAfterCommit:
        return DeliveryQueueModel::tr("The process dies after committing, before the ack: the "
                                      "event is redelivered after the ack deadline.");
    case Fault::LostAck:
        return DeliveryQueueModel::tr("The handler succeeds but the ack never arrives: the event "
                                      "is redelivered after the ack deadline.");
    }
    return {};
}

} // namespace

DeliveryQueueModel::DeliveryQueueModel(Lab& lab, QObject* parent) : LabTableModel(lab, parent)
{
    reload();
}

std::vector<DeliveryQueueRow> DeliveryQueueModel::snapshot() const
{
    const DeliveryChannel& channel = lab_.channel();
    const Millis now = lab_.clock().now();
    const RetryPolicy& policy = channel.policy();
    const int maxAttempts = policy.hasAttemptLimit() ? policy.maxDeliveryAttempts : 0;
    std::vector<DeliveryQueueRow> out;
    out.reserve(channel.queue().size());
    for (const Delivery& d : channel.queue()) {
        DeliveryQueueRow row;
        row.key = d.id;
        row.position = static_cast<int>(out.size()) + 1;
        row.messageId = d.messageId;
        row.messageKey = d.messageKey;
        if (const Message* m = channel.message(d.messageId))
            row.type = m->event.type();
        row.attempt = d.attempt;
        row.maxAttempts = maxAttempts;
        row.due = d.due;
        row.dueIn = std::max<Millis>(0, d.due - now);
        row.cause = d.cause;
        row.fault = d.fault;
        out.push_back(std::move(row));
    }
    return out;
}

std::span<const KeyedColumn> DeliveryQueueModel::columnTable() const
{
    static constexpr KeyedColumn columns[] = {
        {QT_TRANSLATE_NOOP("atlas::DeliveryQueueModel", "#"), ColumnKind::Figure,
         QT_TRANSLATE_NOOP("atlas::DeliveryQueueModel",
                           "Place in the queue: the channel pushes in this order.")},
        {QT_TRANSLATE_NOOP("atlas::DeliveryQueueModel", "Delivery"), ColumnKind::Figure,
         QT_TRANSLATE_NOOP("atlas::DeliveryQueueModel",
                           "The delivery's id; a message can have many deliveries.")},
        {QT_TRANSLATE_NOOP("atlas::DeliveryQueueModel", "Event key"), ColumnKind::Key,
         QT_TRANSLATE_NOOP("atlas::DeliveryQueueModel",
                           "The event's CloudEvents source|id: what the inbox dedupes on.")},
        {QT_TRANSLATE_NOOP("atlas::DeliveryQueueModel", "Type"), ColumnKind::Label},
        {QT_TRANSLATE_NOOP("atlas::DeliveryQueueModel", "Attempt"), ColumnKind::Figure},
        {QT_TRANSLATE_NOOP("atlas::DeliveryQueueModel", "Due in"), ColumnKind::Figure},
        {QT_TRANSLATE_NOOP("atlas::DeliveryQueueModel", "Cause"), ColumnKind::Label},
        {QT_TRANSLATE_NOOP("atlas::DeliveryQueueModel", "Fault"), ColumnKind::Label,
         QT_TRANSLATE_NOOP("atlas::DeliveryQueueModel", "A fault injected into this one attempt.")},
    };
    static_assert(std::size(columns) == ColumnCount);
    return columns;
}

QStringList DeliveryQueueModel::knownValues(int column) const
{
    switch (column) {
    case TypeColumn:
        return eventTypeNames();
    case CauseColumn:
        return causeTexts();
    case FaultColumn:
        return faultNames();
    default:
        return {};
    }
}

QVariant DeliveryQueueModel::cellValue(const DeliveryQueueRow& row, int column) const
{
    switch (column) {
    case PositionColumn:
        return row.position;
    case DeliveryColumn:
        return QVariant::fromValue<qulonglong>(row.key);
    case EventKeyColumn:
        return QString::fromStdString(row.messageKey);
    case TypeColumn:
        return QString::fromStdString(row.type);
    case AttemptColumn:
        return row.maxAttempts > 0 ? tr("%1 of %2").arg(row.attempt).arg(row.maxAttempts)
                                   : QString::number(row.attempt);
    case DueInColumn:
        return row.dueIn == 0 ? tr("now")
                              : tr("in %1").arg(QString::fromStdString(formatDuration(row.dueIn)));
    case CauseColumn:
        return causeText(row.cause);
    case FaultColumn:
        return row.fault == Fault::None ? QString()
                                        : QString::fromStdString(std::string(toString(row.fault)));
    }
    return {};
}

QString DeliveryQueueModel::toolTip(const DeliveryQueueRow& row, int column) const
{
    switch (column) {
    case EventKeyColumn:
        return tr("%1\nThe CloudEvents identity (source | id): the inbox marker's key.")
            .arg(QString::fromStdString(row.messageKey));
    case AttemptColumn:
        return tr("Attempts count the first delivery, every failure and every ack-deadline "
                  "expiry.");
    case DueInColumn:
        return row.dueIn == 0 ? tr("Deliverable now.")
                              : tr("Due at %1. Waiting out a backoff; delivering it now moves the "
                                   "clock forward to its due time.")
                                    .arg(QString::fromStdString(
                                        formatElapsed(row.due - lab_.clock().epoch())));
    case CauseColumn:
        return causeExplanation(row.cause);
    case FaultColumn:
        return faultExplanation(row.fault);
    default:
        return {};
    }
}

QVariant DeliveryQueueModel::data(const QModelIndex& index, int role) const
{
    const DeliveryQueueRow* row = rowAt(index);
    if (!row)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return cellValue(*row, index.column());
    case Qt::ToolTipRole: {
        const QString tip = toolTip(*row, index.column());
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case Qt::TextAlignmentRole:
        if (index.column() == PositionColumn || index.column() == DeliveryColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case DeliveryIdRole:
        return QVariant::fromValue<qulonglong>(row->key);
    case MessageIdRole:
        return QVariant::fromValue<qulonglong>(row->messageId);
    case MessageKeyRole:
        return QString::fromStdString(row->messageKey);
    case FaultRole:
        return QString::fromStdString(std::string(toString(row->fault)));
    case IsDueRole:
        return row->dueIn == 0;
    case DueTimeRole:
        return QVariant::fromValue<qlonglong>(row->due);
    default:
        return {};
    }
}

QHash<int, QByteArray> DeliveryQueueModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(DeliveryIdRole, "deliveryId");
    names.insert(MessageIdRole, "messageId");
    names.insert(MessageKeyRole, "messageKey");
    names.insert(FaultRole, "fault");
    names.insert(IsDueRole, "isDue");
    names.insert(DueTimeRole, "dueTime");
    return names;
}

Qt::ItemFlags DeliveryQueueModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::ItemIsDropEnabled; // between rows
    if (!rowAt(index))
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsDragEnabled |
           Qt::ItemIsDropEnabled | Qt::ItemNeverHasChildren;
}

QStringList DeliveryQueueModel::mimeTypes() const
{
    return {kMimeType};
}

QMimeData* DeliveryQueueModel::mimeData(const QModelIndexList& indexes) const
{
    // One delivery moves at a time: the reorder command takes one.
    for (const QModelIndex& index : indexes)
        if (const DeliveryQueueRow* row = rowAt(index)) {
            auto* mime = new QMimeData;
            mime->setData(kMimeType, QByteArray::number(qulonglong(row->key)));
            return mime;
        }
    return nullptr;
}

std::uint64_t DeliveryQueueModel::dropTarget(const QMimeData* data, int row,
                                             const QModelIndex& parent,
                                             std::uint64_t* dragged) const
{
    if (!data || !data->hasFormat(kMimeType))
        return 0;
    bool ok = false;
    const std::uint64_t id = data->data(kMimeType).toULongLong(&ok);
    const int from = ok ? rowOfKey(id) : -1;
    // Dropped onto a row: before it. Between rows: before the next one. There
    // is no "after the last row" in the reorder command (use Move down).
    const int before = parent.isValid() ? parent.row() : row;
    if (from < 0 || before < 0 || before >= rowCount() || before == from || before == from + 1)
        return 0;
    if (dragged)
        *dragged = id;
    return deliveryIdAt(before);
}

bool DeliveryQueueModel::canDropMimeData(const QMimeData* data, Qt::DropAction action, int row, int,
                                         const QModelIndex& parent) const
{
    return action == Qt::MoveAction && dropTarget(data, row, parent, nullptr) != 0;
}

bool DeliveryQueueModel::dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int,
                                      const QModelIndex& parent)
{
    std::uint64_t dragged = 0;
    const std::uint64_t before =
        action == Qt::MoveAction ? dropTarget(data, row, parent, &dragged) : 0;
    if (before == 0)
        return false;
    emit reorderRequested(dragged, before);
    return true;
}

} // namespace atlas
