# The lessons dock: navigator, section text, scenario player, knowledge check.
target_sources(atlaslab_ui PRIVATE
    lesson/VerdictColors.h lesson/VerdictColors.cpp
    lesson/ScaledFont.h lesson/ScaledFont.cpp
    lesson/NoticeBar.h lesson/NoticeBar.cpp
    lesson/StepOutcomeText.h lesson/StepOutcomeText.cpp
    lesson/LineList.h lesson/LineList.cpp
    lesson/ExerciseView.h lesson/ExerciseView.cpp
    lesson/LessonDocument.h lesson/LessonDocument.cpp
    lesson/MarkdownView.h lesson/MarkdownView.cpp
    lesson/PlayerKeys.h lesson/PlayerKeys.cpp
    lesson/LessonNode.h
    lesson/LessonTree.h lesson/LessonTree.cpp
    lesson/LessonErrorsView.h lesson/LessonErrorsView.cpp
    lesson/LessonErrorsDialog.h lesson/LessonErrorsDialog.cpp
    lesson/SectionView.h lesson/SectionView.cpp
    lesson/ScenarioPlayerView.h lesson/ScenarioPlayerView.cpp
    lesson/QuestionCard.h lesson/QuestionCard.cpp
    lesson/KnowledgeCheckView.h lesson/KnowledgeCheckView.cpp
    lesson/LessonPanel.h lesson/LessonPanel.cpp
)
