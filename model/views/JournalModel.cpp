#include "JournalModel.h"

#include "ColumnKind.h"
#include "JournalDocuments.h"
#include "KnownValues.h"
#include "OutcomeCategory.h"
#include "delivery/DurationText.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "store/clock/SimClock.h"

#include <algorithm>

namespace atlas {
namespace {

// One frame at 60 Hz: a chaos burst or fast playback costs one insert per
// frame instead of one per command.
constexpr int kSyncIntervalMs = 16;

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

// "atlasmart://payment-simulator|evt-1" shows as "payment-simulator|evt-1":
// the scheme is the same on every row and costs a projector's width.
QString shortKey(const std::string& key)
{
    const auto scheme = key.find("://");
    return qs(scheme == std::string::npos ? key : key.substr(scheme + 3));
}

QStringList toStringList(const std::vector<std::string>& items)
{
    QStringList out;
    out.reserve(static_cast<qsizetype>(items.size()));
    for (const auto& item : items)
        out << qs(item);
    return out;
}

} // namespace

JournalModel::JournalModel(const Lab& lab, QObject* parent) : QAbstractTableModel(parent), lab_(lab)
{
    syncTimer_.setObjectName(QStringLiteral("journalSync"));
    syncTimer_.setSingleShot(true);
    syncTimer_.setInterval(kSyncIntervalMs);
    connect(&syncTimer_, &QTimer::timeout, this, &JournalModel::sync);
    connect(&lab_, &Lab::commandExecuted, this, &JournalModel::scheduleSync);
    connect(&lab_, &Lab::worldRebuilt, this, &JournalModel::rebuild);
    rebuild();
}

const Journal& JournalModel::journal() const
{
    return lab_.journal();
}

void JournalModel::scheduleSync()
{
    if (!syncTimer_.isActive())
        syncTimer_.start();
}

void JournalModel::rebuild()
{
    syncTimer_.stop();
    beginResetModel();
    const Journal& j = journal();
    firstSeq_ = j.firstRetainedSeq();
    rows_ = static_cast<int>(j.size());
    widest_ = {};
    noteWidest(firstSeq_);
    endResetModel();
}

void JournalModel::noteWidest(std::uint64_t fromSeq)
{
    const std::uint64_t end = firstSeq_ + static_cast<std::uint64_t>(rows_);
    for (std::uint64_t seq = fromSeq; seq < end; ++seq) {
        const JournalEntry* entry = entryBySeq(seq);
        if (!entry)
            continue;
        widest_.elapsed = entry->time - lab_.clock().epoch();
        widest_.subSecond = widest_.subSecond || widest_.elapsed % 1000 != 0;
        widest_.delivery = std::max(widest_.delivery, entry->deliveryId);
        widest_.attempt = std::max(widest_.attempt, entry->attempt);
    }
}

void JournalModel::sync()
{
    syncTimer_.stop();
    const Journal& j = journal();
    const std::uint64_t first = j.firstRetainedSeq();
    const std::uint64_t end = j.total() + 1;
    std::uint64_t shownEnd = firstSeq_ + static_cast<std::uint64_t>(rows_);

    if (end < shownEnd) { // entries taken back: never shown in practice, but stay exact
        const int keep = end > firstSeq_ ? static_cast<int>(end - firstSeq_) : 0;
        beginRemoveRows({}, keep, rows_ - 1);
        rows_ = keep;
        endRemoveRows();
        shownEnd = firstSeq_ + static_cast<std::uint64_t>(rows_);
    }
    if (rows_ > 0 && first > firstSeq_) { // retention dropped the oldest rows
        const int dropped = static_cast<int>(std::min(first, shownEnd) - firstSeq_);
        beginRemoveRows({}, 0, dropped - 1);
        firstSeq_ += static_cast<std::uint64_t>(dropped);
        rows_ -= dropped;
        endRemoveRows();
    }
    if (rows_ == 0)
        firstSeq_ = first;
    shownEnd = firstSeq_ + static_cast<std::uint64_t>(rows_);
    if (end > shownEnd) {
        const int added = static_cast<int>(end - shownEnd);
        beginInsertRows({}, rows_, rows_ + added - 1);
        rows_ += added;
        noteWidest(shownEnd);
        endInsertRows();
    }
}

const JournalEntry* JournalModel::entryBySeq(std::uint64_t seq) const
{
    const Journal& j = journal();
    if (j.size() == 0 || seq < j.firstRetainedSeq() || seq > j.total())
        return nullptr;
    return &j.at(static_cast<std::size_t>(seq - j.firstRetainedSeq()));
}

const JournalEntry* JournalModel::entryAt(int row) const
{
    if (row < 0 || row >= rows_)
        return nullptr;
    return entryBySeq(firstSeq_ + static_cast<std::uint64_t>(row));
}

int JournalModel::rowOfSeq(std::uint64_t seq) const
{
    if (seq < firstSeq_ || seq >= firstSeq_ + static_cast<std::uint64_t>(rows_))
        return -1;
    return static_cast<int>(seq - firstSeq_);
}

int JournalModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : rows_;
}

int JournalModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString JournalModel::timeText(std::int64_t time) const
{
    return elapsedText(time - lab_.clock().epoch());
}

QString JournalModel::elapsedText(std::int64_t elapsed)
{
    return QString::fromStdString(formatElapsed(elapsed));
}

QVariant JournalModel::display(const JournalEntry& entry, int column) const
{
    switch (column) {
    case SeqColumn:
        return QVariant::fromValue<qulonglong>(entry.seq);
    case TimeColumn:
        return timeText(entry.time);
    case KindColumn:
        return qs(entry.kind);
    case OutcomeColumn:
        return qs(entry.outcome);
    case MessageColumn:
        return shortKey(entry.messageKey);
    case DeliveryColumn:
        return entry.deliveryId == 0 ? QVariant()
                                     : QVariant::fromValue<qulonglong>(entry.deliveryId);
    case AttemptColumn:
        return entry.attempt == 0 ? QVariant() : QVariant(entry.attempt);
    case DetailColumn:
        return qs(entry.detail);
    default:
        return {};
    }
}

QVariant JournalModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.model() != this || index.column() >= ColumnCount)
        return {};
    const JournalEntry* entry = entryAt(index.row());
    if (!entry)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return display(*entry, index.column());
    case Qt::ToolTipRole:
        if (index.column() == MessageColumn && !entry->messageKey.empty())
            return qs(entry->messageKey);
        if (index.column() == TimeColumn)
            return qs(SimClock::toIso(entry->time));
        return qs(entry->detail);
    case Qt::TextAlignmentRole:
        if (index.column() == SeqColumn || index.column() == DeliveryColumn ||
            index.column() == AttemptColumn)
            return QVariant::fromValue<int>(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case SeqRole:
        return QVariant::fromValue<qulonglong>(entry->seq);
    case KindRole:
        return qs(entry->kind);
    case OutcomeRole:
        return qs(entry->outcome);
    case OutcomeCategoryRole:
        return QString::fromLatin1(toString(outcomeCategory(entry->kind, entry->outcome)));
    case MessageKeyRole:
        return qs(entry->messageKey);
    case DetailRole:
        return qs(entry->detail);
    case DocumentPathsRole:
        return toStringList(JournalDocuments::pathsOf(*entry));
    default:
        return {};
    }
}

QVariant JournalModel::headerHint(int section, int role) const
{
    switch (role) {
    case ColumnKindRole:
        switch (section) {
        case KindColumn:
        case OutcomeColumn:
            return int(ColumnKind::Label);
        case MessageColumn:
            return int(ColumnKind::Key);
        case DetailColumn:
            return int(ColumnKind::Text);
        default:
            return int(ColumnKind::Figure);
        }
    case KnownValuesRole:
        if (section == KindColumn)
            return journalKindNames();
        if (section == OutcomeColumn)
            return journalOutcomeNames();
        return {};
    case WidestValueRole:
        switch (section) {
        case SeqColumn:
            return QString::number(firstSeq_ + static_cast<std::uint64_t>(rows_) - 1);
        case TimeColumn:
            // Any time with milliseconds is as wide as the newest with them.
            return elapsedText(widest_.subSecond ? widest_.elapsed - widest_.elapsed % 1000 + 999
                                                 : widest_.elapsed);
        case DeliveryColumn:
            return QString::number(widest_.delivery);
        case AttemptColumn:
            return QString::number(widest_.attempt);
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant JournalModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role >= ColumnKindRole)
        return headerHint(section, role);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeqColumn:
        return tr("Seq");
    case TimeColumn:
        return tr("Time");
    case KindColumn:
        return tr("Kind");
    case OutcomeColumn:
        return tr("Outcome");
    case MessageColumn:
        return tr("Message");
    case DeliveryColumn:
        return tr("Delivery");
    case AttemptColumn:
        return tr("Attempt");
    case DetailColumn:
        return tr("Detail");
    default:
        return {};
    }
}

QHash<int, QByteArray> JournalModel::roleNames() const
{
    auto names = QAbstractTableModel::roleNames();
    names.insert(SeqRole, "seq");
    names.insert(KindRole, "kind");
    names.insert(OutcomeRole, "outcome");
    names.insert(OutcomeCategoryRole, "outcomeCategory");
    names.insert(MessageKeyRole, "messageKey");
    names.insert(DetailRole, "detail");
    names.insert(DocumentPathsRole, "documentPaths");
    return names;
}

} // namespace atlas
