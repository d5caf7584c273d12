target_sources(atlaslab_model PRIVATE
    delivery/EventFormatError.h
    delivery/CloudEvent.h delivery/CloudEvent.cpp
    delivery/Fault.h delivery/Fault.cpp
    delivery/SimulatedCrash.h
)
