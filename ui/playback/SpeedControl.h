#pragma once

#include <QWidget>

class QLabel;
class QSlider;

namespace atlas {

class PlaybackController;

// The play speed for the toolbar: a slider in deliveries per second, kept in
// step with the controller (and its [ and ] shortcuts).
class SpeedControl : public QWidget
{
    Q_OBJECT
public:
    SpeedControl(PlaybackController& playback, QWidget* parent = nullptr);

    QSlider* slider() const { return slider_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void fitToFont();
    void showSpeed(int deliveriesPerSecond);

    QSlider* slider_ = nullptr;
    QLabel* value_ = nullptr;
};

} // namespace atlas
