#pragma once

#include "lesson/player/StepResult.h"

#include <QTimer>
#include <QWidget>

#include <memory>

class QDoubleSpinBox;
class QFrame;
class QLabel;
class QPushButton;
class QScrollArea;

namespace atlas {

class Lab;
class LineList;
class MarkdownView;
class ScenarioPlayer;
struct Scenario;

// Plays one scenario on the lab a step at a time, the way a teacher talks
// through it: the next step's narration before it runs, then what the step
// did (its journal entries) and each expectation's verdict. Step back is the
// lab's deterministic replay. "Try it yourself", or any change the learner
// makes with the lab's own controls, stops the player driving (free play).
class ScenarioPlayerView : public QWidget
{
    Q_OBJECT
public:
    static constexpr double kMinSecondsPerStep = 0.5;
    static constexpr double kMaxSecondsPerStep = 60.0;
    static constexpr double kDefaultSecondsPerStep = 4.0;

    explicit ScenarioPlayerView(Lab& lab, QWidget* parent = nullptr);
    ~ScenarioPlayerView() override;

    // Builds the scenario's starting world and waits before its first step.
    // False when the lab refuses the setup; the reason is shown instead.
    // `lessonFolder` is where the narration's images may come from.
    bool load(const QString& lessonId, const Scenario& scenario, const QString& lessonFolder = {});
    bool hasScenario() const { return player_ != nullptr; }
    QString lessonId() const { return lessonId_; }
    QString scenarioId() const;
    QString scenarioTitle() const;
    int position() const;
    int stepCount() const;
    bool isPlaying() const { return timer_.isActive(); }
    bool isFreePlay() const { return mode_ == Mode::FreePlay; }
    double secondsPerStep() const;

public slots:
    void step();
    void stepBack();
    void togglePlay();
    void setPlaying(bool playing);
    void restart();
    // "Try it yourself": stop driving and leave the learner in this world.
    void startFreePlay();
    void setSecondsPerStep(double seconds);

signals:
    // The scenario's setup is about to replace the world.
    void aboutToStart();
    void stepped(const atlas::StepResult& result);
    void started(const QString& title);
    // Played to the end with every expectation met.
    void completed(const QString& lessonId, const QString& scenarioId);
    // Played to the end, passed or not; failedClaim is the first expectation
    // that did not hold (or the refused command), empty when all passed.
    void playedToEnd(const QString& lessonId, const QString& scenarioId, bool passed,
                     const QString& failedClaim);
    void freePlayStarted();
    void playingChanged(bool playing);

protected:
    void changeEvent(QEvent* event) override;

private:
    enum class Mode { Empty, Guided, FreePlay };

    void buildControls();
    void onLabCommand();
    void enterFreePlay(const QString& why);
    void refresh();
    void showNext();
    void showLastResult();
    void applyStyle();

    Lab& lab_;
    std::unique_ptr<ScenarioPlayer> player_;
    QString lessonId_;
    QString lessonFolder_; // where the narration's images may come from
    Mode mode_ = Mode::Empty;
    bool driving_ = false; // the lab commands running now are the player's own
    QString setupError_;
    QString freePlayReason_;
    QTimer timer_;

    QLabel* title_;
    QLabel* summary_;
    QLabel* counter_;
    QPushButton* restart_;
    QPushButton* back_;
    QPushButton* step_;
    QPushButton* play_;
    QPushButton* tryIt_;
    QDoubleSpinBox* speed_;
    QFrame* nextBox_;
    QLabel* nextTitle_;
    MarkdownView* nextText_;
    QLabel* nextCommand_;
    QScrollArea* lastArea_;
    QWidget* lastStep_;
    QLabel* lastTitle_;
    MarkdownView* lastNarration_;
    QLabel* happenedLabel_;
    LineList* outcomes_;
    QLabel* checksLabel_;
    LineList* expectations_;
};

} // namespace atlas
