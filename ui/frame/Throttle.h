#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

namespace atlas {

// Runs an action at most once per interval: the first request runs it at
// once (a click shows its effect immediately), requests during the interval
// that follows fold into one run at its end (a burst of thousands of changes
// costs a few runs a second, and the last state is always shown).
class Throttle : public QObject
{
    Q_OBJECT
public:
    Throttle(int intervalMs, std::function<void()> action, QObject* parent);

    void request();
    bool isPending() const { return pending_; }
    // Asked before a folded run at the end of an interval: false puts it off
    // to the next pass through the event loop (PassGate::claimRedraw for a
    // refresh that takes milliseconds). A first request still runs at once.
    void setGate(std::function<bool()> mayRunNow);

private:
    void cooled();

    std::function<void()> action_;
    std::function<bool()> gate_;
    int intervalMs_;
    QTimer cooldown_;
    bool pending_ = false;
};

} // namespace atlas
