target_sources(atlaslab_model PRIVATE
    lesson/Vocabulary.h
    lesson/reader/DidYouMean.h lesson/reader/DidYouMean.cpp
    lesson/reader/LineIndex.h lesson/reader/LineIndex.cpp
    lesson/reader/BoundedFile.h lesson/reader/BoundedFile.cpp
    lesson/reader/SourceMap.h lesson/reader/SourceMap.cpp
    lesson/reader/LessonError.h lesson/reader/LessonError.cpp
    lesson/SeedDocument.h
    lesson/player/ScenarioSetup.h lesson/player/ScenarioSetup.cpp
    lesson/player/SideSetup.h lesson/player/SideSetup.cpp
    lesson/player/CompareSetup.h
    lesson/Expectation.h
    lesson/ScenarioStep.h
    lesson/Scenario.h
    lesson/LessonSection.h
    lesson/Question.h
    lesson/Lesson.h
    lesson/reader/LoadResult.h
    lesson/checker/LessonChecker.h lesson/checker/LessonChecker.cpp
    lesson/reader/ObjectReader.h lesson/reader/ObjectReader.cpp
    lesson/checker/CommandSpec.h lesson/checker/CommandSpec.cpp
    lesson/checker/CommandChecker.h lesson/checker/CommandChecker.cpp
    lesson/reader/ExpectationReader.h lesson/reader/ExpectationReader.cpp
    lesson/reader/LessonReader.h lesson/reader/LessonReader.cpp
    lesson/reader/LessonLoader.h lesson/reader/LessonLoader.cpp
)

target_sources(atlaslab_model PRIVATE
    lesson/checker/ExpectationResult.h
    lesson/checker/ExpectationChecker.h lesson/checker/ExpectationChecker.cpp
    lesson/player/StepResult.h lesson/player/StepResult.cpp
    lesson/player/SetupCommands.h lesson/player/SetupCommands.cpp
    lesson/player/PlayedSteps.h
    lesson/player/ScenarioPlayer.h lesson/player/ScenarioPlayer.cpp
)
target_sources(atlaslab_model PRIVATE lesson/LessonLibrary.h lesson/LessonLibrary.cpp)

target_sources(atlaslab_model PRIVATE
    lesson/progress/RecordedAnswer.h
    lesson/progress/KnowledgeCheckScore.h
    lesson/progress/LearnerProgress.h lesson/progress/LearnerProgress.cpp
)
