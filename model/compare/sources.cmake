target_sources(atlaslab_model PRIVATE
    compare/DocumentDiff.h
    compare/CollectionDiff.h
    compare/WorldDiff.h compare/WorldDiff.cpp
    compare/SideOutcome.h
    compare/CompareOutcome.h
    compare/CompareSession.h compare/CompareSession.cpp
    compare/CompareStepResult.h
    compare/ComparePlayer.h compare/ComparePlayer.cpp
)
