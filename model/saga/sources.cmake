target_sources(atlaslab_model PRIVATE
    saga/SagaState.h saga/SagaState.cpp
    saga/SagaEventType.h saga/SagaEventType.cpp
    saga/SagaStep.h
    saga/SagaStateMachine.h saga/SagaStateMachine.cpp
    saga/SagaDocuments.h saga/SagaDocuments.cpp
    saga/SagaHandler.h saga/SagaHandler.cpp
    saga/SagaTimeouts.h saga/SagaTimeouts.cpp
)
