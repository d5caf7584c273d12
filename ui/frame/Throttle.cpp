#include "frame/Throttle.h"

namespace atlas {

Throttle::Throttle(int intervalMs, std::function<void()> action, QObject* parent)
    : QObject(parent), action_(std::move(action)), intervalMs_(intervalMs)
{
    cooldown_.setObjectName(QStringLiteral("throttle"));
    cooldown_.setSingleShot(true);
    connect(&cooldown_, &QTimer::timeout, this, &Throttle::cooled);
}

void Throttle::request()
{
    if (cooldown_.isActive()) {
        pending_ = true;
        return;
    }
    cooldown_.start(intervalMs_);
    action_();
}

void Throttle::setGate(std::function<bool()> mayRunNow)
{
    gate_ = std::move(mayRunNow);
}

void Throttle::cooled()
{
    if (!pending_)
        return;
    if (gate_ && !gate_()) {
        cooldown_.start(0); // still pending: asked again in the next pass
        return;
    }
    pending_ = false;
    cooldown_.start(intervalMs_); // the next burst is throttled too
    action_();
}

} // namespace atlas
