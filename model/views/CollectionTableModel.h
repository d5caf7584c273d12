#pragma once

#include "ColumnSpec.h"
#include "store/DocumentChange.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace atlas {

class DocumentStore;

// One collection of a DocumentStore as a live table: a row per document in
// document-id order, kept current from the store's change feed one row at a
// time (inserts, exact dataChanged ranges, removes), so views keep their
// selection and scroll position. Only switching collection, changing the
// columns or reload() resets the model. The store must outlive the model.
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

    int rowOf(const QString& id) const; // -1 when absent
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
        DocumentPtr doc;
        std::uint64_t sequence = 0; // 0: unchanged since the model loaded it
        std::vector<std::string> changedFields;
        bool added = false; // the last change created the document
    };
    using Slot = std::uint32_t;

    void load();
    void addColumn(ColumnSpec spec, std::vector<std::string> path);
    void applyCommit(const CommitInfo& commit);
    void appendNewFieldColumns(const CommitInfo& commit);
    void removeDocumentRows(std::vector<int> rows);
    void updateRow(int row, const DocumentChange& change, std::uint64_t sequence);
    void insertDocumentRows(std::vector<const DocumentChange*> added, std::uint64_t sequence);
    Slot newSlot(Row row);
    const Row& rowAt(int row) const { return slots_[order_[static_cast<std::size_t>(row)]]; }
    std::size_t lowerBound(const std::string& id) const;
    int rowOf(const std::string& id) const;
    static bool cellChanged(const Row& row, const Column& column);
    QStringList knownValues(const ColumnSpec& spec) const;

    DocumentStore& store_;
    std::string collection_;
    bool customColumns_ = false;
    std::vector<Column> columns_;
    // Top-level field -> the columns that show it or something below it.
    std::unordered_map<std::string, std::vector<int>> columnsByField_;
    // Rows live in slots_; order_ lists their slots sorted by document id, as
    // the store lists them. Inserting mid-table then moves 4-byte slot numbers,
    // not rows, which keeps one insert into 100,000 rows in the microseconds.
    std::vector<Row> slots_;
    std::vector<Slot> freeSlots_;
    std::vector<Slot> order_;
};

} // namespace atlas
