#include "frame/DockTitleBar.h"

#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QToolButton>

namespace atlas {

DockTitleBar::DockTitleBar(QDockWidget* dock) : QWidget(dock)
{
    title_ = new QLabel(dock->windowTitle(), this);
    QFont bold;
    bold.setBold(true); // only the weight: the size still follows the application font
    title_->setFont(bold);
    connect(dock, &QDockWidget::windowTitleChanged, title_, &QLabel::setText);

    const auto button = [this](QStyle::StandardPixmap icon, const QString& tip) {
        auto* b = new QToolButton(this);
        b->setIcon(style()->standardIcon(icon));
        b->setToolTip(tip);
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::NoFocus); // View → Panels does this from the keyboard
        return b;
    };
    float_ = button(QStyle::SP_TitleBarNormalButton, tr("Float or dock this panel"));
    close_ = button(QStyle::SP_TitleBarCloseButton, tr("Hide this panel (View → Panels shows it)"));
    connect(float_, &QToolButton::clicked, dock,
            [dock] { dock->setFloating(!dock->isFloating()); });
    connect(close_, &QToolButton::clicked, dock, &QDockWidget::close);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 2, 2);
    layout->setSpacing(2);
    layout->addWidget(title_, 1);
    layout->addWidget(float_);
    layout->addWidget(close_);
    fitToFont();
}

QSize DockTitleBar::sizeHint() const
{
    return {QWidget::sizeHint().width(), title_->sizeHint().height() + 6};
}

void DockTitleBar::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitToFont();
}

void DockTitleBar::fitToFont()
{
    const int side = fontMetrics().height();
    for (QToolButton* b : {float_, close_})
        b->setIconSize(QSize(side, side));
    updateGeometry();
}

void DockTitleBar::paintEvent(QPaintEvent*)
{
    // A band in the button colour, so panel titles read as headers.
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Button));
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(rect().bottomLeft(), rect().bottomRight());
}

} // namespace atlas
