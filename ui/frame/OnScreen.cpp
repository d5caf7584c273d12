#include "frame/OnScreen.h"

#include <QDockWidget>
#include <QEvent>

namespace atlas {

OnScreen::OnScreen(QWidget* widget) : widget_(widget)
{
    widget_->installEventFilter(this);
}

bool OnScreen::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == widget_ && (event->type() == QEvent::Show || event->type() == QEvent::Hide)) {
        if (event->type() == QEvent::Show)
            findDock();
        update();
    }
    return QObject::eventFilter(watched, event);
}

void OnScreen::findDock()
{
    QDockWidget* dock = nullptr;
    for (QWidget* w = widget_->parentWidget(); w && !dock; w = w->parentWidget())
        dock = qobject_cast<QDockWidget*>(w);
    if (dock == dock_)
        return;
    if (dock_)
        disconnect(dock_, nullptr, this, nullptr);
    dock_ = dock;
    if (!dock_)
        return;
    // A dock behind a tab sits above and left of its window (QWidgetAnimator
    // moves it there); one in front has its geometry in the window.
    const QRect at = dock_->geometry();
    dockInView_ = at.right() >= 0 && at.bottom() >= 0;
    connect(dock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        dockInView_ = visible;
        update();
    });
}

void OnScreen::update()
{
    const bool onScreen = widget_->isVisible() && (!dock_ || dockInView_);
    if (onScreen == onScreen_)
        return;
    onScreen_ = onScreen;
    emit changed(onScreen_);
}

} // namespace atlas
