#include "tables/LabTableView.h"

#include "tables/ColumnFitter.h"

#include <QEvent>
#include <QHeaderView>

namespace atlas {

LabTableView::LabTableView(QWidget* parent) : QTableView(parent), fitter_(new ColumnFitter(this))
{
    setSelectionBehavior(SelectRows);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setTextElideMode(Qt::ElideMiddle);
    setTabKeyNavigation(false);
    setShowGrid(false);
    setHorizontalScrollMode(ScrollPerPixel);
    verticalHeader()->hide();
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    fitRowsToFont();
}

void LabTableView::setColumnChars(int column, int chars)
{
    fitter_->setColumnChars(column, chars);
}

void LabTableView::keepColumnHidden(int column)
{
    hiddenColumns_.insert(column);
    hideColumns();
}

void LabTableView::setModel(QAbstractItemModel* model)
{
    QTableView::setModel(model);
    disconnect(modelReset_);
    disconnect(columnsInserted_);
    if (model) {
        // The header forgets hidden sections when the columns come and go (a
        // proxy whose source is swapped, a reset model).
        modelReset_ =
            connect(model, &QAbstractItemModel::modelReset, this, &LabTableView::hideColumns);
        columnsInserted_ =
            connect(model, &QAbstractItemModel::columnsInserted, this, &LabTableView::hideColumns);
    }
    fitter_->followModel();
}

void LabTableView::hideColumns()
{
    for (const int column : hiddenColumns_)
        hideColumn(column);
}

void LabTableView::changeEvent(QEvent* event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitRowsToFont();
}

void LabTableView::fitRowsToFont()
{
    const QFontMetrics metrics = fontMetrics();
    // QHeaderView sizes rows from the style once; without this, a larger
    // font would be clipped in rows sized for the old one.
    verticalHeader()->setMinimumSectionSize(metrics.height());
    verticalHeader()->setDefaultSectionSize(metrics.height() * 3 / 2);
    horizontalHeader()->setMinimumSectionSize(metrics.averageCharWidth() * 4);
}

} // namespace atlas
