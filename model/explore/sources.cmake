target_sources(atlaslab_model PRIVATE
    explore/ExploreFault.h explore/ExploreFault.cpp
    explore/ExploreStep.h
    explore/ExploreOptions.h
    explore/ExploreResult.h
    explore/ExploreWorld.h explore/ExploreWorld.cpp
    explore/WorldFingerprint.h explore/WorldFingerprint.cpp
    explore/ExploreMoves.h explore/ExploreMoves.cpp
    explore/Explorer.h explore/Explorer.cpp
    explore/MatrixWorld.h explore/MatrixWorld.cpp
    explore/MatrixCell.h
    explore/CrashMatrix.h explore/CrashMatrix.cpp
    explore/TraceLesson.h explore/TraceLesson.cpp
)
