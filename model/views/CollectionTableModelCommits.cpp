// CollectionTableModel following the store's commits one at a time (the
// coalescing path is in CollectionTableModelCoalescing.cpp): removes and
// inserts in contiguous blocks, moves for changed sort values, dataChanged
// for exactly the changed cells.
#include "CollectionTableModel.h"

#include <algorithm>
#include <functional>
#include <unordered_set>

namespace atlas {
namespace {

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

void CollectionTableModel::applyCommit(const CommitInfo& commit)
{
    if (collection_.empty())
        return;
    if (!customColumns_)
        appendNewFieldColumns(commit);
    if (coalescing_) {
        gatherCommit(commit);
        return;
    }
    std::vector<const DocumentChange*> removed;
    std::vector<const DocumentChange*> written;
    for (const auto& change : commit.changes) {
        if (change.collection() != collection_)
            continue;
        (change.kind == ChangeKind::Removed ? removed : written).push_back(&change);
    }
    if (!removed.empty())
        removeDocuments(removed);
    // By presence rather than by kind, so the table cannot drift from the
    // store even if it missed a notification.
    std::vector<Slot> added;
    for (const DocumentChange* change : written) {
        if (const Slot* slot = slotOf_.find(change->id()))
            updateRow(*slot, *change, commit.sequence);
        else
            added.push_back(newSlot(*change->after, commit.sequence, change->changedFields(), true));
    }
    if (!added.empty())
        insertDocumentRows(std::move(added));
}

void CollectionTableModel::appendNewFieldColumns(const CommitInfo& commit)
{
    std::vector<std::string> fresh;
    std::unordered_set<std::string> seen;
    for (const auto& change : commit.changes) {
        if (!change.after || change.collection() != collection_)
            continue;
        for (const auto& field : change.changedFields())
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

void CollectionTableModel::removeDocuments(const std::vector<const DocumentChange*>& removed)
{
    std::vector<Slot> gone;
    std::vector<int> rows;
    for (const DocumentChange* change : removed) {
        const Slot* slot = slotOf_.find(change->id());
        if (!slot)
            continue;
        gone.push_back(*slot);
        if (slots_[*slot].shown)
            rows.push_back(static_cast<int>(positionOf(slots_[*slot])));
    }
    removeShownRows(std::move(rows));
    for (const Slot slot : gone)
        freeSlot(slot);
}

void CollectionTableModel::removeShownRows(std::vector<int> rows)
{
    std::sort(rows.begin(), rows.end(), std::greater<>());
    forEachRun(rows, -1, [this](int first, int last) {
        beginRemoveRows({}, first, last);
        order_.erase(order_.begin() + first, order_.begin() + last + 1);
        endRemoveRows();
    });
}

void CollectionTableModel::updateRow(Slot slot, const DocumentChange& change,
                                     std::uint64_t sequence)
{
    Row& r = slots_[slot];
    const Document& doc = *change.after;
    if (const auto it = read_.find(slot); it != read_.end())
        it->second = change.after;
    const bool wasShown = r.shown;
    const int oldRow = wasShown ? static_cast<int>(positionOf(r)) : -1;
    SortKey key = sortsById() ? SortKey() : keyOf(doc);
    const bool shown = matches(doc);
    r.updateTime = doc.updateTime;
    r.sequence = sequence;
    r.added = false;
    r.shown = shown;
    markChanged(r, change.changedFields());
    if (!shown) {
        r.key = std::move(key);
        if (wasShown)
            removeShownRows({oldRow});
        return;
    }
    if (!wasShown) {
        r.key = std::move(key);
        insertDocumentRows({slot});
        return;
    }
    int row = oldRow;
    if (SortKey::compare(key, r.key) != 0) {
        Row moved = r;
        moved.key = std::move(key);
        const int to = static_cast<int>(positionOf(moved));
        if (to != oldRow && to != oldRow + 1) {
            beginMoveRows({}, oldRow, oldRow, {}, to);
            order_.erase(order_.begin() + oldRow);
            row = to > oldRow ? to - 1 : to;
            order_.insert(order_.begin() + row, slot);
            r.key = std::move(moved.key);
            endMoveRows();
        } else {
            r.key = std::move(moved.key);
        }
    }
    emitChangedCells(row, changedColumns(change.changedFields()));
}

std::vector<int> CollectionTableModel::changedColumns(const std::vector<std::string>& fields) const
{
    std::vector<int> columns;
    for (const auto& field : fields)
        if (const auto it = columnsByField_.find(field); it != columnsByField_.end())
            columns.insert(columns.end(), it->second.begin(), it->second.end());
    std::sort(columns.begin(), columns.end());
    columns.erase(std::unique(columns.begin(), columns.end()), columns.end());
    return columns;
}

// One signal per run of adjacent changed cells, so a view repaints (and the
// UI flashes) exactly the cells whose fields changed.
void CollectionTableModel::emitChangedCells(int row, const std::vector<int>& columns)
{
    forEachRun(columns, 1,
               [&](int first, int last) { emit dataChanged(index(row, first), index(row, last)); });
}

void CollectionTableModel::insertDocumentRows(std::vector<Slot> added)
{
    std::erase_if(added, [this](Slot slot) { return !slots_[slot].shown; });
    sortSlots(added);
    // Documents landing in the same gap between existing rows are one
    // contiguous block: one insert signal each. Fill gaps from the end so
    // the positions of earlier gaps stay valid.
    struct Block
    {
        std::size_t gap, begin, end; // added[begin, end) go before row `gap`
    };
    std::vector<Block> blocks;
    for (std::size_t i = 0; i < added.size(); ++i) {
        const std::size_t gap = positionOf(slots_[added[i]]);
        if (!blocks.empty() && blocks.back().gap == gap)
            blocks.back().end = i + 1;
        else
            blocks.push_back({gap, i, i + 1});
    }
    for (auto block = blocks.rbegin(); block != blocks.rend(); ++block) {
        const int first = static_cast<int>(block->gap);
        beginInsertRows({}, first, first + static_cast<int>(block->end - block->begin) - 1);
        order_.insert(order_.begin() + static_cast<std::ptrdiff_t>(block->gap),
                      added.begin() + static_cast<std::ptrdiff_t>(block->begin),
                      added.begin() + static_cast<std::ptrdiff_t>(block->end));
        endInsertRows();
    }
}

} // namespace atlas
