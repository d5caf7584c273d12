#include "frame/Throttle.h"

namespace atlas {

Throttle::Throttle(int intervalMs, std::function<void()> action, QObject* parent)
    : QObject(parent), action_(std::move(action))
{
    cooldown_.setObjectName(QStringLiteral("throttle"));
    cooldown_.setSingleShot(true);
    cooldown_.setInterval(intervalMs);
    connect(&cooldown_, &QTimer::timeout, this, &Throttle::cooled);
}

void Throttle::request()
{
    if (cooldown_.isActive()) {
        pending_ = true;
        return;
    }
    cooldown_.start();
    action_();
}

void Throttle::cooled()
{
    if (!pending_)
        return;
    pending_ = false;
    cooldown_.start(); // the next burst is throttled too
    action_();
}

} // namespace atlas
