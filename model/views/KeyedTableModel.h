#pragma once

#include "KeyedColumn.h"

#include <QAbstractTableModel>
#include <QCoreApplication>
#include <QStringList>
#include <QVariant>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <span>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace atlas {

// A table whose rows are identified by a key (`Row::key`, a std::uint64_t)
// and rebuilt from a snapshot after every change. updateRows() turns the old
// rows into the new ones with the exact signals a view needs to keep its
// selection and scroll position: removes, single-row moves (only rows outside
// the longest run already in order move), inserts, then dataChanged over the
// runs of cells whose displayed value differs. Only resetRows() resets.
// The header comes from the subclass's column table (columnTable()).
template <class Row> class KeyedTableModel : public QAbstractTableModel
{
public:
    using QAbstractTableModel::QAbstractTableModel;

    int rowCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(rows_.size());
    }

    int columnCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(columnTable().size());
    }

    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override
    {
        if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
            return {};
        const KeyedColumn& column = columnTable()[static_cast<std::size_t>(section)];
        const char* context = metaObject()->className();
        switch (role) {
        case Qt::DisplayRole:
            return QCoreApplication::translate(context, column.title);
        case Qt::ToolTipRole:
            return column.toolTip ? QCoreApplication::translate(context, column.toolTip)
                                  : QVariant();
        case ColumnKindRole:
            return int(column.kind);
        case KnownValuesRole: {
            QStringList values = knownValues(section);
            return values.isEmpty() ? QVariant() : QVariant(values);
        }
        case WidestValueRole:
            return longestText(section);
        default:
            return {};
        }
    }

    // -1 when no row has that key.
    int rowOfKey(std::uint64_t key) const
    {
        for (std::size_t i = 0; i < rows_.size(); ++i)
            if (rows_[i].key == key)
                return static_cast<int>(i);
        return -1;
    }

protected:
    // What `column` shows for `row` (the DisplayRole); a cell is repainted
    // when this value changes.
    virtual QVariant cellValue(const Row& row, int column) const = 0;
    // The columns, in the order of the subclass's Column enum.
    virtual std::span<const KeyedColumn> columnTable() const = 0;
    // Every text a Label column can show (KnownValuesRole); none by default.
    virtual QStringList knownValues(int column) const
    {
        Q_UNUSED(column);
        return {};
    }

    const std::vector<Row>& rows() const { return rows_; }
    // The longest text `column` shows, for WidestValueRole.
    QString longestText(int column) const
    {
        QString longest;
        for (const Row& row : rows_)
            if (QString text = cellValue(row, column).toString(); text.size() > longest.size())
                longest = std::move(text);
        return longest;
    }
    // The row an index points at, or nullptr for an index of another model
    // or out of range.
    const Row* rowAt(const QModelIndex& index) const
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
            return nullptr;
        return &rows_[static_cast<std::size_t>(index.row())];
    }

    void resetRows(std::vector<Row> rows)
    {
        beginResetModel();
        rows_ = std::move(rows);
        endResetModel();
    }

    void updateRows(std::vector<Row> next)
    {
        std::unordered_map<std::uint64_t, std::size_t> target;
        target.reserve(next.size());
        for (std::size_t i = 0; i < next.size(); ++i)
            target.emplace(next[i].key, i);
        removeMissing(target);
        moveIntoOrder(target);
        insertNew(next);
        emitChangedCells(std::move(next));
    }

private:
    void removeMissing(const std::unordered_map<std::uint64_t, std::size_t>& target)
    {
        int last = static_cast<int>(rows_.size()) - 1;
        while (last >= 0) {
            if (target.contains(rows_[static_cast<std::size_t>(last)].key)) {
                --last;
                continue;
            }
            int first = last;
            while (first > 0 && !target.contains(rows_[static_cast<std::size_t>(first - 1)].key))
                --first;
            beginRemoveRows({}, first, last);
            rows_.erase(rows_.begin() + first, rows_.begin() + last + 1);
            endRemoveRows();
            last = first - 1;
        }
    }

    // Every remaining row is in `target`; put them in its relative order.
    void moveIntoOrder(const std::unordered_map<std::uint64_t, std::size_t>& target)
    {
        const std::size_t n = rows_.size();
        std::vector<std::size_t> rank(n);
        for (std::size_t i = 0; i < n; ++i)
            rank[i] = target.at(rows_[i].key);
        const std::vector<bool> stays = longestIncreasingRun(rank);
        std::vector<std::size_t> byRank(n); // current positions, in target order
        std::iota(byRank.begin(), byRank.end(), std::size_t{0});
        std::sort(byRank.begin(), byRank.end(),
                  [&](std::size_t a, std::size_t b) { return rank[a] < rank[b]; });
        std::vector<std::uint64_t> order(n);
        for (std::size_t k = 0; k < n; ++k)
            order[k] = rows_[byRank[k]].key;

        // In target order, each moving row goes right after its predecessor
        // there, which is already in place (it stayed or moved before it).
        for (std::size_t k = 0; k < n; ++k) {
            if (stays[byRank[k]])
                continue;
            const int from = rowOfKey(order[k]);
            const int to = k == 0 ? 0 : rowOfKey(order[k - 1]) + 1;
            if (to == from || to == from + 1)
                continue;
            beginMoveRows({}, from, from, {}, to);
            Row moving = std::move(rows_[static_cast<std::size_t>(from)]);
            rows_.erase(rows_.begin() + from);
            rows_.insert(rows_.begin() + (to > from ? to - 1 : to), std::move(moving));
            endMoveRows();
        }
    }

    // Marks the members of one longest strictly increasing subsequence.
    static std::vector<bool> longestIncreasingRun(const std::vector<std::size_t>& values)
    {
        const std::size_t n = values.size();
        std::vector<std::size_t> tails;          // index of the smallest tail per length
        std::vector<std::size_t> previous(n, n); // predecessor index in the run
        for (std::size_t i = 0; i < n; ++i) {
            const auto it = std::lower_bound(
                tails.begin(), tails.end(), values[i],
                [&](std::size_t index, std::size_t value) { return values[index] < value; });
            if (it != tails.begin())
                previous[i] = *(it - 1);
            if (it == tails.end())
                tails.push_back(i);
            else
                *it = i;
        }
        std::vector<bool> member(n, false);
        for (std::size_t i = tails.empty() ? n : tails.back(); i != n; i = previous[i])
            member[i] = true;
        return member;
    }

    // The kept rows are now in target order; add the new ones where they belong.
    void insertNew(const std::vector<Row>& next)
    {
        std::unordered_set<std::uint64_t> kept;
        for (const Row& row : rows_)
            kept.insert(row.key);
        std::size_t j = 0;
        while (j < next.size()) {
            if (kept.contains(next[j].key)) {
                ++j;
                continue;
            }
            std::size_t end = j + 1;
            while (end < next.size() && !kept.contains(next[end].key))
                ++end;
            beginInsertRows({}, static_cast<int>(j), static_cast<int>(end - 1));
            rows_.insert(rows_.begin() + static_cast<std::ptrdiff_t>(j),
                         next.begin() + static_cast<std::ptrdiff_t>(j),
                         next.begin() + static_cast<std::ptrdiff_t>(end));
            endInsertRows();
            j = end;
        }
    }

    void emitChangedCells(std::vector<Row> next)
    {
        const int columns = columnCount();
        // Per row, the changed column runs; vertically adjacent rows with the
        // same run share one dataChanged.
        std::vector<std::pair<int, int>> open; // runs of the previous row
        std::vector<int> openFrom;
        const auto flush = [&](int row) {
            for (std::size_t k = 0; k < open.size(); ++k)
                emit dataChanged(index(openFrom[k], open[k].first), index(row - 1, open[k].second));
            open.clear();
            openFrom.clear();
        };
        for (std::size_t r = 0; r < rows_.size(); ++r) {
            std::vector<std::pair<int, int>> runs;
            for (int c = 0; c < columns; ++c) {
                if (cellValue(rows_[r], c) == cellValue(next[r], c))
                    continue;
                if (!runs.empty() && runs.back().second == c - 1)
                    runs.back().second = c;
                else
                    runs.emplace_back(c, c);
            }
            rows_[r] = std::move(next[r]);
            if (runs == open)
                continue;
            const int row = static_cast<int>(r);
            flush(row);
            open = std::move(runs);
            openFrom.assign(open.size(), row);
        }
        flush(static_cast<int>(rows_.size()));
    }

    std::vector<Row> rows_;
};

} // namespace atlas
