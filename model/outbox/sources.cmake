target_sources(atlaslab_model PRIVATE
    outbox/ProviderFault.h outbox/ProviderFault.cpp
    outbox/RelayFault.h outbox/RelayFault.cpp
    outbox/RelayStrategy.h outbox/RelayStrategy.cpp
    outbox/EmailRequest.h
    outbox/SendResult.h
    outbox/EmailProvider.h outbox/EmailProvider.cpp
    outbox/OutboxRecord.h outbox/OutboxRecord.cpp
    outbox/RelayStep.h outbox/RelayStep.cpp
    outbox/RelayReport.h
    outbox/OutboxRelay.h outbox/OutboxRelay.cpp
    outbox/ReceiptFinding.h outbox/ReceiptFinding.cpp
    outbox/ReconciliationReport.h outbox/ReconciliationReport.cpp
    outbox/Reconciliation.h outbox/Reconciliation.cpp
    outbox/ReconciliationIndex.h outbox/ReconciliationIndex.cpp
    outbox/ReceiptRepair.h outbox/ReceiptRepair.cpp
)
