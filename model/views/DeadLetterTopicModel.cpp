#include "DeadLetterTopicModel.h"

#include "ColumnKind.h"
#include "KnownValues.h"
#include "delivery/DeliveryChannel.h"
#include "delivery/DurationText.h"
#include "lab/Lab.h"

#include <algorithm>

namespace atlas {

DeadLetterTopicModel::DeadLetterTopicModel(Lab& lab, QObject* parent)
    : KeyedTableModel(parent), lab_(lab)
{
    connect(&lab_, &Lab::commandExecuted, this, &DeadLetterTopicModel::refresh);
    connect(&lab_, &Lab::worldRebuilt, this, &DeadLetterTopicModel::reload);
    resetRows(snapshot());
}

std::uint64_t DeadLetterTopicModel::entryIdAt(int row) const
{
    return row >= 0 && row < rowCount() ? rows()[static_cast<std::size_t>(row)].key : 0;
}

void DeadLetterTopicModel::refresh()
{
    updateRows(snapshot());
}

void DeadLetterTopicModel::reload()
{
    resetRows(snapshot());
}

std::vector<DeadLetterTopicRow> DeadLetterTopicModel::snapshot() const
{
    std::vector<DeadLetterTopicRow> out;
    const auto& entries = lab_.channel().deadLetters();
    out.reserve(entries.size());
    for (const DeadLetterEntry& e : entries) {
        DeadLetterTopicRow row;
        row.key = e.id;
        row.messageId = e.messageId;
        row.messageKey = e.messageKey;
        row.type = e.event.type;
        row.attempts = e.attempts;
        row.lastError = e.lastError;
        row.reason = e.reason;
        row.deadLetteredAt = e.deadLetteredAt;
        out.push_back(std::move(row));
    }
    return out;
}

QString DeadLetterTopicModel::eventJson(std::uint64_t entryId) const
{
    // Entries keep the order they were dead-lettered in, so ids ascend.
    const auto& entries = lab_.channel().deadLetters();
    const auto it =
        std::lower_bound(entries.begin(), entries.end(), entryId,
                         [](const DeadLetterEntry& e, std::uint64_t id) { return e.id < id; });
    if (it == entries.end() || it->id != entryId)
        return {};
    return QString::fromStdString(it->event.toJson().dump(2));
}

int DeadLetterTopicModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DeadLetterTopicModel::cellValue(const DeadLetterTopicRow& row, int column) const
{
    switch (column) {
    case EntryColumn:
        return QVariant::fromValue<qulonglong>(row.key);
    case EventKeyColumn:
        return QString::fromStdString(row.messageKey);
    case TypeColumn:
        return QString::fromStdString(row.type);
    case AttemptsColumn:
        return row.attempts;
    case LastErrorColumn:
        return QString::fromStdString(row.lastError);
    case ReasonColumn:
        return QString::fromStdString(row.reason);
    case TimeColumn:
        return QString::fromStdString(formatElapsed(row.deadLetteredAt - lab_.clock().epoch()));
    }
    return {};
}

QVariant DeadLetterTopicModel::data(const QModelIndex& index, int role) const
{
    const DeadLetterTopicRow* row = rowAt(index);
    if (!row)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return cellValue(*row, index.column());
    case Qt::ToolTipRole:
        switch (index.column()) {
        case EventKeyColumn:
            return QString(QString::fromStdString(row->messageKey) + QStringLiteral("\n\n") +
                           eventJson(row->key));
        case TypeColumn:
            return eventJson(row->key);
        case LastErrorColumn:
        case ReasonColumn:
            return cellValue(*row, index.column());
        case TimeColumn:
            return QString::fromStdString(SimClock::toIso(row->deadLetteredAt));
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        if (index.column() == EntryColumn || index.column() == AttemptsColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case EntryIdRole:
        return QVariant::fromValue<qulonglong>(row->key);
    case MessageIdRole:
        return QVariant::fromValue<qulonglong>(row->messageId);
    case MessageKeyRole:
        return QString::fromStdString(row->messageKey);
    case EventJsonRole:
        return eventJson(row->key);
    case DeadLetteredAtRole:
        return QVariant::fromValue<qlonglong>(row->deadLetteredAt);
    default:
        return {};
    }
}

QVariant DeadLetterTopicModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == ColumnKindRole) {
        switch (section) {
        case EventKeyColumn:
            return int(ColumnKind::Key);
        case TypeColumn:
            return int(ColumnKind::Label);
        case LastErrorColumn:
        case ReasonColumn:
            return int(ColumnKind::Text);
        default:
            return int(ColumnKind::Figure);
        }
    }
    if (role == KnownValuesRole && section == TypeColumn)
        return eventTypeNames();
    if (role == WidestValueRole)
        return longestText(section);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case EntryColumn:
            return tr("Entry");
        case EventKeyColumn:
            return tr("Event key");
        case TypeColumn:
            return tr("Type");
        case AttemptsColumn:
            return tr("Attempts");
        case LastErrorColumn:
            return tr("Last error");
        case ReasonColumn:
            return tr("Reason");
        case TimeColumn:
            return tr("Dead-lettered at");
        }
    }
    if (role == Qt::ToolTipRole && section == EventKeyColumn)
        return tr("The event's CloudEvents source|id: a redrive delivers it under the same key.");
    if (role == Qt::ToolTipRole && section == AttemptsColumn)
        return tr("Delivery attempts before the message was dead-lettered: the first delivery, "
                  "every failure and every ack-deadline expiry.");
    return {};
}

QHash<int, QByteArray> DeadLetterTopicModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(EntryIdRole, "entryId");
    names.insert(MessageIdRole, "messageId");
    names.insert(MessageKeyRole, "messageKey");
    names.insert(EventJsonRole, "eventJson");
    names.insert(DeadLetteredAtRole, "deadLetteredAt");
    return names;
}

Qt::ItemFlags DeadLetterTopicModel::flags(const QModelIndex& index) const
{
    return rowAt(index) ? Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemNeverHasChildren
                        : Qt::NoItemFlags;
}

} // namespace atlas
