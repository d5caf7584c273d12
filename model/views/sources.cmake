target_sources(atlaslab_model PRIVATE
    views/ColumnSpec.h
    views/ColumnKind.h
    views/KnownValues.h views/KnownValues.cpp
    views/CollectionTableModel.h views/CollectionTableModel.cpp
    views/CollectionTableModelCommits.cpp
    views/CollectionTableModelCoalescing.cpp
    views/SlotIndex.h views/SlotIndex.cpp
    views/SortKey.h views/SortKey.cpp
    views/OutcomeCategory.h views/OutcomeCategory.cpp
    views/JournalDocuments.h views/JournalDocuments.cpp
    views/JournalModel.h views/JournalModel.cpp
    views/JournalFilterModel.h views/JournalFilterModel.cpp
    views/KeyedTableModel.h
    views/LabTableModel.h
    views/DeliveryQueueModel.h views/DeliveryQueueModel.cpp
    views/DeadLetterTopicModel.h views/DeadLetterTopicModel.cpp
    views/ReconciliationModel.h views/ReconciliationModel.cpp
    views/InFlightModel.h views/InFlightModel.cpp
)
