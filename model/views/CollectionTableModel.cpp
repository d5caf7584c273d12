#include "CollectionTableModel.h"

#include "ColumnKind.h"
#include "KnownValues.h"
#include "store/DocumentStore.h"

#include <algorithm>
#include <functional>

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

} // namespace

CollectionTableModel::CollectionTableModel(DocumentStore& store, QObject* parent)
    : QAbstractTableModel(parent), store_(&store)
{
    connect(&store, &DocumentStore::committed, this, &CollectionTableModel::applyCommit);
    flushTimer_.setObjectName(QStringLiteral("tableBatches"));
    flushTimer_.setSingleShot(true);
    flushTimer_.setInterval(kCoalesceMs);
    connect(&flushTimer_, &QTimer::timeout, this, [this] {
        if (batchGate_ && !batchGate_())
            flushTimer_.start(0);
        else
            flush();
    });
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
    // Names the table whose batches a profile or bench_window finds slow.
    flushTimer_.setObjectName(QStringLiteral("tableBatches ") + collection);
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
    // What was gathered is in the store already, so in what is read next.
    pending_.clear();
    flushTimer_.stop();
    slots_.clear();
    freeSlots_.clear();
    order_.clear();
    slotOf_.clear();
    read_.clear();
    fields_.clear();
    fieldIndex_.clear();
    if (!customColumns_) {
        columns_.clear();
        columnsByField_.clear();
        addColumn({QString(), QStringLiteral("id")}, {});
    }
    if (collection_.empty() || !store_)
        return;
    const auto docs = store_->list(collection_);
    // Columns first: the rows' sort keys and filter marks read them.
    for (const auto& doc : docs)
        for (auto it = doc->data.begin(); it != doc->data.end(); ++it) {
            fieldBit(it.key());
            if (!customColumns_ && !columnsByField_.contains(it.key()))
                addColumn({QString::fromStdString(it.key()), QString::fromStdString(it.key())},
                          {it.key()});
        }
    order_.reserve(docs.size());
    for (const auto& doc : docs)
        if (const Slot slot = newSlot(*doc, 0, {}, false); slots_[slot].shown)
            order_.push_back(slot);
    // The store lists documents by id, which is already the default order.
    if (!sortsById() || sortOrder_ != Qt::AscendingOrder)
        sortSlots(order_);
}

void CollectionTableModel::addColumn(ColumnSpec spec, std::vector<std::string> path)
{
    if (!path.empty())
        columnsByField_[path.front()].push_back(static_cast<int>(columns_.size()));
    columns_.push_back({std::move(spec), std::move(path)});
}

CollectionTableModel::Slot
CollectionTableModel::newSlot(const Document& doc, std::uint64_t sequence,
                              const std::vector<std::string>& changedFields, bool added)
{
    Row row;
    row.id = doc.id;
    row.key = sortsById() ? SortKey() : keyOf(doc);
    row.updateTime = doc.updateTime;
    row.sequence = sequence;
    row.added = added;
    row.shown = matches(doc);
    markChanged(row, changedFields);
    Slot slot;
    if (freeSlots_.empty()) {
        slot = static_cast<Slot>(slots_.size());
        slots_.push_back(std::move(row));
    } else {
        slot = freeSlots_.back();
        freeSlots_.pop_back();
        slots_[slot] = std::move(row);
    }
    // The view is taken from the string in its final place.
    slotOf_.insert(slots_[slot].id, slot);
    return slot;
}

void CollectionTableModel::freeSlot(Slot slot)
{
    slotOf_.erase(slots_[slot].id);
    slots_[slot] = Row{};
    freeSlots_.push_back(slot);
    read_.erase(slot);
}

std::uint64_t CollectionTableModel::fieldBit(const std::string& field)
{
    auto it = fieldIndex_.find(field);
    if (it == fieldIndex_.end()) {
        if (fields_.size() >= 64)
            return 0;
        it = fieldIndex_.emplace(field, static_cast<int>(fields_.size())).first;
        fields_.push_back(field);
    }
    return std::uint64_t{1} << it->second;
}

void CollectionTableModel::markChanged(Row& row, const std::vector<std::string>& changedFields)
{
    row.changed = 0;
    for (const auto& field : changedFields)
        row.changed |= fieldBit(field);
}

SortKey CollectionTableModel::keyOf(const Document& doc) const
{
    return SortKey::of(lookup(doc.data, columns_[static_cast<std::size_t>(sortColumn_)].path));
}

bool CollectionTableModel::matches(const Document& doc) const
{
    if (filter_.isEmpty())
        return true;
    for (const auto& column : columns_) {
        QString text;
        if (column.path.empty())
            text = QString::fromStdString(doc.id);
        else if (const Json* value = lookup(doc.data, column.path))
            text = displayValue(*value).toString();
        if (text.contains(filter_, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool CollectionTableModel::sortsById() const
{
    return sortColumn_ < 0 || sortColumn_ >= columnCount() ||
           columns_[static_cast<std::size_t>(sortColumn_)].path.empty();
}

bool CollectionTableModel::before(const Row& a, const Row& b) const
{
    const bool ascending = sortOrder_ == Qt::AscendingOrder;
    if (sortsById())
        return ascending ? a.id < b.id : b.id < a.id;
    const int c = SortKey::compare(a.key, b.key);
    // Equal values stay in id order either way, as a stable sort leaves them.
    return c != 0 ? (ascending ? c < 0 : c > 0) : a.id < b.id;
}

void CollectionTableModel::sortSlots(std::vector<Slot>& rows) const
{
    std::sort(rows.begin(), rows.end(),
              [this](Slot a, Slot b) { return before(slots_[a], slots_[b]); });
}

std::size_t CollectionTableModel::positionOf(const Row& row) const
{
    const auto it =
        std::lower_bound(order_.begin(), order_.end(), row,
                         [this](Slot slot, const Row& key) { return before(slots_[slot], key); });
    return static_cast<std::size_t>(it - order_.begin());
}

int CollectionTableModel::rowOf(const std::string& id) const
{
    const Slot* slot = slotOf_.find(id);
    if (!slot || !slots_[*slot].shown)
        return -1;
    return static_cast<int>(positionOf(slots_[*slot]));
}

int CollectionTableModel::rowOf(const QString& id) const
{
    return rowOf(id.toStdString());
}

bool CollectionTableModel::contains(const QString& id) const
{
    return slotOf_.contains(id.toStdString());
}

QString CollectionTableModel::idAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    return QString::fromStdString(rowAt(row).id);
}

DocumentPtr CollectionTableModel::documentAt(int row) const
{
    const Slot slot = order_[static_cast<std::size_t>(row)];
    if (const auto it = read_.find(slot); it != read_.end())
        return it->second;
    if (read_.size() >= kReadCache)
        read_.clear();
    if (!store_)
        return nullptr;
    DocumentPtr doc = store_->find(collection_, slots_[slot].id);
    read_.emplace(slot, doc);
    return doc;
}

QString CollectionTableModel::filterText() const
{
    return filter_;
}

void CollectionTableModel::setFilterText(const QString& text)
{
    if (text == filter_)
        return;
    flush(); // the marks are recomputed over the rows, so they must be current
    beginResetModel();
    filter_ = text;
    resortAll();
    endResetModel();
}

int CollectionTableModel::unfilteredRowCount() const
{
    return static_cast<int>(slotOf_.size());
}

int CollectionTableModel::sortColumn() const
{
    return sortColumn_;
}

Qt::SortOrder CollectionTableModel::sortOrder() const
{
    return sortOrder_;
}

void CollectionTableModel::sort(int column, Qt::SortOrder order)
{
    if (column == sortColumn_ && order == sortOrder_)
        return;
    flush();
    const bool sameColumn = column == sortColumn_;
    relayout([&] {
        sortColumn_ = column;
        sortOrder_ = order;
        if (sameColumn) // the keys hold
            sortSlots(order_);
        else
            resortAll();
    });
}

void CollectionTableModel::relayout(const std::function<void()>& reorder)
{
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList from = persistentIndexList();
    std::vector<Slot> fromSlots;
    fromSlots.reserve(static_cast<std::size_t>(from.size()));
    for (const QModelIndex& index : from)
        fromSlots.push_back(order_[static_cast<std::size_t>(index.row())]);
    reorder();
    if (!from.isEmpty()) {
        std::vector<int> rowOfSlot(slots_.size(), -1);
        for (std::size_t row = 0; row < order_.size(); ++row)
            rowOfSlot[order_[row]] = static_cast<int>(row);
        QModelIndexList to;
        to.reserve(from.size());
        for (qsizetype i = 0; i < from.size(); ++i)
            to << index(rowOfSlot[fromSlots[static_cast<std::size_t>(i)]], from[i].column());
        changePersistentIndexList(from, to);
    }
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void CollectionTableModel::resortAll()
{
    if (!store_) // nothing to read the keys from: the rows stay as they are
        return;
    order_.clear();
    if (collection_.empty())
        return;
    const bool byId = sortsById();
    if (byId && filter_.isEmpty()) {
        slotOf_.forEach([this](std::string_view, Slot slot) { slots_[slot].shown = true; });
    } else {
        for (const auto& doc : store_->list(collection_)) {
            const Slot* slot = slotOf_.find(doc->id);
            if (!slot)
                continue;
            Row& row = slots_[*slot];
            row.key = byId ? SortKey() : keyOf(*doc);
            row.shown = matches(*doc);
        }
    }
    slotOf_.forEach([this](std::string_view, Slot slot) {
        if (slots_[slot].shown)
            order_.push_back(slot);
    });
    sortSlots(order_);
}

bool CollectionTableModel::cellChanged(const Row& row, const Column& column) const
{
    if (row.sequence == 0)
        return false;
    if (column.path.empty())
        return row.added;
    const auto it = fieldIndex_.find(column.path.front());
    return it != fieldIndex_.end() && (row.changed >> it->second & 1) != 0;
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
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole: {
        if (column.path.empty())
            return QString::fromStdString(row.id);
        const DocumentPtr doc = documentAt(index.row());
        const Json* value = doc ? lookup(doc->data, column.path) : nullptr;
        if (!value)
            return {};
        // A string's tooltip is the string itself, in full: keys elide in the cell.
        return role == Qt::DisplayRole || value->is_string() ? displayValue(*value)
                                                             : jsonText(*value, 2);
    }
    case DocumentIdRole:
        return QString::fromStdString(row.id);
    case DocumentJsonRole: {
        const DocumentPtr doc = documentAt(index.row());
        return doc ? jsonText(doc->data, 2) : QString();
    }
    case LastChangedSequenceRole:
        return QVariant::fromValue<qulonglong>(row.sequence);
    case LastChangedTimeRole:
        return QVariant::fromValue<qlonglong>(row.updateTime);
    case ChangedFieldsRole: {
        QStringList fields;
        for (std::size_t i = 0; i < fields_.size(); ++i)
            if ((row.changed >> i & 1) != 0)
                fields << QString::fromStdString(fields_[i]);
        return fields;
    }
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
