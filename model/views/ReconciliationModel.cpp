#include "ReconciliationModel.h"

#include "ColumnKind.h"
#include "lab/Lab.h"
#include "store/DocumentStore.h"

namespace atlas {
namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

QStringList findingNames()
{
    return {QStringLiteral("missing"),    QStringLiteral("pending"),
            QStringLiteral("duplicated"), QStringLiteral("unexpected"),
            QStringLiteral("reconciled"), QStringLiteral("ok")};
}

} // namespace

ReconciliationModel::ReconciliationModel(Lab& lab, QObject* parent)
    : KeyedTableModel(parent), lab_(lab)
{
}

void ReconciliationModel::follow()
{
    disconnect(commits_);
    commits_ = connect(&lab_.store(), &DocumentStore::committed, this,
                       [this](const CommitInfo& commit) { index_.note(commit); });
    index_.rebuild(lab_.store());
}

std::uint64_t ReconciliationModel::keyOf(const std::string& orderId)
{
    return keys_.try_emplace(orderId, keys_.size() + 1).first->second;
}

std::vector<ReconciliationRow> ReconciliationModel::snapshot()
{
    index_.refresh(lab_.store());
    std::vector<ReconciliationRow> out;
    for (const ReceiptFinding* found : index_.attention()) {
        const ReceiptFinding& f = *found;
        ReconciliationRow row;
        row.key = keyOf(f.orderId);
        row.orderId = f.orderId;
        row.expected = f.orderState == "COMPLETED" ? 1 : 0;
        row.sent = static_cast<int>(f.messageIds.size());
        row.finding = toString(f.kind);
        row.outboxState = f.outboxState;
        for (const auto& id : f.messageIds)
            row.messageIds += (row.messageIds.empty() ? "" : ", ") + id;
        row.detail = f.detail;
        out.push_back(std::move(row));
    }
    return out;
}

void ReconciliationModel::refresh()
{
    if (following_)
        updateRows(snapshot());
}

void ReconciliationModel::reload()
{
    keys_.clear();
    if (!following_)
        return;
    follow();
    resetRows(snapshot());
}

void ReconciliationModel::setFollowing(bool following)
{
    if (following == following_)
        return;
    following_ = following;
    if (following) {
        reload();
        return;
    }
    disconnect(commits_);
    keys_.clear();
    index_ = ReconciliationIndex();
    resetRows({});
}

int ReconciliationModel::rowOfOrder(const QString& orderId) const
{
    const auto it = keys_.find(orderId.toStdString());
    return it == keys_.end() ? -1 : rowOfKey(it->second);
}

std::span<const KeyedColumn> ReconciliationModel::columnTable() const
{
    static constexpr KeyedColumn columns[] = {
        {QT_TRANSLATE_NOOP("atlas::ReconciliationModel", "Order"), ColumnKind::Key},
        {QT_TRANSLATE_NOOP("atlas::ReconciliationModel", "Expected"), ColumnKind::Figure,
         QT_TRANSLATE_NOOP("atlas::ReconciliationModel",
                           "Receipt emails the order deserves: one when it is COMPLETED, none "
                           "otherwise.")},
        {QT_TRANSLATE_NOOP("atlas::ReconciliationModel", "Sent"), ColumnKind::Figure,
         QT_TRANSLATE_NOOP(
             "atlas::ReconciliationModel",
             "Receipt emails the provider's log (providerEmails) holds for the order's "
             "receipt key.")},
        {QT_TRANSLATE_NOOP("atlas::ReconciliationModel", "Finding"), ColumnKind::Label},
        {QT_TRANSLATE_NOOP("atlas::ReconciliationModel", "Outbox"), ColumnKind::Label,
         QT_TRANSLATE_NOOP("atlas::ReconciliationModel",
                           "The state of the order's receipt record in workflowOutbox.")},
        {QT_TRANSLATE_NOOP("atlas::ReconciliationModel", "Emails"), ColumnKind::Text},
        {QT_TRANSLATE_NOOP("atlas::ReconciliationModel", "Detail"), ColumnKind::Text},
    };
    static_assert(std::size(columns) == ColumnCount);
    return columns;
}

QStringList ReconciliationModel::knownValues(int column) const
{
    if (column == FindingColumn)
        return findingNames();
    if (column == OutboxColumn)
        return QStringList{QStringLiteral("READY"), QStringLiteral("PROCESSING"),
                           QStringLiteral("SENT"), QStringLiteral("FAILED"), tr("(none)")};
    return {};
}

QVariant ReconciliationModel::cellValue(const ReconciliationRow& row, int column) const
{
    switch (column) {
    case OrderColumn:
        return qs(row.orderId);
    case ExpectedColumn:
        return row.expected;
    case SentColumn:
        return row.sent;
    case FindingColumn:
        return qs(row.finding);
    case OutboxColumn:
        return row.outboxState.empty() ? tr("(none)") : qs(row.outboxState);
    case EmailsColumn:
        return qs(row.messageIds);
    case DetailColumn:
        return qs(row.detail);
    }
    return {};
}

QVariant ReconciliationModel::data(const QModelIndex& index, int role) const
{
    const ReconciliationRow* row = rowAt(index);
    if (!row)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return cellValue(*row, index.column());
    case Qt::ToolTipRole:
        if (index.column() == DetailColumn || index.column() == EmailsColumn ||
            index.column() == OrderColumn)
            return cellValue(*row, index.column());
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == ExpectedColumn || index.column() == SentColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case OrderIdRole:
        return qs(row->orderId);
    case FindingRole:
        return qs(row->finding);
    default:
        return {};
    }
}

Qt::ItemFlags ReconciliationModel::flags(const QModelIndex& index) const
{
    return rowAt(index) ? Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemNeverHasChildren
                        : Qt::NoItemFlags;
}

} // namespace atlas
