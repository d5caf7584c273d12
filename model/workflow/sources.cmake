target_sources(atlaslab_model PRIVATE
    workflow/FailureClass.h
    workflow/HandlerError.h
    workflow/OrderState.h workflow/OrderState.cpp
    workflow/OrderStateMachine.h workflow/OrderStateMachine.cpp
    workflow/OrderEventType.h workflow/OrderEventType.cpp
    workflow/OrderEvent.h workflow/OrderEvent.cpp
    workflow/HandlerStrategy.h workflow/HandlerStrategy.cpp
    workflow/Transition.h
    workflow/HandlerResult.h
    workflow/ProcessOutcome.h
    workflow/Decision.h workflow/Decision.cpp
    workflow/StagedWriter.h
    workflow/WorkflowDocuments.h workflow/WorkflowDocuments.cpp
    workflow/RevenueCounter.h workflow/RevenueCounter.cpp
    workflow/PaymentKeys.h workflow/PaymentKeys.cpp
    workflow/OrderEffect.h workflow/OrderEffect.cpp
    workflow/TransactionRead.h
    workflow/AttemptTransactions.h
    workflow/ReadGuard.h
    workflow/LockWait.h
    workflow/TransactionRetry.h
    workflow/TransactionRunner.h workflow/TransactionRunner.cpp
    workflow/OrderHandler.h workflow/OrderHandler.cpp
    workflow/MarkerRetention.h workflow/MarkerRetention.cpp
    workflow/FirestoreEvent.h workflow/FirestoreEvent.cpp
    workflow/InjectedFaults.h workflow/InjectedFaults.cpp
    workflow/AuditHandler.h workflow/AuditHandler.cpp
    workflow/ParkedEvents.h workflow/ParkedEvents.cpp
    workflow/Workflow.h workflow/Workflow.cpp
)
