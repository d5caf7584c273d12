target_sources(atlaslab_model PRIVATE
    session/SessionError.h
    session/SessionLimits.h
    session/SessionFile.h session/SessionFile.cpp session/SessionFileWrites.cpp
    session/SessionFileSql.h
    session/SessionTimeline.h session/SessionTimeline.cpp
    session/SessionRecorder.h session/SessionRecorder.cpp
    session/SessionWriteBehind.h session/SessionWriteBehind.cpp
    session/SessionReport.h session/SessionReport.cpp
    session/SessionReplay.h session/SessionReplay.cpp
    session/JournalExport.h session/JournalExport.cpp
    session/OutputFile.h session/OutputFile.cpp
)
