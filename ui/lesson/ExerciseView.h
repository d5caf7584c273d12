#pragma once

#include "exercise/Exercise.h"
#include "exercise/Grade.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QLabel;
class QScrollArea;

namespace atlas {

class ActionRow;
class ExerciseRun;
class Lab;
class LineList;
class MarkdownView;

// The lesson panel's exercise mode: the goal, the commands the learner may
// use, Start (builds the starting world and from then on the Lab refuses
// every other command), Submit (the grade, item by item) and Hand in… (the
// attempt as a file for the teacher; `--headless --grade` regrades it).
class ExerciseView : public QWidget
{
    Q_OBJECT
public:
    explicit ExerciseView(Lab& lab, QWidget* parent = nullptr);
    ~ExerciseView() override;

    // Shows an exercise; the world changes only on Start.
    void load(const QString& lessonId, int lessonVersion, const Exercise& exercise,
              const QString& lessonFolder);
    const QString& lessonId() const { return lessonId_; }
    const QString& exerciseId() const { return exercise_.id; }
    bool isActive() const { return run_ != nullptr; }
    const std::optional<Grade>& lastGrade() const { return grade_; }

    // Who hands in: the panel asks for the name the first time.
    void setLearnerProvider(std::function<QString()> provider);
    // Where Hand in… writes (default: a save dialog, which asks before
    // replacing a file). Returns an empty path to cancel.
    void setSavePathProvider(std::function<QString(const QString& suggested)> provider);

    QAction* startAction() const { return startAction_; }
    QAction* submitAction() const { return submitAction_; }
    QAction* handInAction() const { return handInAction_; }

public slots:
    void start();
    void submit();
    // Writes the attempt; returns the path written, empty when cancelled or failed.
    QString handIn();
    // Leaves the exercise: the Lab accepts every command again.
    void stop();

signals:
    void aboutToStart();
    void started(const QString& title);
    void handedIn(const QString& path);

private:
    void showGrade(const Grade& grade);
    void refresh();

    Lab& lab_;
    QString lessonId_;
    int lessonVersion_ = 0;
    Exercise exercise_;
    std::unique_ptr<ExerciseRun> run_;
    std::optional<Grade> grade_;
    std::function<QString()> learner_;
    std::function<QString(const QString&)> savePath_;

    QLabel* title_;
    MarkdownView* goal_;
    QLabel* allowed_;
    ActionRow* actions_;
    QAction* startAction_;
    QAction* submitAction_;
    QAction* handInAction_;
    QLabel* status_;
    QLabel* total_;
    LineList* breakdown_;
    QScrollArea* gradeArea_;
};

} // namespace atlas
