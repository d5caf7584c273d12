#include "tables/ChangeFlashDelegate.h"

#include "frame/ThemeColors.h"
#include "views/CollectionTableModel.h"

#include <QHeaderView>
#include <QTableView>

namespace atlas {
namespace {

using Roles = CollectionTableModel::Role;

qulonglong sequenceOf(const QModelIndex& index)
{
    return index.data(Roles::LastChangedSequenceRole).toULongLong();
}

} // namespace

ChangeFlashDelegate::ChangeFlashDelegate(QTableView* view) : QStyledItemDelegate(view), view_(view)
{
    clock_.start();
    timer_.setObjectName(QStringLiteral("flashFrames"));
    timer_.setInterval(kFrameMs);
    connect(&timer_, &QTimer::timeout, this, &ChangeFlashDelegate::tick);
    view_->setItemDelegate(this);
    followModel();
}

void ChangeFlashDelegate::followModel()
{
    for (const auto& connection : modelConnections_)
        disconnect(connection);
    modelConnections_.clear();
    started_.clear();
    QAbstractItemModel* model = view_->model();
    if (!model)
        return;
    modelConnections_ = {
        connect(model, &QAbstractItemModel::dataChanged, this,
                [this](const QModelIndex& topLeft) { noteChange(topLeft); }),
        connect(model, &QAbstractItemModel::rowsInserted, this,
                [this, model](const QModelIndex& parent, int first) {
                    noteChange(model->index(first, 0, parent));
                }),
        connect(model, &QAbstractItemModel::modelReset, this, [this] { started_.clear(); }),
    };
}

void ChangeFlashDelegate::noteChange(const QModelIndex& index)
{
    const qulonglong sequence = sequenceOf(index);
    if (sequence == 0) // a model without change tracking, or a row loaded unchanged
        return;
    started_.try_emplace(sequence, clock_.elapsed());
    if (!timer_.isActive())
        timer_.start();
}

double ChangeFlashDelegate::strength(const QModelIndex& index) const
{
    if (started_.empty() || !index.data(Roles::RowChangedCellRole).toBool())
        return 0;
    const auto it = started_.find(sequenceOf(index));
    if (it == started_.end())
        return 0;
    const qint64 age = clock_.elapsed() - it->second;
    return age >= kFadeMs ? 0 : 1.0 - double(age) / kFadeMs;
}

void ChangeFlashDelegate::initStyleOption(QStyleOptionViewItem* option,
                                          const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const double s = strength(index);
    if (s <= 0)
        return;
    // Ease out so the cell stays clearly lit for most of the fade.
    QColor flash = ThemeColors::flash(option->palette);
    flash.setAlphaF(float(0.9 * (1 - (1 - s) * (1 - s))));
    option->backgroundBrush = flash;
}

void ChangeFlashDelegate::tick()
{
    const qint64 now = clock_.elapsed();
    QAbstractItemModel* model = view_->model();
    const int rows = model ? model->rowCount() : 0;
    // A view on a hidden tab paints nothing, and its geometry would make
    // every row look visible.
    if (rows > 0 && !started_.empty() && view_->isVisible()) {
        const int top = std::max(0, view_->rowAt(0));
        int bottom = view_->rowAt(view_->viewport()->height() - 1);
        if (bottom < 0)
            bottom = rows - 1;
        // Rows whose fade ends on this tick are repainted once more, clean.
        for (int row = top; row <= bottom; ++row)
            if (started_.contains(sequenceOf(model->index(row, 0))))
                view_->viewport()->update(0, view_->rowViewportPosition(row),
                                          view_->viewport()->width(), view_->rowHeight(row));
    }
    // Commit sequences grow with time, so the expired fades are at the
    // front: during a chaos run thousands are fading and a full scan per
    // frame would cost more than the paint.
    auto live = started_.begin();
    while (live != started_.end() && now - live->second >= kFadeMs)
        ++live;
    started_.erase(started_.begin(), live);
    if (started_.empty())
        timer_.stop();
}

} // namespace atlas
