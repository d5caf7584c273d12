#include "DeadLetterTopicModel.h"

#include "ColumnKind.h"
#include "KnownValues.h"
#include "delivery/DeliveryChannel.h"
#include "delivery/DurationText.h"
#include "lab/Lab.h"

#include <algorithm>

namespace atlas {

DeadLetterTopicModel::DeadLetterTopicModel(Lab& lab, QObject* parent) : LabTableModel(lab, parent)
{
    reload();
}

namespace {

std::string outcomeText(MessageStatus outcome)
{
    switch (outcome) {
    case MessageStatus::Pending:
        return "pending";
    case MessageStatus::Acked:
        return "acked";
    case MessageStatus::DeadLettered:
        return "dead-lettered again";
    case MessageStatus::Dropped:
        return "dropped";
    case MessageStatus::Expired:
        return "expired";
    }
    return {};
}

std::string stateText(const DeadLetterEntry& e)
{
    if (e.state != DeadLetterEntry::State::Redriven || e.redrives.empty())
        return std::string(toString(e.state));
    return "redriven (" + outcomeText(e.redrives.back().outcome) + ")";
}

std::string historyText(const DeadLetterEntry& e, Millis epoch)
{
    std::string out;
    for (std::size_t i = 0; i < e.redrives.size(); ++i) {
        const RedriveRecord& r = e.redrives[i];
        out += (i == 0 ? "" : "\n") +
               ("redrive " + std::to_string(i + 1) + " at " + formatElapsed(r.at - epoch) +
                ": message " + std::to_string(r.messageId) + " (delivery " +
                std::to_string(r.deliveryId) + "), " + outcomeText(r.outcome));
    }
    return out;
}

} // namespace

QStringList DeadLetterTopicModel::stateNames()
{
    QStringList out{QStringLiteral("waiting"), QStringLiteral("held")};
    for (const MessageStatus s : {MessageStatus::Pending, MessageStatus::Acked,
                                  MessageStatus::Dropped, MessageStatus::Expired})
        out << QString::fromStdString("redriven (" + outcomeText(s) + ")");
    return out;
}

std::vector<DeadLetterTopicRow> DeadLetterTopicModel::snapshot() const
{
    std::vector<DeadLetterTopicRow> out;
    const DeliveryChannel& channel = lab_.channel();
    out.reserve(channel.deadLetters().size() + channel.redrivenEntries().size());
    for (const auto* list : {&channel.deadLetters(), &channel.redrivenEntries()})
        for (const DeadLetterEntry& e : *list) {
            DeadLetterTopicRow row;
            row.key = e.id;
            row.messageId = e.messageId;
            row.messageKey = e.messageKey;
            row.type = e.event.type;
            row.attempts = e.attempts;
            row.lastError = e.lastError;
            row.reason = e.state == DeadLetterEntry::State::Held
                             ? e.reason + "; held: " + e.heldReason
                             : e.reason;
            row.deadLetteredAt = e.deadLetteredAt;
            row.redrives = static_cast<int>(e.redrives.size());
            row.state = stateText(e);
            row.history = historyText(e, lab_.clock().epoch());
            out.push_back(std::move(row));
        }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.key < b.key; });
    return out;
}

QString DeadLetterTopicModel::eventJson(std::uint64_t entryId) const
{
    const DeadLetterEntry* entry = lab_.channel().deadLetterEntry(entryId);
    return entry ? QString::fromStdString(entry->event.toJson().dump(2)) : QString();
}

std::span<const KeyedColumn> DeadLetterTopicModel::columnTable() const
{
    static constexpr KeyedColumn columns[] = {
        {QT_TRANSLATE_NOOP("atlas::DeadLetterTopicModel", "Entry"), ColumnKind::Figure},
        {QT_TRANSLATE_NOOP("atlas::DeadLetterTopicModel", "Event key"), ColumnKind::Key,
         QT_TRANSLATE_NOOP(
             "atlas::DeadLetterTopicModel",
             "The event's CloudEvents source|id: a redrive delivers it under the same key.")},
        {QT_TRANSLATE_NOOP("atlas::DeadLetterTopicModel", "Type"), ColumnKind::Label},
        {QT_TRANSLATE_NOOP("atlas::DeadLetterTopicModel", "Attempts"), ColumnKind::Figure,
         QT_TRANSLATE_NOOP(
             "atlas::DeadLetterTopicModel",
             "Delivery attempts before the message was dead-lettered: the first delivery, "
             "every failure and every ack-deadline expiry.")},
        {QT_TRANSLATE_NOOP("atlas::DeadLetterTopicModel", "Redrives"), ColumnKind::Figure,
         QT_TRANSLATE_NOOP(
             "atlas::DeadLetterTopicModel",
             "How often the entry was redriven. A redriven message that is dead-lettered "
             "again comes back to the same entry; past the redrive limit it is held.")},
        {QT_TRANSLATE_NOOP("atlas::DeadLetterTopicModel", "State"), ColumnKind::Label,
         QT_TRANSLATE_NOOP(
             "atlas::DeadLetterTopicModel",
             "Waiting in the topic, held there by the redrive limit, or redriven (with "
             "what came of the latest redrive).")},
        {QT_TRANSLATE_NOOP("atlas::DeadLetterTopicModel", "Last error"), ColumnKind::Text},
        {QT_TRANSLATE_NOOP("atlas::DeadLetterTopicModel", "Reason"), ColumnKind::Text},
        {QT_TRANSLATE_NOOP("atlas::DeadLetterTopicModel", "Dead-lettered at"), ColumnKind::Figure},
    };
    static_assert(std::size(columns) == ColumnCount);
    return columns;
}

QStringList DeadLetterTopicModel::knownValues(int column) const
{
    if (column == TypeColumn)
        return eventTypeNames();
    if (column == StateColumn)
        return stateNames();
    return {};
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
    case RedrivesColumn:
        return row.redrives;
    case StateColumn:
        return QString::fromStdString(row.state);
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
        case RedrivesColumn:
        case StateColumn:
            return row->history.empty() ? tr("Never redriven")
                                        : QString::fromStdString(row->history);
        case TimeColumn:
            return QString::fromStdString(SimClock::toIso(row->deadLetteredAt));
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        if (index.column() == EntryColumn || index.column() == AttemptsColumn ||
            index.column() == RedrivesColumn)
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
    case RedriveHistoryRole:
        return QString::fromStdString(row->history);
    case InTopicRole:
        return row->state == "waiting" || row->state == "held";
    default:
        return {};
    }
}

QHash<int, QByteArray> DeadLetterTopicModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(EntryIdRole, "entryId");
    names.insert(MessageIdRole, "messageId");
    names.insert(MessageKeyRole, "messageKey");
    names.insert(EventJsonRole, "eventJson");
    names.insert(DeadLetteredAtRole, "deadLetteredAt");
    names.insert(RedriveHistoryRole, "redriveHistory");
    names.insert(InTopicRole, "inTopic");
    return names;
}

Qt::ItemFlags DeadLetterTopicModel::flags(const QModelIndex& index) const
{
    return rowAt(index) ? Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemNeverHasChildren
                        : Qt::NoItemFlags;
}

} // namespace atlas
