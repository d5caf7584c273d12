#pragma once

#include "controls/CommandRunner.h"

#include <QWidget>

namespace atlas {

class ChaosRunner;
class ChaosSection;
class DatabaseSection;
class Lab;
class MessageLine;
class RelaySection;
class StrategySection;
class SubscriptionSection;
class WorldSection;

// The lab's knobs: handler strategies, outbox relay and provider, the
// subscription's retry policy and ack deadline, the seed, and chaos runs.
// Every change is a Lab command; each control's tooltip states the platform
// fact behind it. While a chaos run drives the lab, the other controls are
// disabled (and chaosRunningChanged tells the rest of the window to do so).
class ControlsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ControlsPanel(Lab& lab, QWidget* parent = nullptr);

    ChaosRunner* chaosRunner() const;
    MessageLine* messageLine() const { return messageLine_; }
    StrategySection* strategySection() const { return strategy_; }
    RelaySection* relaySection() const { return relay_; }
    SubscriptionSection* subscriptionSection() const { return subscription_; }
    WorldSection* worldSection() const { return world_; }
    ChaosSection* chaosSection() const { return chaos_; }
    DatabaseSection* databaseSection() const { return databases_; }

signals:
    void chaosRunningChanged(bool running);
    // A chaos slice changed the world without a command: views that follow
    // commandExecuted should refresh (DeliveryPanel::refresh, ...).
    void chaosProgressed();

private:
    MessageLine* messageLine_;
    CommandRunner run_;
    StrategySection* strategy_;
    RelaySection* relay_;
    SubscriptionSection* subscription_;
    WorldSection* world_;
    ChaosSection* chaos_;
    DatabaseSection* databases_;
};

} // namespace atlas
