target_sources(atlaslab_model PRIVATE
    lesson/Vocabulary.h
    lesson/DidYouMean.h lesson/DidYouMean.cpp
    lesson/LineIndex.h lesson/LineIndex.cpp
    lesson/BoundedFile.h lesson/BoundedFile.cpp
    lesson/SourceMap.h lesson/SourceMap.cpp
    lesson/LessonError.h lesson/LessonError.cpp
    lesson/SeedDocument.h
    lesson/ScenarioSetup.h lesson/ScenarioSetup.cpp
    lesson/SideSetup.h lesson/SideSetup.cpp
    lesson/CompareSetup.h
    lesson/Expectation.h
    lesson/ScenarioStep.h
    lesson/Scenario.h
    lesson/LessonSection.h
    lesson/Question.h
    lesson/Lesson.h
    lesson/LoadResult.h
    lesson/LessonChecker.h lesson/LessonChecker.cpp
    lesson/ObjectReader.h lesson/ObjectReader.cpp
    lesson/CommandChecker.h lesson/CommandChecker.cpp
    lesson/ExpectationReader.h lesson/ExpectationReader.cpp
    lesson/LessonReader.h lesson/LessonReader.cpp
    lesson/LessonLoader.h lesson/LessonLoader.cpp
)

target_sources(atlaslab_model PRIVATE
    lesson/ExpectationResult.h
    lesson/ExpectationChecker.h lesson/ExpectationChecker.cpp
    lesson/StepResult.h
    lesson/ScenarioPlayer.h lesson/ScenarioPlayer.cpp
)
target_sources(atlaslab_model PRIVATE lesson/LessonLibrary.h lesson/LessonLibrary.cpp)

target_sources(atlaslab_model PRIVATE
    lesson/RecordedAnswer.h
    lesson/KnowledgeCheckScore.h
    lesson/LearnerProgress.h lesson/LearnerProgress.cpp
)
