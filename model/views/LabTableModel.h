#pragma once

#include "KeyedTableModel.h"
#include "lab/Lab.h"

#include <cstdint>
#include <vector>

namespace atlas {

// A keyed table that shows a view of the lab (the delivery queue, the
// dead-letter topic, the attempts in flight): re-read and diffed after every
// command, read afresh when the world is rebuilt. The subclass says what the
// rows are (snapshot()) and loads them once it is built (reload()): a
// constructor here could not call the subclass's snapshot().
template <class Row> class LabTableModel : public KeyedTableModel<Row>
{
public:
    explicit LabTableModel(Lab& lab, QObject* parent = nullptr)
        : KeyedTableModel<Row>(parent), lab_(lab)
    {
        QObject::connect(&lab_, &Lab::commandExecuted, this, [this] { refresh(); });
        QObject::connect(&lab_, &Lab::worldRebuilt, this, [this] { reload(); });
    }

    // Re-reads the rows and applies the difference (also for changes made
    // outside a command, such as a chaos run's slices).
    void refresh() { this->updateRows(snapshot()); }
    // Re-reads everything from the current world.
    void reload() { this->resetRows(snapshot()); }

    // The key of the row at `row`; 0 when out of range.
    std::uint64_t keyAt(int row) const
    {
        return row >= 0 && row < this->rowCount() ? this->rows()[static_cast<std::size_t>(row)].key
                                                  : 0;
    }

protected:
    virtual std::vector<Row> snapshot() const = 0;

    Lab& lab_;
};

} // namespace atlas
