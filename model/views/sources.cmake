target_sources(atlaslab_model PRIVATE
    views/ColumnSpec.h
    views/CollectionTableModel.h views/CollectionTableModel.cpp
    # Delivery queue and dead-letter topic tables (h-ui-controls)
    views/KeyedTableModel.h
    views/DeliveryQueueModel.h views/DeliveryQueueModel.cpp
    views/DeadLetterTopicModel.h views/DeadLetterTopicModel.cpp
)
