target_sources(atlaslab_model PRIVATE
    workflow/handler/FailureClass.h
    workflow/handler/HandlerError.h
    workflow/order/OrderState.h workflow/order/OrderState.cpp
    workflow/order/OrderStateMachine.h workflow/order/OrderStateMachine.cpp
    workflow/order/OrderEventType.h workflow/order/OrderEventType.cpp
    workflow/order/OrderEvent.h workflow/order/OrderEvent.cpp
    workflow/handler/HandlerStrategy.h workflow/handler/HandlerStrategy.cpp
    workflow/order/Transition.h
    workflow/handler/HandlerResult.h
    workflow/handler/ProcessOutcome.h
    workflow/handler/Decision.h workflow/handler/Decision.cpp
    workflow/transaction/StagedWriter.h
    workflow/WorkflowDocuments.h workflow/WorkflowDocuments.cpp
    workflow/order/RevenueCounter.h workflow/order/RevenueCounter.cpp
    workflow/order/PaymentKeys.h workflow/order/PaymentKeys.cpp
    workflow/order/OrderEffect.h workflow/order/OrderEffect.cpp
    workflow/transaction/TransactionRead.h
    workflow/transaction/AttemptTransactions.h
    workflow/transaction/ReadGuard.h
    workflow/transaction/LockWait.h
    workflow/transaction/TransactionRetry.h
    workflow/transaction/TransactionRunner.h workflow/transaction/TransactionRunner.cpp
    workflow/handler/OrderHandler.h workflow/handler/OrderHandler.cpp
    workflow/MarkerRetention.h workflow/MarkerRetention.cpp
    workflow/FirestoreEvent.h workflow/FirestoreEvent.cpp
    workflow/handler/InjectedFaults.h workflow/handler/InjectedFaults.cpp
    workflow/handler/AuditHandler.h workflow/handler/AuditHandler.cpp
    workflow/ParkedEvents.h workflow/ParkedEvents.cpp
    workflow/Workflow.h workflow/Workflow.cpp
)
