#include "widgets/LayoutBoundary.h"

#include <QEvent>

namespace atlas {

LayoutBoundary::LayoutBoundary(QWidget* content, QWidget* parent)
    : QWidget(parent), content_(content)
{
    content_->setParent(this);
    setSizePolicy(content_->sizePolicy());
    minimum_ = content_->minimumSizeHint();
}

QSize LayoutBoundary::sizeHint() const
{
    return content_->sizeHint();
}

QSize LayoutBoundary::minimumSizeHint() const
{
    return content_->minimumSizeHint().expandedTo(content_->minimumSize());
}

bool LayoutBoundary::event(QEvent* event)
{
    // With no layout of its own, this widget is told of its content's
    // geometry changes by this event alone.
    if (event->type() == QEvent::LayoutRequest) {
        if (const QSize minimum = minimumSizeHint(); minimum != minimum_) {
            minimum_ = minimum;
            updateGeometry();
        }
        return true;
    }
    return QWidget::event(event);
}

void LayoutBoundary::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    content_->setGeometry(rect());
}

} // namespace atlas
