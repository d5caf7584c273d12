# The controls panel: world, strategies, subscription, relay and the chaos runner.
target_sources(atlaslab_ui PRIVATE
    controls/ControlsPanel.h controls/ControlsPanel.cpp
    controls/ControlSection.h controls/ControlSection.cpp
    controls/ChaosSection.h controls/ChaosSection.cpp
    controls/ChaosRunner.h controls/ChaosRunner.cpp
    controls/CommandRunner.h controls/CommandRunner.cpp
    controls/DatabaseSection.h controls/DatabaseSection.cpp
    controls/Availability.h controls/Availability.cpp
    controls/RelaySection.h controls/RelaySection.cpp
    controls/StrategySection.h controls/StrategySection.cpp
    controls/SubscriptionSection.h controls/SubscriptionSection.cpp
    controls/WorldSection.h controls/WorldSection.cpp
)
