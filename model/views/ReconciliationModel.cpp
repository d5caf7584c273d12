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
    follow();
    resetRows(snapshot());
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
    updateRows(snapshot());
}

void ReconciliationModel::reload()
{
    keys_.clear();
    follow();
    resetRows(snapshot());
}

int ReconciliationModel::rowOfOrder(const QString& orderId) const
{
    const auto it = keys_.find(orderId.toStdString());
    return it == keys_.end() ? -1 : rowOfKey(it->second);
}

int ReconciliationModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
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

QVariant ReconciliationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == ColumnKindRole) {
        switch (section) {
        case OrderColumn:
            return int(ColumnKind::Key);
        case FindingColumn:
        case OutboxColumn:
            return int(ColumnKind::Label);
        case ExpectedColumn:
        case SentColumn:
            return int(ColumnKind::Figure);
        default:
            return int(ColumnKind::Text);
        }
    }
    if (role == KnownValuesRole && section == FindingColumn)
        return findingNames();
    if (role == KnownValuesRole && section == OutboxColumn)
        return QStringList{QStringLiteral("READY"), QStringLiteral("PROCESSING"),
                           QStringLiteral("SENT"), QStringLiteral("FAILED"), tr("(none)")};
    if (role == WidestValueRole)
        return longestText(section);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case OrderColumn:
            return tr("Order");
        case ExpectedColumn:
            return tr("Expected");
        case SentColumn:
            return tr("Sent");
        case FindingColumn:
            return tr("Finding");
        case OutboxColumn:
            return tr("Outbox");
        case EmailsColumn:
            return tr("Emails");
        case DetailColumn:
            return tr("Detail");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ExpectedColumn:
            return tr("Receipt emails the order deserves: one when it is COMPLETED, none "
                      "otherwise.");
        case SentColumn:
            return tr("Receipt emails the provider's log (providerEmails) holds for the order's "
                      "receipt key.");
        case OutboxColumn:
            return tr("The state of the order's receipt record in workflowOutbox.");
        default:
            return {};
        }
    }
    return {};
}

Qt::ItemFlags ReconciliationModel::flags(const QModelIndex& index) const
{
    return rowAt(index) ? Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemNeverHasChildren
                        : Qt::NoItemFlags;
}

} // namespace atlas
