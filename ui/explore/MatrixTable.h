#pragma once

#include "explore/MatrixCell.h"

#include <QTableWidget>

#include <vector>

namespace atlas {

// The crash-point matrix as a grid: a row per strategy, a column per fault
// point, each cell "order / email" in words and tinted by its worst outcome
// (a red cell's text says DUPLICATED or LOST, so the colour is never the only
// sign). Activating a cell asks for its trace.
class MatrixTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit MatrixTable(QWidget* parent = nullptr);

    void showCells(const std::vector<MatrixCell>& cells);
    // The cell shown at (row, column), or null before the matrix is filled.
    const MatrixCell* cellAt(int row, int column) const;

signals:
    void cellChosen(int index); // into the cells last shown

protected:
    void changeEvent(QEvent* event) override;

private:
    void paintCells();

    std::vector<MatrixCell> cells_;
};

} // namespace atlas
