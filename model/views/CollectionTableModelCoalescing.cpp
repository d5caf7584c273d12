// CollectionTableModel while coalescing: commits are gathered by document
// and applied together, so a chaos run's hundreds of commits per frame cost
// one pass over the table, not one shift of every later row per insert (in
// the model's order and in the view's header sections alike).
#include "CollectionTableModel.h"

#include "store/DocumentStore.h"

#include <algorithm>
#include <iterator>
#include <numeric>
#include <utility>

namespace atlas {

void CollectionTableModel::setCoalescing(bool on)
{
    if (on == coalescing_)
        return;
    coalescing_ = on;
    if (!on)
        flush();
}

void CollectionTableModel::setBatchGate(std::function<bool()> mayApplyNow)
{
    batchGate_ = std::move(mayApplyNow);
}

void CollectionTableModel::flush()
{
    flushTimer_.stop();
    if (!pending_.empty())
        applyGathered(std::exchange(pending_, {}));
}

// Keeps only each document's last change, with what applying the commits one
// by one would leave: that change's fields and sequence, and "added" when it
// found the document absent.
void CollectionTableModel::gatherCommit(const CommitInfo& commit)
{
    for (const auto& change : commit.changes) {
        if (change.collection() != collection_)
            continue;
        const std::string& id = change.id();
        auto [it, first] = pending_.try_emplace(id);
        Pending& p = it->second;
        if (first)
            if (const Slot* slot = slotOf_.find(id))
                p.slot = *slot;
        const bool present = first ? p.slot != kNoSlot : p.after != nullptr;
        p.after = change.kind == ChangeKind::Removed ? nullptr : change.after;
        p.changedFields = change.changedFields();
        p.sequence = commit.sequence;
        p.created = !present;
        // A row painted before the flush shows the new values in its old place.
        if (p.slot != kNoSlot)
            if (const auto cached = read_.find(p.slot); cached != read_.end())
                cached->second = p.after;
    }
    if (!pending_.empty() && !flushTimer_.isActive())
        flushTimer_.start(kCoalesceMs);
}

void CollectionTableModel::applyGathered(std::unordered_map<std::string, Pending> pending)
{
    std::vector<Slot> dropped;  // shown rows that leave: removed or filtered out
    std::vector<Slot> freed;    // removed from the collection
    std::vector<Slot> appended; // rows new to the table
    std::vector<Slot> moved;    // rows whose sort value changed
    std::vector<Slot> updated;  // rows whose cells changed in place
    const bool byId = sortsById();
    for (auto& [id, p] : pending) {
        if (!p.after) {
            if (p.slot == kNoSlot)
                continue; // created and removed within the batch
            if (slots_[p.slot].shown)
                dropped.push_back(p.slot);
            freed.push_back(p.slot);
            continue;
        }
        if (p.slot == kNoSlot) {
            const Slot slot = newSlot(*p.after, p.sequence, p.changedFields, p.created);
            if (slots_[slot].shown)
                appended.push_back(slot);
            continue;
        }
        const Slot slot = p.slot;
        Row& r = slots_[slot];
        const Document& doc = *p.after;
        SortKey key = byId ? SortKey() : keyOf(doc);
        const bool wasShown = r.shown;
        const bool keyChanged = !byId && SortKey::compare(key, r.key) != 0;
        r.key = std::move(key);
        r.updateTime = doc.updateTime;
        r.sequence = p.sequence;
        r.added = p.created;
        r.shown = matches(doc);
        markChanged(r, p.changedFields);
        if (wasShown && !r.shown)
            dropped.push_back(slot);
        else if (!wasShown && r.shown)
            appended.push_back(slot);
        else if (r.shown)
            (keyChanged ? moved : updated).push_back(slot);
    }
    mergeIntoOrder(appended, moved, dropped);
    for (const Slot slot : freed)
        freeSlot(slot);
    // Every cell of a row new to the table is news (to the column fitter,
    // too); the flash still lights only what the row's last change changed.
    std::vector<int> everyColumn(static_cast<std::size_t>(columnCount()));
    std::iota(everyColumn.begin(), everyColumn.end(), 0);
    for (const Slot slot : appended)
        emitChangedCells(static_cast<int>(positionOf(slots_[slot])), everyColumn);
    for (const auto* rows : {&moved, &updated})
        for (const Slot slot : *rows) {
            const Row& r = slots_[slot];
            std::vector<std::string> fields;
            for (std::size_t i = 0; i < fields_.size(); ++i)
                if ((r.changed >> i & 1) != 0)
                    fields.push_back(fields_[i]);
            emitChangedCells(static_cast<int>(positionOf(r)), changedColumns(fields));
        }
}

// The count changes only through inserts and removes at the end, and the
// reordering is one layout change, which views and their headers take in one
// pass: new rows are appended, then everything is merged into sort order with
// the leaving rows last, and those are removed.
void CollectionTableModel::mergeIntoOrder(std::vector<Slot> appended,
                                          const std::vector<Slot>& moved,
                                          const std::vector<Slot>& dropped)
{
    if (appended.empty() && moved.empty() && dropped.empty())
        return;
    const auto less = [this](Slot a, Slot b) { return before(slots_[a], slots_[b]); };
    // Sorted before they go in: rows that all belong after the last one
    // (new ids in a table sorted by id) then need no layout change at all.
    sortSlots(appended);
    const std::size_t oldRows = order_.size();
    if (!appended.empty()) {
        const int first = rowCount();
        beginInsertRows({}, first, first + static_cast<int>(appended.size()) - 1);
        order_.insert(order_.end(), appended.begin(), appended.end());
        endInsertRows();
    }
    if (moved.empty() && dropped.empty()) {
        if (oldRows == 0 || appended.empty() || less(order_[oldRows - 1], appended.front()))
            return;
        // The old rows are still sorted: each new row finds its gap there.
        relayout([&] { order_ = mergedInto(order_.begin(), order_.begin() + oldRows, appended); });
        return;
    }
    std::vector<char> leaving(slots_.size(), 0);
    for (const std::vector<Slot>* rows : {&std::as_const(appended), &moved, &dropped})
        for (const Slot slot : *rows)
            leaving[slot] = 1;
    std::vector<Slot> kept;
    kept.reserve(order_.size());
    std::copy_if(order_.begin(), order_.end(), std::back_inserter(kept),
                 [&](Slot slot) { return !leaving[slot]; });
    std::vector<Slot> placed = appended;
    placed.insert(placed.end(), moved.begin(), moved.end());
    sortSlots(placed);
    std::vector<Slot> merged = mergedInto(kept.cbegin(), kept.cend(), placed);
    merged.insert(merged.end(), dropped.begin(), dropped.end());
    if (merged != order_)
        relayout([&] { order_ = std::move(merged); });
    if (!dropped.empty()) {
        const int last = rowCount() - 1;
        beginRemoveRows({}, last - static_cast<int>(dropped.size()) + 1, last);
        order_.resize(order_.size() - dropped.size());
        endRemoveRows();
    }
}

// Each placed row finds its gap by binary search and the sorted rows move in
// blocks: comparing every row, as a plain merge does, would cost a string
// comparison per row of the table each frame.
std::vector<CollectionTableModel::Slot>
CollectionTableModel::mergedInto(std::vector<Slot>::const_iterator first,
                                 std::vector<Slot>::const_iterator last,
                                 const std::vector<Slot>& placed) const
{
    std::vector<Slot> merged;
    merged.reserve(static_cast<std::size_t>(last - first) + placed.size());
    for (const Slot slot : placed) {
        const auto at = std::lower_bound(first, last, slot, [this](Slot a, Slot b) {
            return before(slots_[a], slots_[b]);
        });
        merged.insert(merged.end(), first, at);
        merged.push_back(slot);
        first = at;
    }
    merged.insert(merged.end(), first, last);
    return merged;
}

} // namespace atlas
