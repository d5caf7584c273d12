#pragma once

#include "lab/commands/LabCommand.h"
#include "store/json/Json.h"

#include <QColor>
#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class QAction;

namespace atlas {

class Lab;

// The lab's tape deck: step (deliver the next due event), step back, reset,
// advance the clock, and play, which keeps delivering at a chosen number of
// deliveries per second while the queue has work. Every action runs a Lab
// command; a refused command becomes a message, never an exception.
class PlaybackController : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMinSpeed = 1;
    static constexpr int kMaxSpeed = 20;

    explicit PlaybackController(Lab& lab, QObject* parent = nullptr);

    QAction* resetAction() const { return reset_; }
    QAction* stepBackAction() const { return stepBack_; }
    QAction* stepForwardAction() const { return stepForward_; }
    QAction* stepAction() const { return step_; }
    QAction* playAction() const { return play_; }
    QAction* advanceClockAction() const { return advanceClock_; }
    QAction* fasterAction() const { return faster_; }
    QAction* slowerAction() const { return slower_; }

    // Redraws the action icons in this colour (the palette's button text).
    void setIconColor(const QColor& color);

    // While a lesson scenario is on screen the same keys and buttons drive
    // it instead (a clicker's Page Down steps the scenario, not the lab).
    struct Driver
    {
        std::function<void()> step;
        std::function<void()> stepBack;
        std::function<void()> togglePlay;
    };
    void setDriver(std::optional<Driver> driver) { driver_ = std::move(driver); }
    bool hasDriver() const { return driver_.has_value(); }

    int speed() const { return speed_; }
    bool isPlaying() const { return timer_.isActive(); }

public slots:
    void setSpeed(int deliveriesPerSecond);
    void setPlaying(bool playing);
    // False when nothing was delivered (empty queue, refused command).
    bool step();
    void stepBack();
    // Redoes the next command step back undid (the current branch's future).
    void stepForward();
    // Step back at the start of a reset world brings back the world before
    // the reset, so Reset needs no confirmation.
    void reset();
    // Another session replaced the world: the world before a reset is gone.
    void forgetUndoReset();
    void advanceClock();

signals:
    void speedChanged(int deliveriesPerSecond);
    void playingChanged(bool playing);
    // A sentence for the status bar: a refused command, or why play stopped.
    void message(const QString& text);

private:
    std::optional<Driver> driver_;
    void createActions();
    bool run(const std::string& command, const Json& args = Json::object());
    void playOne();
    bool queueEmpty() const;

    Lab& lab_;
    QTimer timer_;
    int speed_ = 2;
    QColor iconColor_;
    QAction* reset_ = nullptr;
    QAction* stepBack_ = nullptr;
    QAction* stepForward_ = nullptr;
    QAction* step_ = nullptr;
    QAction* play_ = nullptr;
    QAction* advanceClock_ = nullptr;
    QAction* faster_ = nullptr;
    QAction* slower_ = nullptr;
    // The branch and position a reset left, which step back returns to.
    std::optional<std::pair<std::uint64_t, std::size_t>> beforeReset_;
};

} // namespace atlas
