#include "CollectionTableModel.h"

#include "ColumnKind.h"
#include "KnownValues.h"
#include "store/DocumentStore.h"

#include <algorithm>
#include <iterator>
#include <unordered_set>

namespace atlas {
namespace {

std::vector<std::string> splitField(const QString& field)
{
    std::vector<std::string> path;
    for (const auto& segment : field.split(QLatin1Char('.')))
        path.push_back(segment.toStdString());
    return path;
}

const Json* lookup(const Json& doc, const std::vector<std::string>& path)
{
    const Json* node = &doc;
    for (const auto& segment : path) {
        if (!node->is_object())
            return nullptr;
        const auto it = node->find(segment);
        if (it == node->end())
            return nullptr;
        node = &*it;
    }
    return node;
}

// Invalid UTF-8 from a lesson file must not throw out of a paint event.
QString jsonText(const Json& value, int indent)
{
    return QString::fromStdString(value.dump(indent, ' ', false, Json::error_handler_t::replace));
}

QVariant displayValue(const Json& value)
{
    switch (value.type()) {
    case Json::value_t::string:
        return QString::fromStdString(value.get_ref<const std::string&>());
    case Json::value_t::boolean:
        return value.get<bool>();
    case Json::value_t::number_integer:
        return QVariant::fromValue<qlonglong>(value.get<qlonglong>());
    case Json::value_t::number_unsigned:
        return QVariant::fromValue<qulonglong>(value.get<qulonglong>());
    case Json::value_t::number_float:
        return value.get<double>();
    case Json::value_t::object:
    case Json::value_t::array:
        return jsonText(value, -1);
    case Json::value_t::null:
    case Json::value_t::binary:
    case Json::value_t::discarded:
        break;
    }
    return {};
}

QStringList toQStringList(const std::vector<std::string>& items)
{
    QStringList out;
    out.reserve(static_cast<qsizetype>(items.size()));
    for (const auto& item : items)
        out << QString::fromStdString(item);
    return out;
}

// Consecutive numbers as [first, last] runs, in the order given.
template <class Fn> void forEachRun(const std::vector<int>& sorted, int step, Fn&& fn)
{
    for (std::size_t i = 0; i < sorted.size();) {
        std::size_t j = i + 1;
        while (j < sorted.size() && sorted[j] == sorted[j - 1] + step)
            ++j;
        fn(std::min(sorted[i], sorted[j - 1]), std::max(sorted[i], sorted[j - 1]));
        i = j;
    }
}

} // namespace

CollectionTableModel::CollectionTableModel(DocumentStore& store, QObject* parent)
    : QAbstractTableModel(parent), store_(store)
{
    connect(&store_, &DocumentStore::committed, this, &CollectionTableModel::applyCommit);
}

CollectionTableModel::CollectionTableModel(DocumentStore& store, const QString& collection,
                                           QObject* parent)
    : CollectionTableModel(store, parent)
{
    setCollection(collection);
}

QString CollectionTableModel::collection() const
{
    return QString::fromStdString(collection_);
}

void CollectionTableModel::setCollection(const QString& collection)
{
    std::string name = collection.toStdString();
    if (!name.empty())
        DocumentPath::validateCollection(name); // before the reset: a bad name changes nothing
    beginResetModel();
    collection_ = std::move(name);
    load();
    endResetModel();
}

void CollectionTableModel::setColumns(const QList<ColumnSpec>& columns)
{
    beginResetModel();
    customColumns_ = !columns.isEmpty();
    columns_.clear();
    columnsByField_.clear();
    for (const auto& spec : columns)
        addColumn(spec, spec.isDocumentId() ? std::vector<std::string>() : splitField(spec.field));
    load();
    endResetModel();
}

QList<ColumnSpec> CollectionTableModel::columns() const
{
    QList<ColumnSpec> out;
    for (const auto& column : columns_)
        out << column.spec;
    return out;
}

void CollectionTableModel::reload()
{
    beginResetModel();
    load();
    endResetModel();
}

void CollectionTableModel::load()
{
    slots_.clear();
    freeSlots_.clear();
    order_.clear();
    if (!customColumns_) {
        columns_.clear();
        columnsByField_.clear();
        addColumn({QString(), QStringLiteral("id")}, {});
    }
    if (collection_.empty())
        return;
    const auto docs = store_.list(collection_);
    slots_.reserve(docs.size());
    order_.reserve(docs.size());
    for (const auto& doc : docs) {
        if (!customColumns_)
            for (auto it = doc->data.begin(); it != doc->data.end(); ++it)
                if (!columnsByField_.contains(it.key()))
                    addColumn({QString::fromStdString(it.key()), QString::fromStdString(it.key())},
                              {it.key()});
        order_.push_back(newSlot(Row{doc, 0, {}, false}));
    }
}

void CollectionTableModel::addColumn(ColumnSpec spec, std::vector<std::string> path)
{
    if (!path.empty())
        columnsByField_[path.front()].push_back(static_cast<int>(columns_.size()));
    columns_.push_back({std::move(spec), std::move(path)});
}

CollectionTableModel::Slot CollectionTableModel::newSlot(Row row)
{
    if (freeSlots_.empty()) {
        slots_.push_back(std::move(row));
        return static_cast<Slot>(slots_.size() - 1);
    }
    const Slot slot = freeSlots_.back();
    freeSlots_.pop_back();
    slots_[slot] = std::move(row);
    return slot;
}

std::size_t CollectionTableModel::lowerBound(const std::string& id) const
{
    const auto it = std::lower_bound(
        order_.begin(), order_.end(), id,
        [this](Slot slot, const std::string& key) { return slots_[slot].doc->id < key; });
    return static_cast<std::size_t>(it - order_.begin());
}

int CollectionTableModel::rowOf(const std::string& id) const
{
    const std::size_t pos = lowerBound(id);
    return pos < order_.size() && slots_[order_[pos]].doc->id == id ? static_cast<int>(pos) : -1;
}

int CollectionTableModel::rowOf(const QString& id) const
{
    return rowOf(id.toStdString());
}

QString CollectionTableModel::idAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    return QString::fromStdString(rowAt(row).doc->id);
}

void CollectionTableModel::applyCommit(const CommitInfo& commit)
{
    if (collection_.empty())
        return;
    if (!customColumns_)
        appendNewFieldColumns(commit);
    std::vector<int> removed;
    std::vector<const DocumentChange*> written;
    for (const auto& change : commit.changes) {
        if (change.collection() != collection_)
            continue;
        if (change.kind != ChangeKind::Removed)
            written.push_back(&change);
        else if (const int row = rowOf(change.id()); row >= 0)
            removed.push_back(row);
    }
    if (!removed.empty())
        removeDocumentRows(std::move(removed));
    // By presence rather than by kind, so the table cannot drift from the
    // store even if it missed a notification.
    std::vector<const DocumentChange*> added;
    for (const DocumentChange* change : written) {
        if (const int row = rowOf(change->id()); row >= 0)
            updateRow(row, *change, commit.sequence);
        else
            added.push_back(change);
    }
    if (!added.empty())
        insertDocumentRows(std::move(added), commit.sequence);
}

void CollectionTableModel::appendNewFieldColumns(const CommitInfo& commit)
{
    std::vector<std::string> fresh;
    std::unordered_set<std::string> seen;
    for (const auto& change : commit.changes) {
        if (!change.after || change.collection() != collection_)
            continue;
        for (const auto& field : change.changedFields)
            if (!columnsByField_.contains(field) && change.after->data.contains(field) &&
                seen.insert(field).second)
                fresh.push_back(field);
    }
    if (fresh.empty())
        return;
    const int first = columnCount();
    beginInsertColumns({}, first, first + static_cast<int>(fresh.size()) - 1);
    for (auto& field : fresh) {
        const QString name = QString::fromStdString(field);
        addColumn({name, name}, {std::move(field)});
    }
    endInsertColumns();
}

void CollectionTableModel::removeDocumentRows(std::vector<int> rows)
{
    std::sort(rows.begin(), rows.end(), std::greater<>());
    forEachRun(rows, -1, [this](int first, int last) {
        beginRemoveRows({}, first, last);
        for (int row = first; row <= last; ++row) {
            const Slot slot = order_[static_cast<std::size_t>(row)];
            slots_[slot] = Row{};
            freeSlots_.push_back(slot);
        }
        order_.erase(order_.begin() + first, order_.begin() + last + 1);
        endRemoveRows();
    });
}

void CollectionTableModel::updateRow(int row, const DocumentChange& change, std::uint64_t sequence)
{
    Row& r = slots_[order_[static_cast<std::size_t>(row)]];
    r = Row{change.after, sequence, change.changedFields, false};
    std::vector<int> columns;
    for (const auto& field : change.changedFields)
        if (const auto it = columnsByField_.find(field); it != columnsByField_.end())
            columns.insert(columns.end(), it->second.begin(), it->second.end());
    std::sort(columns.begin(), columns.end());
    columns.erase(std::unique(columns.begin(), columns.end()), columns.end());
    // One signal per run of adjacent changed cells, so a view repaints (and
    // the UI flashes) exactly the cells whose fields changed.
    forEachRun(columns, 1,
               [&](int first, int last) { emit dataChanged(index(row, first), index(row, last)); });
}

void CollectionTableModel::insertDocumentRows(std::vector<const DocumentChange*> added,
                                              std::uint64_t sequence)
{
    std::sort(added.begin(), added.end(),
              [](const DocumentChange* a, const DocumentChange* b) { return a->id() < b->id(); });
    // Documents landing in the same gap between existing rows are one
    // contiguous block: one insert signal each. Fill gaps from the end so
    // the positions of earlier gaps stay valid.
    struct Block
    {
        std::size_t gap, begin, end; // rows [begin, end) of `added` go before row `gap`
    };
    std::vector<Block> blocks;
    for (std::size_t i = 0; i < added.size(); ++i) {
        const std::size_t gap = lowerBound(added[i]->id());
        if (!blocks.empty() && blocks.back().gap == gap)
            blocks.back().end = i + 1;
        else
            blocks.push_back({gap, i, i + 1});
    }
    for (auto block = blocks.rbegin(); block != blocks.rend(); ++block) {
        const int first = static_cast<int>(block->gap);
        beginInsertRows({}, first, first + static_cast<int>(block->end - block->begin) - 1);
        std::vector<Slot> fresh;
        fresh.reserve(block->end - block->begin);
        for (std::size_t i = block->begin; i < block->end; ++i)
            fresh.push_back(newSlot(Row{added[i]->after, sequence, added[i]->changedFields, true}));
        order_.insert(order_.begin() + static_cast<std::ptrdiff_t>(block->gap), fresh.begin(),
                      fresh.end());
        endInsertRows();
    }
}

bool CollectionTableModel::cellChanged(const Row& row, const Column& column)
{
    if (row.sequence == 0)
        return false;
    if (column.path.empty())
        return row.added;
    return std::find(row.changedFields.begin(), row.changedFields.end(), column.path.front()) !=
           row.changedFields.end();
}

int CollectionTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(order_.size());
}

int CollectionTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(columns_.size());
}

QVariant CollectionTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.model() != this || index.row() >= rowCount() ||
        index.column() >= columnCount())
        return {};
    const Row& row = rowAt(index.row());
    const Column& column = columns_[static_cast<std::size_t>(index.column())];
    const Document& doc = *row.doc;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole: {
        if (column.path.empty())
            return QString::fromStdString(doc.id);
        const Json* value = lookup(doc.data, column.path);
        if (!value)
            return {};
        // A string's tooltip is the string itself, in full: keys elide in the cell.
        return role == Qt::DisplayRole || value->is_string() ? displayValue(*value)
                                                             : jsonText(*value, 2);
    }
    case DocumentIdRole:
        return QString::fromStdString(doc.id);
    case DocumentJsonRole:
        return jsonText(doc.data, 2);
    case LastChangedSequenceRole:
        return QVariant::fromValue<qulonglong>(row.sequence);
    case LastChangedTimeRole:
        return QVariant::fromValue<qlonglong>(doc.updateTime);
    case ChangedFieldsRole:
        return toQStringList(row.changedFields);
    case RowChangedCellRole:
        return cellChanged(row, column);
    default:
        return {};
    }
}

QVariant CollectionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const ColumnSpec& spec = columns_[static_cast<std::size_t>(section)].spec;
    switch (role) {
    case Qt::DisplayRole:
        return spec.title;
    case Qt::ToolTipRole:
        return spec.isDocumentId() ? QStringLiteral("document id") : spec.field;
    case ColumnKindRole:
        if (spec.isDocumentId())
            return int(ColumnKind::Key);
        return int(knownValues(spec).isEmpty() ? ColumnKind::Text : ColumnKind::Label);
    case KnownValuesRole:
        return knownValues(spec);
    default:
        return {};
    }
}

QStringList CollectionTableModel::knownValues(const ColumnSpec& spec) const
{
    return storedFieldValues(collection_, spec.field.toStdString());
}

QHash<int, QByteArray> CollectionTableModel::roleNames() const
{
    auto names = QAbstractTableModel::roleNames();
    names.insert(DocumentIdRole, "documentId");
    names.insert(DocumentJsonRole, "documentJson");
    names.insert(LastChangedSequenceRole, "lastChangedSequence");
    names.insert(LastChangedTimeRole, "lastChangedTime");
    names.insert(ChangedFieldsRole, "changedFields");
    names.insert(RowChangedCellRole, "rowChangedCell");
    return names;
}

} // namespace atlas
