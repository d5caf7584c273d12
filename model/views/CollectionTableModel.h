#pragma once

#include "ColumnSpec.h"
#include "SlotIndex.h"
#include "SortKey.h"
#include "store/DocumentChange.h"

#include <QAbstractTableModel>
#include <QTimer>
#include <QList>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace atlas {

class DocumentStore;

// One collection of a DocumentStore as a live table, kept current from the
// store's change feed one row at a time (inserts, exact dataChanged ranges,
// moves, removes), so views keep their selection and scroll position. The
// model sorts (sort(), by default by document id) and filters
// (setFilterText()) itself: a proxy in front of it would pay for every
// insert in proportion to the table's rows. Rows hold no parsed documents,
// only what sorting, filtering and the change marks need; data() reads the
// few documents a view shows from the store and keeps them for a while, so a
// table of 100,000 documents costs megabytes, not the whole world again.
// While coalescing (a chaos run), commits are gathered and applied together
// at most every kCoalesceMs: new rows are appended and merged into place in
// one layout change, so a frame pays once for the table's size instead of
// once per insert. The rows then end exactly as applying each commit would
// leave them. Only switching collection, changing the columns or the filter,
// or reload() resets the model. Once the store is gone the rows show only their ids.
// The header answers the ColumnKind roles: the id is a key, fields with known
// values (an order's state, an event's type) are labels.
class CollectionTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role {
        DocumentIdRole = Qt::UserRole,
        DocumentJsonRole,        // QString: the whole document, pretty JSON
        LastChangedSequenceRole, // qulonglong: commit that last changed the row; 0 = not since load
        LastChangedTimeRole,     // qlonglong: SimClock ms of that commit
        ChangedFieldsRole,       // QStringList: top-level fields that commit changed
        RowChangedCellRole,      // bool: this cell's field was among them
    };
    Q_ENUM(Role)

    explicit CollectionTableModel(DocumentStore& store, QObject* parent = nullptr);
    CollectionTableModel(DocumentStore& store, const QString& collection,
                         QObject* parent = nullptr);

    QString collection() const;
    // Throws StoreError(INVALID_ARGUMENT) for an invalid collection path; an
    // empty string shows nothing.
    void setCollection(const QString& collection);
    // An empty list means the default: the id, then every top-level field in
    // first-seen order, growing as new fields appear. A custom list is fixed.
    void setColumns(const QList<ColumnSpec>& columns);
    QList<ColumnSpec> columns() const;
    // Re-reads the collection (and recomputes default columns) from the store.
    void reload();

    // Shows only rows with a cell whose text contains `text`, ignoring case
    // (as the cells display: numbers as numbers, objects as JSON); empty
    // shows every row.
    void setFilterText(const QString& text);
    QString filterText() const;
    int unfilteredRowCount() const; // the collection's documents, shown or not

    // Rows in `order` of the column's values, equal values (and the id
    // column) by document id. A column out of range sorts by id.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const;
    Qt::SortOrder sortOrder() const;

    // Gathers commits from now on and applies them on a timer (on) or applies
    // what was gathered and follows every commit again (off).
    void setCoalescing(bool on);
    bool isCoalescing() const { return coalescing_; }
    // Applies the gathered commits now; the rows then match the store.
    void flush();
    // Asked before the timer applies a batch; while it says no, the batch
    // waits for the next pass of the event loop. A window uses it to keep a
    // batch (up to 8 ms, when the table's index grows) out of the passes
    // that run a whole chaos slice.
    void setBatchGate(std::function<bool()> mayApplyNow);
    static constexpr int kCoalesceMs = 40;

    int rowOf(const QString& id) const;     // -1 when absent or filtered out
    bool contains(const QString& id) const; // in the collection, shown or not
    QString idAt(int row) const;        // empty when out of range

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    struct Column
    {
        ColumnSpec spec;
        std::vector<std::string> path; // field segments; empty for the document id
    };
    struct Row
    {
        std::string id;
        SortKey key; // of the sort column; unused when sorting by id
        std::int64_t updateTime = 0;
        std::uint64_t sequence = 0; // 0: unchanged since the model loaded it
        std::uint64_t changed = 0;  // bit i: fields_[i] changed in that commit
        bool added = false;         // the last change created the document
        bool shown = false;         // passes the filter, so listed in order_
    };
    using Slot = SlotIndex::Slot;
    static constexpr Slot kNoSlot = ~Slot{0};
    // A document's last change in the commits being gathered.
    struct Pending
    {
        DocumentPtr after; // null: removed
        std::vector<std::string> changedFields;
        std::uint64_t sequence = 0;
        // The document's row when its first change was gathered (kNoSlot:
        // none). Rows come and go only when gathered changes are applied, so
        // it still holds then, and a table of 100,000 rows is not searched
        // again for every change.
        Slot slot = kNoSlot;
        bool created = false; // that change found the document absent
    };

    void load();
    void addColumn(ColumnSpec spec, std::vector<std::string> path);
    void applyCommit(const CommitInfo& commit);
    void gatherCommit(const CommitInfo& commit);
    void applyGathered(std::unordered_map<std::string, Pending> pending);
    void mergeIntoOrder(std::vector<Slot> appended, const std::vector<Slot>& moved,
                        const std::vector<Slot>& dropped);
    // [first, last) (sorted) with `placed` (sorted) merged in.
    std::vector<Slot> mergedInto(std::vector<Slot>::const_iterator first,
                                 std::vector<Slot>::const_iterator last,
                                 const std::vector<Slot>& placed) const;
    void emitChangedCells(int row, const std::vector<int>& columns);
    std::vector<int> changedColumns(const std::vector<std::string>& fields) const;
    void appendNewFieldColumns(const CommitInfo& commit);
    void removeDocuments(const std::vector<const DocumentChange*>& removed);
    void updateRow(Slot slot, const DocumentChange& change, std::uint64_t sequence);
    void insertDocumentRows(std::vector<Slot> added);
    void removeShownRows(std::vector<int> rows);
    Slot newSlot(const Document& doc, std::uint64_t sequence,
                 const std::vector<std::string>& changedFields, bool added);
    void freeSlot(Slot slot);
    void markChanged(Row& row, const std::vector<std::string>& changedFields);
    std::uint64_t fieldBit(const std::string& field);
    SortKey keyOf(const Document& doc) const;
    bool matches(const Document& doc) const;
    // Rebuilds the keys, the filter marks and order_ from every document.
    void resortAll();
    bool sortsById() const;
    bool before(const Row& a, const Row& b) const;
    void sortSlots(std::vector<Slot>& rows) const;
    // One layout change around `reorder` (which changes order_, not the row
    // count), persistent indexes following their rows.
    void relayout(const std::function<void()>& reorder);
    std::size_t positionOf(const Row& row) const; // where row is, or would go, in order_
    const Row& rowAt(int row) const { return slots_[order_[static_cast<std::size_t>(row)]]; }
    int rowOf(const std::string& id) const;
    DocumentPtr documentAt(int row) const;
    bool cellChanged(const Row& row, const Column& column) const;
    QStringList knownValues(const ColumnSpec& spec) const;

    // A rebuilt world destroys its store before the tables move to the new
    // one, and a view may paint in between (the replay's progress): then
    // the rows show their ids and no fields.
    QPointer<DocumentStore> store_;
    std::string collection_;
    bool customColumns_ = false;
    std::vector<Column> columns_;
    // Top-level field -> the columns that show it or something below it.
    std::unordered_map<std::string, std::vector<int>> columnsByField_;
    // Top-level fields by first sight, for the rows' `changed` bits; a
    // collection's 65th field and beyond are not marked (none comes close).
    std::vector<std::string> fields_;
    std::unordered_map<std::string, int> fieldIndex_;
    // Rows live in slots_ (a deque, so slotOf_'s keys can view their ids);
    // order_ lists the shown rows' slots in sort order. Inserting mid-table
    // then moves 4-byte slot numbers, not rows, which keeps one insert into
    // 100,000 rows in the microseconds.
    std::deque<Row> slots_;
    std::vector<Slot> freeSlots_;
    std::vector<Slot> order_;
    SlotIndex slotOf_;
    int sortColumn_ = 0;
    Qt::SortOrder sortOrder_ = Qt::AscendingOrder;
    QString filter_;
    // The documents data() read lately, by slot: a view asks for a few
    // dozen rows many times per paint. Cleared when it outgrows kReadCache.
    static constexpr std::size_t kReadCache = 512;
    mutable std::unordered_map<Slot, DocumentPtr> read_;

    bool coalescing_ = false;
    std::unordered_map<std::string, Pending> pending_;
    QTimer flushTimer_;
    std::function<bool()> batchGate_;
};

} // namespace atlas
