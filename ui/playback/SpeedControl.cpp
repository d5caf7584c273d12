#include "playback/SpeedControl.h"

#include "playback/PlaybackController.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>

namespace atlas {

SpeedControl::SpeedControl(PlaybackController& playback, QWidget* parent) : QWidget(parent)
{
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setObjectName(QStringLiteral("speedSlider"));
    slider_->setRange(PlaybackController::kMinSpeed, PlaybackController::kMaxSpeed);
    slider_->setPageStep(5);
    slider_->setValue(playback.speed());
    slider_->setToolTip(tr("Play speed in deliveries per second ([ slower, ] faster)"));
    slider_->setAccessibleName(tr("Play speed"));
    auto* label = new QLabel(tr("Speed"), this);
    label->setBuddy(slider_);
    value_ = new QLabel(this);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 0, 6, 0);
    layout->addWidget(label);
    layout->addWidget(slider_);
    layout->addWidget(value_);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    fitToFont();

    connect(slider_, &QSlider::valueChanged, &playback, &PlaybackController::setSpeed);
    connect(&playback, &PlaybackController::speedChanged, this, &SpeedControl::showSpeed);
    showSpeed(playback.speed());
}

void SpeedControl::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitToFont();
}

void SpeedControl::fitToFont()
{
    slider_->setFixedWidth(fontMetrics().averageCharWidth() * 24);
    // Wide enough for the largest value, so the toolbar does not jump.
    value_->setMinimumWidth(fontMetrics().horizontalAdvance(tr("%1/s").arg(88)));
}

void SpeedControl::showSpeed(int deliveriesPerSecond)
{
    slider_->setValue(deliveriesPerSecond);
    value_->setText(tr("%1/s").arg(deliveriesPerSecond));
}

} // namespace atlas
