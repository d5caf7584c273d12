target_sources(atlaslab_model PRIVATE
    delivery/EventFormatError.h
    delivery/CloudEvent.h delivery/CloudEvent.cpp
    delivery/Fault.h delivery/Fault.cpp
    delivery/SimulatedCrash.h delivery/SimulatedCrash.cpp
    delivery/JsonDescription.h delivery/JsonDescription.cpp
    delivery/DurationText.h delivery/DurationText.cpp
    delivery/RetryMode.h delivery/RetryMode.cpp
    delivery/Backoff.h
    delivery/RetryPolicy.h delivery/RetryPolicy.cpp
    delivery/Delivery.h delivery/Delivery.cpp
    delivery/MessageStatus.h delivery/MessageStatus.cpp
    delivery/PackedEvent.h delivery/PackedEvent.cpp
    delivery/Message.h
    delivery/RedriveRecord.h
    delivery/RedriveCandidate.h
    delivery/DeadLetterEntry.h delivery/DeadLetterEntry.cpp
    delivery/AwaitingAck.h
    delivery/ChannelEvent.h delivery/ChannelEvent.cpp
    delivery/ChannelCounters.h
    delivery/ChannelDetail.h delivery/ChannelDetail.cpp
    delivery/DeliveryChannel.h delivery/DeliveryChannel.cpp
    delivery/DeliveryChannelQueueEdits.cpp delivery/DeliveryChannelRedrive.cpp
)
