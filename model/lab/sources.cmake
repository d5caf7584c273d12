target_sources(atlaslab_model PRIVATE
    lab/Rng.h lab/Rng.cpp
    lab/timeline/JournalEntry.h lab/timeline/JournalEntry.cpp
    lab/timeline/JournalData.h
    lab/timeline/Journal.h lab/timeline/Journal.cpp
    lab/commands/LabCommand.h
    lab/commands/LabError.h
    lab/commands/LabArgs.h lab/commands/LabArgs.cpp
    lab/commands/LabVocabulary.h
    lab/monitor/InvariantVerdict.h
    lab/monitor/InvariantMonitor.h lab/monitor/InvariantMonitor.cpp
    lab/monitor/MetricsSnapshot.h lab/monitor/MetricsSnapshot.cpp
    lab/monitor/MetricsCollector.h lab/monitor/MetricsCollector.cpp
    lab/monitor/MetricsHistory.h lab/monitor/MetricsHistory.cpp
    lab/chaos/ChaosConfig.h lab/chaos/ChaosConfig.cpp
    lab/chaos/ChaosEvents.h lab/chaos/ChaosEvents.cpp
    lab/chaos/ChaosRun.h lab/chaos/ChaosRun.cpp
    lab/chaos/ConsumerFaults.h lab/chaos/ConsumerFaults.cpp
    lab/inflight/HandlerDurations.h lab/inflight/HandlerDurations.cpp
    lab/inflight/InFlightAttempt.h
    lab/inflight/InFlightAttempts.h lab/inflight/InFlightAttempts.cpp
    lab/inflight/TtlPolicy.h
    lab/inflight/TtlSweeper.h lab/inflight/TtlSweeper.cpp
    lab/DocumentTrigger.h lab/DocumentTrigger.cpp
    lab/LabWorld.h
    lab/timeline/TimelineBranch.h
    lab/timeline/Timeline.h lab/timeline/Timeline.cpp
    lab/Lab.h lab/Lab.cpp lab/LabRuntime.cpp lab/inflight/LabInFlight.cpp lab/commands/LabCommands.cpp
    lab/commands/LabDeadLetterCommands.cpp
    lab/LabDatabases.cpp
    lab/LabClone.cpp
    lab/commands/LabRepairCommands.cpp
    lab/commands/LabSagaCommands.cpp
    lab/commands/LabRulesCommands.cpp
)
