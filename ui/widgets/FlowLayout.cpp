#include "widgets/FlowLayout.h"

#include <QStyle>
#include <QWidget>

#include <algorithm>
#include <utility>

namespace atlas {

FlowLayout::FlowLayout(QWidget* parent) : QLayout(parent) {}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item)
{
    items_.append(item);
    invalidate();
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= items_.size())
        return nullptr;
    QLayoutItem* item = items_.takeAt(index);
    invalidate();
    return item;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    // As narrow as the widest item: everything else wraps.
    QSize size;
    for (const QLayoutItem* item : items_)
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // One line when there is room for it.
    int width = 0;
    int height = 0;
    const int gap = spacing() < 0 ? 4 : spacing();
    for (const QLayoutItem* item : items_) {
        if (item->isEmpty())
            continue;
        width += (width > 0 ? gap : 0) + item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins m = contentsMargins();
    return QSize(width + m.left() + m.right(), height + m.top() + m.bottom());
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect& rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int gap = spacing() < 0 ? 4 : spacing();
    int x = area.x();
    int y = area.y();
    int lineHeight = 0;
    // Items of one line share its height and are centred in it, so a label
    // lines up with the buttons beside it.
    QList<std::pair<QLayoutItem*, QRect>> line;
    const auto flush = [&] {
        if (apply)
            for (auto& [item, place] : line)
                item->setGeometry(place.translated(0, (lineHeight - place.height()) / 2));
        line.clear();
    };
    for (QLayoutItem* item : items_) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint().boundedTo(QSize(area.width(), QWIDGETSIZE_MAX));
        if (x > area.x() && x + hint.width() > area.right() + 1) {
            flush();
            x = area.x();
            y += lineHeight + gap;
            lineHeight = 0;
        }
        line.append({item, QRect(QPoint(x, y), hint)});
        x += hint.width() + gap;
        lineHeight = std::max(lineHeight, hint.height());
    }
    flush();
    const QMargins m = contentsMargins();
    return y + lineHeight - rect.y() + m.bottom();
}

} // namespace atlas
