target_sources(atlaslab_model PRIVATE
    exercise/InvariantRule.h
    exercise/OutcomeRule.h
    exercise/CostRule.h exercise/CostRule.cpp
    exercise/ExerciseGrading.h exercise/ExerciseGrading.cpp
    exercise/Exercise.h exercise/Exercise.cpp
    exercise/ExerciseReader.h exercise/ExerciseReader.cpp
    exercise/GradeItem.h exercise/GradeItem.cpp
    exercise/Grade.h exercise/Grade.cpp
    exercise/CostMeter.h exercise/CostMeter.cpp
    exercise/ExerciseGrader.h exercise/ExerciseGrader.cpp
    exercise/ExerciseRun.h exercise/ExerciseRun.cpp
    exercise/Attempt.h exercise/Attempt.cpp
    exercise/AttemptRead.h
    exercise/AttemptFile.h exercise/AttemptFile.cpp
)
target_sources(atlaslab_model PRIVATE
    exercise/AttemptVerdict.h exercise/AttemptVerdict.cpp
    exercise/AttemptReplay.h exercise/AttemptReplay.cpp
)
