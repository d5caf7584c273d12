target_sources(atlaslab_model PRIVATE
    lab/Rng.h lab/Rng.cpp
    lab/JournalEntry.h lab/JournalEntry.cpp
    lab/Journal.h lab/Journal.cpp
    lab/LabCommand.h
    lab/LabError.h
    lab/LabArgs.h lab/LabArgs.cpp
    lab/LabVocabulary.h
    lab/InvariantVerdict.h
    lab/InvariantMonitor.h lab/InvariantMonitor.cpp
    lab/MetricsSnapshot.h lab/MetricsSnapshot.cpp
    lab/MetricsCollector.h lab/MetricsCollector.cpp
    lab/MetricsHistory.h lab/MetricsHistory.cpp
    lab/ChaosConfig.h lab/ChaosConfig.cpp
    lab/ChaosEvents.h lab/ChaosEvents.cpp
    lab/ChaosRun.h lab/ChaosRun.cpp
    lab/ConsumerFaults.h lab/ConsumerFaults.cpp
    lab/HandlerDurations.h lab/HandlerDurations.cpp
    lab/InFlightAttempt.h
    lab/InFlightAttempts.h lab/InFlightAttempts.cpp
    lab/TtlPolicy.h
    lab/TtlSweeper.h lab/TtlSweeper.cpp
    lab/DocumentTrigger.h lab/DocumentTrigger.cpp
    lab/LabWorld.h
    lab/TimelineBranch.h
    lab/Timeline.h lab/Timeline.cpp
    lab/CommandGate.h lab/CommandGate.cpp
    lab/Lab.h lab/Lab.cpp lab/LabRuntime.cpp lab/LabInFlight.cpp lab/LabCommands.cpp
    lab/LabDeadLetterCommands.cpp
    lab/LabDatabases.cpp
    lab/LabRepairCommands.cpp
    lab/LabSagaCommands.cpp
    lab/LabRulesCommands.cpp
)
