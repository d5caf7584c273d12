# The deliveries panel: the queue, its actions, the dead-letter topic, parked events, the event composer.
target_sources(atlaslab_ui PRIVATE
    deliveries/DeliveryPanel.h deliveries/DeliveryPanel.cpp
    deliveries/DeliveryActions.h deliveries/DeliveryActions.cpp
    deliveries/DeliveryQueueDelegate.h deliveries/DeliveryQueueDelegate.cpp
    deliveries/EventComposer.h deliveries/EventComposer.cpp
    deliveries/EventTemplates.h deliveries/EventTemplates.cpp
    deliveries/EventTextCheck.h deliveries/EventTextCheck.cpp
    deliveries/ParkedEventsView.h deliveries/ParkedEventsView.cpp
    deliveries/MessageLine.h deliveries/MessageLine.cpp
    deliveries/OfflineBanner.h deliveries/OfflineBanner.cpp
)
