#include "tables/ColumnFitter.h"

#include <QEvent>
#include <QHeaderView>
#include <QScopedValueRollback>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTableView>

#include <algorithm>

namespace atlas {

ColumnFitter::ColumnFitter(QTableView* view)
    : QObject(view), view_(view), viewport_(view->viewport())
{
    view_->installEventFilter(this);
    viewport_->installEventFilter(this);
    // Filling is this fitter's job; the header's own stretch would fight it.
    view_->horizontalHeader()->setStretchLastSection(false);
    view_->horizontalHeader()->setResizeContentsPrecision(kFitRows);
    connect(view_->horizontalHeader(), &QHeaderView::sectionResized, this,
            [this](int column, int, int newSize) { onSectionResized(column, newSize); });
    followModel();
}

void ColumnFitter::setFitContents(bool on)
{
    fitContents_ = on;
    requestRefit();
}

void ColumnFitter::setColumnChars(int column, int chars)
{
    chars_[column] = chars;
    requestRefit();
}

void ColumnFitter::setFillColumn(int column)
{
    fillColumn_ = column;
    requestRefit();
}

int ColumnFitter::requiredWidth(int column) const
{
    return column >= 0 && column < int(required_.size()) ? required_[std::size_t(column)] : 0;
}

void ColumnFitter::followModel()
{
    for (const auto& connection : modelConnections_)
        disconnect(connection);
    modelConnections_.clear();
    QAbstractItemModel* model = view_->model();
    if (model) {
        // The header has handled a reset by now (it connected first) and
        // forgotten every width; the values are all there to measure.
        modelConnections_.push_back(
            connect(model, &QAbstractItemModel::modelReset, this, &ColumnFitter::refit));
        // A new column arrives before the values of the commit that made it.
        for (const auto signal :
             {&QAbstractItemModel::columnsInserted, &QAbstractItemModel::columnsRemoved})
            modelConnections_.push_back(connect(model, signal, this, &ColumnFitter::requestRefit));
        // A refresh can come as many signals; the figures are measured once.
        modelConnections_.push_back(
            connect(model, &QAbstractItemModel::rowsInserted, this, &ColumnFitter::requestWiden));
        modelConnections_.push_back(
            connect(model, &QAbstractItemModel::dataChanged, this, &ColumnFitter::requestWiden));
    }
    requestRefit();
}

void ColumnFitter::requestRefit()
{
    if (refitPending_)
        return;
    refitPending_ = true;
    QMetaObject::invokeMethod(this, &ColumnFitter::refitIfShown, Qt::QueuedConnection);
}

// A table behind another tab waits until it is shown: a chaos run's first
// batch gives every live table new columns at once, and fitting all of them
// in one pass held the window for 40 ms.
void ColumnFitter::refitIfShown()
{
    if (view_->isVisible()) {
        refit();
        return;
    }
    refitPending_ = false;
    refitOnShow_ = true;
}

bool ColumnFitter::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == view_ &&
        (event->type() == QEvent::FontChange || event->type() == QEvent::ApplicationFontChange))
        requestRefit(); // after the header has taken the new font too
    else if (watched == view_ && event->type() == QEvent::Show && refitOnShow_)
        refit(); // before the first paint, which then shows the fitted columns
    else if (watched == viewport_ && event->type() == QEvent::Resize)
        fill();
    return QObject::eventFilter(watched, event);
}

ColumnKind ColumnFitter::kind(int column) const
{
    const QVariant kind = view_->model()->headerData(column, Qt::Horizontal, ColumnKindRole);
    return kind.isValid() ? ColumnKind(kind.toInt()) : ColumnKind::Text;
}

int ColumnFitter::cellWidth(const QString& text) const
{
    // What the item delegate asks of the style for this text, in bold: the
    // lab's delegates set states and outcomes in bold.
    QStyleOptionViewItem option;
    option.initFrom(view_);
    option.widget = view_;
    option.font = view_->font();
    option.font.setBold(true);
    option.fontMetrics = QFontMetrics(option.font);
    option.features = QStyleOptionViewItem::HasDisplay;
    option.text = text;
    const int width =
        view_->style()->sizeFromContents(QStyle::CT_ItemViewItem, &option, QSize(), view_).width();
    return width + (view_->showGrid() ? 1 : 0);
}

int ColumnFitter::figureWidth(int column) const
{
    return cellWidth(
        view_->model()->headerData(column, Qt::Horizontal, WidestValueRole).toString());
}

void ColumnFitter::refit()
{
    refitPending_ = false;
    refitOnShow_ = false;
    const QAbstractItemModel* model = view_->model();
    if (!model)
        return;
    QHeaderView* header = view_->horizontalHeader();
    const int columns = model->columnCount();
    const int ch = view_->fontMetrics().averageCharWidth();
    // Scroll bars coming and going resize the viewport meanwhile: filling
    // waits until every column has its width.
    refitting_ = true;
    if (filled_ >= 0 && filled_ < columns)
        header->resizeSection(filled_, fillFloor_);
    filled_ = -1;
    if (fitContents_) {
        view_->resizeColumnsToContents();
        for (int column = 0; column < columns; ++column)
            if (header->sectionSize(column) > ch * kMaxContentChars)
                header->resizeSection(column, ch * kMaxContentChars);
    }
    required_.assign(std::size_t(columns), 0);
    figures_.clear();
    for (int column = 0; column < columns; ++column) {
        int required = 0;
        switch (kind(column)) {
        case ColumnKind::Label:
            required = header->sectionSizeHint(column);
            for (const QString& value :
                 model->headerData(column, Qt::Horizontal, KnownValuesRole).toStringList())
                required = std::max(required, cellWidth(value));
            break;
        case ColumnKind::Figure:
            figures_.push_back(column);
            required = std::max(header->sectionSizeHint(column), figureWidth(column));
            break;
        case ColumnKind::Text:
        case ColumnKind::Key:
            break;
        }
        required_[std::size_t(column)] = required;
        int width = required;
        if (const auto it = chars_.find(column); it != chars_.end())
            width = std::max(width, ch * it->second);
        else if (fitContents_ || required == 0)
            width = std::max(width, header->sectionSize(column));
        header->resizeSection(column, width);
    }
    refitting_ = false;
    fill();
}

void ColumnFitter::requestWiden()
{
    if (widenPending_ || figures_.empty())
        return;
    widenPending_ = true;
    QMetaObject::invokeMethod(this, &ColumnFitter::widenFigures, Qt::QueuedConnection);
}

void ColumnFitter::widenFigures()
{
    widenPending_ = false;
    if (figures_.empty() || !view_->model())
        return;
    for (const int column : figures_) {
        int& required = required_[std::size_t(column)];
        required = std::max(required, figureWidth(column));
        if (view_->horizontalHeader()->sectionSize(column) < required)
            resize(column, required);
    }
    fill();
}

void ColumnFitter::onSectionResized(int column, int newSize)
{
    if (refitting_ || resizing_)
        return;
    if (newSize < requiredWidth(column)) { // dragged too narrow: as narrow as it may be
        resize(column, requiredWidth(column));
        return;
    }
    if (column == filled_)
        fillFloor_ = newSize; // someone else sized it: that is its own width now
    fill();
}

int ColumnFitter::fillTarget() const
{
    if (fillColumn_ != kLastColumn)
        return fillColumn_;
    const QHeaderView* header = view_->horizontalHeader();
    for (int visual = header->count() - 1; visual >= 0; --visual)
        if (const int column = header->logicalIndex(visual); !header->isSectionHidden(column))
            return column;
    return -1;
}

void ColumnFitter::fill()
{
    if (refitting_)
        return;
    QHeaderView* header = view_->horizontalHeader();
    const int column = fillTarget();
    if (column != filled_) {
        if (filled_ >= 0 && filled_ < header->count())
            resize(filled_, fillFloor_);
        filled_ = column;
        if (column >= 0)
            fillFloor_ = header->sectionSize(column);
    }
    if (column < 0 || column >= header->count() || header->isSectionHidden(column))
        return;
    const int others = header->length() - header->sectionSize(column);
    resize(column, std::max(fillFloor_, view_->viewport()->width() - others));
}

void ColumnFitter::resize(int column, int width)
{
    QHeaderView* header = view_->horizontalHeader();
    if (header->sectionSize(column) == width)
        return;
    const QScopedValueRollback resizing(resizing_, true);
    header->resizeSection(column, width);
}

} // namespace atlas
