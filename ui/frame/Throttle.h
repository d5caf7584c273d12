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

private:
    void cooled();

    std::function<void()> action_;
    QTimer cooldown_;
    bool pending_ = false;
};

} // namespace atlas
