#include "tables/LabTableView.h"

#include <QEvent>
#include <QHeaderView>

namespace atlas {

LabTableView::LabTableView(QWidget* parent) : QTableView(parent)
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
    fitToFont();
}

void LabTableView::setMaxColumnChars(int chars)
{
    maxColumnChars_ = chars;
    fitToFont();
}

void LabTableView::setColumnChars(int column, int chars)
{
    columnChars_[column] = chars;
    applyColumnLayout();
}

void LabTableView::keepColumnHidden(int column)
{
    hiddenColumns_.insert(column);
    applyColumnLayout();
}

void LabTableView::setModel(QAbstractItemModel* model)
{
    QTableView::setModel(model);
    disconnect(modelReset_);
    disconnect(columnsInserted_);
    if (!model)
        return;
    // The header forgets sizes and hidden sections when the columns come and
    // go (a proxy whose source is swapped, a reset model).
    modelReset_ =
        connect(model, &QAbstractItemModel::modelReset, this, &LabTableView::applyColumnLayout);
    columnsInserted_ = connect(model, &QAbstractItemModel::columnsInserted, this,
                               &LabTableView::applyColumnLayout);
}

void LabTableView::applyColumnLayout()
{
    const int ch = fontMetrics().averageCharWidth();
    for (const auto& [column, chars] : columnChars_)
        setColumnWidth(column, ch * chars);
    for (const int column : hiddenColumns_)
        hideColumn(column);
}

void LabTableView::changeEvent(QEvent* event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitToFont();
}

void LabTableView::fitToFont()
{
    const QFontMetrics metrics = fontMetrics();
    // QHeaderView sizes rows from the style once; without this, a larger
    // font would be clipped in rows sized for the old one.
    verticalHeader()->setMinimumSectionSize(metrics.height());
    verticalHeader()->setDefaultSectionSize(metrics.height() * 3 / 2);
    constexpr int kHeaderLimit = (1 << 20) - 1; // QHeaderView ignores anything larger
    horizontalHeader()->setMaximumSectionSize(
        maxColumnChars_ > 0 ? metrics.averageCharWidth() * maxColumnChars_ : kHeaderLimit);
    applyColumnLayout();
    horizontalHeader()->setMinimumSectionSize(metrics.averageCharWidth() * 4);
}

} // namespace atlas
