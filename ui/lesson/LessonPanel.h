#pragma once

#include "LessonNode.h"
#include "lesson/reader/LoadResult.h"
#include "lesson/player/StepResult.h"

#include <QWidget>

#include <memory>
#include <vector>

class QAction;
class QComboBox;
class QSplitter;
class QStackedWidget;

namespace atlas {

class ExerciseView;
class KnowledgeCheckView;
class Lab;
class LearnerProgress;
class LessonErrorsView;
class LessonTree;
class NoticeBar;
class PlayerKeys;
class ScenarioPlayerView;
class SectionView;

// The lessons dock: a navigator of every lesson (sections, scenarios,
// knowledge check), the section text, the scenario player and the knowledge
// check, with the learner's progress marked and kept across restarts.
//
// A scenario drives the same Lab the rest of the window shows, through the
// same commands a click would run. When the learner changes that world with
// the window's own controls, the player stops driving (free play).
class LessonPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LessonPanel(Lab& lab, QWidget* parent = nullptr);
    ~LessonPanel() override;

    bool isPlaying() const;
    // For `atlasmart-lab --screenshot FILE --lesson FILE --scenario ID`:
    // opens the lesson, loads the scenario and plays `steps` steps. False,
    // with the reason in *error (and in the panel), when the file cannot be
    // played or has no such scenario.
    bool playScenarioFromFile(const QString& file, const QString& scenarioId, int steps,
                              QString* error = nullptr);

    ExerciseView* exerciseView() const { return exercise_; }
    // For the window's File menu.
    QAction* openLessonAction() const { return openAction_; }
    QAction* resetProgressAction() const { return resetAction_; }
    const LearnerProgress& progress() const { return *progress_; }

public slots:
    // Loads a lesson file into the navigator (replacing one with the same id
    // or file). A file with errors is listed in red and every error is shown
    // in a dialog with its file:line:column.
    bool openLessonFile(const QString& file);
    bool playScenario(const QString& lessonId, const QString& scenarioId);
    // Shows an exercise (its goal and commands); the world changes on Start.
    bool openExercise(const QString& lessonId, const QString& exerciseId);
    // Shows the lesson's first section (the welcome's "Start Chapter 10");
    // false when no such lesson loaded.
    bool showFirstSection(const QString& lessonId);
    void step();
    void stepBack();
    void togglePlay();
    void restart();
    void setLearner(const QString& name);
    // Forgets the current learner's progress without asking.
    void resetProgress();
    // Asks first (the Reset progress… action).
    void confirmResetProgress();
    void chooseLessonFile();

signals:
    void scenarioStepped(const atlas::StepResult& result);
    void freePlayStarted();
    void scenarioStarted(const QString& title);
    // Before a scenario's setup replaces the world.
    void scenarioAboutToStart();
    // Results a class hears about (Class → Join class…): a scenario played
    // to its end, passed or not, and an answer to a knowledge-check question.
    void scenarioFinished(const QString& lessonId, const QString& scenarioId, bool passed,
                          const QString& failedClaim);
    void questionAnswered(const QString& lessonId, const QString& questionId, int choice,
                          bool correct);
    // An exercise attempt written to PATH (Hand in…).
    void attemptHandedIn(const QString& path);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QWidget* buildLearnerBar();
    int addResult(LoadResult result);
    int lessonIndex(const QString& lessonId) const;
    // The folder of the lesson's file: the only one its text may show images from.
    QString lessonFolder(int lesson) const;
    void activate(const LessonNode& node);
    void showOverview(int lesson);
    void showSection(int lesson, const QString& sectionId);
    void openScenario(int lesson, const QString& scenarioId, bool reload);
    void showQuestions(int lesson, const QString& questionId);
    void showExercise(int lesson, const QString& exerciseId);
    // The name an attempt is handed in under: asked once, then kept.
    QString handInLearner();
    void showPage(QWidget* page);
    void restoreLastPlace();
    void progressChanged();
    void reportProgressProblem();
    void refreshLearners();

    std::vector<LoadResult> lessons_;
    int sectionLesson_ = -1; // the lesson of the section on show
    std::unique_ptr<LearnerProgress> progress_;
    QAction* openAction_;
    QAction* resetAction_;
    QComboBox* learnerBox_ = nullptr;
    NoticeBar* notice_;
    QSplitter* splitter_;
    LessonTree* tree_;
    QStackedWidget* pages_;
    SectionView* section_;
    ScenarioPlayerView* player_;
    KnowledgeCheckView* quiz_;
    ExerciseView* exercise_;
    LessonErrorsView* errors_;
    PlayerKeys* playerKeys_;
};

} // namespace atlas
