#include "ScenarioPlayerView.h"

#include "LineList.h"
#include "MarkdownView.h"
#include "ScaledFont.h"
#include "StepOutcomeText.h"
#include "VerdictColors.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "lesson/player/ScenarioPlayer.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

namespace atlas {
namespace {

MarkdownView* markdownLabel(QWidget* parent, const QString& objectName)
{
    auto* view = new MarkdownView(MarkdownView::Sizing::FitText, parent);
    view->setObjectName(objectName);
    return view;
}

QLabel* heading(QWidget* parent, const QString& objectName, const QString& text = {})
{
    auto* label = new QLabel(text, parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    return label;
}

// What a class's dashboard names as the thing that did not hold.
QString firstFailure(const std::vector<StepResult>& results)
{
    for (const StepResult& step : results) {
        if (!step.error.isEmpty())
            return step.command;
        for (const ExpectationResult& e : step.expectations)
            if (!e.passed)
                return e.claim;
    }
    return {};
}

} // namespace

ScenarioPlayerView::ScenarioPlayerView(Lab& lab, QWidget* parent) : QWidget(parent), lab_(lab)
{
    setObjectName(QStringLiteral("scenarioPlayer"));
    setFocusPolicy(Qt::StrongFocus);
    timer_.setInterval(qRound(kDefaultSecondsPerStep * 1000));
    connect(&timer_, &QTimer::timeout, this, &ScenarioPlayerView::step);
    connect(&lab_, &Lab::commandExecuted, this, &ScenarioPlayerView::onLabCommand);

    title_ = new QLabel(this);
    title_->setObjectName(QStringLiteral("scenarioTitle"));
    title_->setWordWrap(true);
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("scenarioSummary"));
    summary_->setWordWrap(true);
    counter_ = new QLabel(this);
    counter_->setObjectName(QStringLiteral("stepCounter"));
    counter_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    buildControls();

    // What the teacher reads aloud next, on a lighter ground so the eye
    // finds it first.
    nextBox_ = new QFrame(this);
    nextBox_->setObjectName(QStringLiteral("nextStep"));
    nextBox_->setFrameShape(QFrame::StyledPanel);
    nextBox_->setBackgroundRole(QPalette::Base);
    nextBox_->setAutoFillBackground(true);
    nextTitle_ = heading(nextBox_, QStringLiteral("nextTitle"));
    nextText_ = markdownLabel(nextBox_, QStringLiteral("nextNarration"));
    nextCommand_ = heading(nextBox_, QStringLiteral("nextCommand"));
    auto* nextLayout = new QVBoxLayout(nextBox_);
    nextLayout->addWidget(nextTitle_);
    nextLayout->addWidget(nextText_);
    nextLayout->addWidget(nextCommand_);

    // What the last step did; scrolls when a chaos run says a lot.
    lastStep_ = new QWidget;
    lastStep_->setObjectName(QStringLiteral("lastStep"));
    lastTitle_ = heading(lastStep_, QStringLiteral("lastTitle"));
    lastNarration_ = markdownLabel(lastStep_, QStringLiteral("lastNarration"));
    happenedLabel_ = heading(lastStep_, QStringLiteral("happenedLabel"), tr("What happened"));
    outcomes_ = new LineList(lastStep_);
    outcomes_->setObjectName(QStringLiteral("outcomeList"));
    checksLabel_ = heading(lastStep_, QStringLiteral("checksLabel"), tr("Checks"));
    expectations_ = new LineList(lastStep_);
    expectations_->setObjectName(QStringLiteral("expectationList"));
    auto* lastLayout = new QVBoxLayout(lastStep_);
    lastLayout->addWidget(lastTitle_);
    lastLayout->addWidget(lastNarration_);
    lastLayout->addSpacing(4);
    lastLayout->addWidget(happenedLabel_);
    lastLayout->addWidget(outcomes_);
    lastLayout->addSpacing(4);
    lastLayout->addWidget(checksLabel_);
    lastLayout->addWidget(expectations_);
    lastLayout->addStretch(1);
    lastArea_ = new QScrollArea(this);
    lastArea_->setWidget(lastStep_);
    lastArea_->setWidgetResizable(true);
    lastArea_->setFrameShape(QFrame::NoFrame);
    lastArea_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {restart_, back_, step_, play_})
        buttons->addWidget(b);
    buttons->addStretch(1);
    auto* second = new QHBoxLayout;
    second->addWidget(speed_);
    second->addWidget(tryIt_);
    second->addStretch(1);
    second->addWidget(counter_);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addWidget(summary_);
    layout->addLayout(buttons);
    layout->addLayout(second);
    layout->addWidget(nextBox_);
    layout->addWidget(lastArea_, 1);

    applyStyle();
    refresh();
}

ScenarioPlayerView::~ScenarioPlayerView() = default;

void ScenarioPlayerView::buildControls()
{
    const auto button = [this](const QString& name, QStyle::StandardPixmap icon,
                               const QString& text, const QString& tip) {
        auto* b = new QPushButton(style()->standardIcon(icon), text, this);
        b->setObjectName(name);
        b->setToolTip(tip);
        return b;
    };
    restart_ = button(QStringLiteral("restartButton"), QStyle::SP_MediaSkipBackward, tr("Restart"),
                      tr("Restart: build the scenario's starting world again (Home)"));
    back_ = button(QStringLiteral("stepBackButton"), QStyle::SP_MediaSeekBackward, tr("Step back"),
                   tr("Step back: undo the last step by replaying the lab without it "
                      "(Page Up or B)"));
    step_ = button(QStringLiteral("stepButton"), QStyle::SP_MediaSeekForward, tr("Step"),
                   tr("Step: run the next step and check its expectations (Space or Page Down)"));
    play_ = button(QStringLiteral("playButton"), QStyle::SP_MediaPlay, tr("Play"),
                   tr("Play / Pause: run a step every few seconds (P)"));
    tryIt_ =
        button(QStringLiteral("tryItButton"), QStyle::SP_DialogApplyButton, tr("Try it yourself"),
               tr("Try it yourself: stop the scenario here and use the lab's controls in "
                  "this world"));
    step_->setDefault(true);

    speed_ = new QDoubleSpinBox(this);
    speed_->setObjectName(QStringLiteral("speedBox"));
    speed_->setRange(kMinSecondsPerStep, kMaxSecondsPerStep);
    speed_->setSingleStep(0.5);
    speed_->setDecimals(1);
    speed_->setValue(kDefaultSecondsPerStep);
    speed_->setSuffix(tr(" s per step"));
    speed_->setToolTip(tr("How long Play waits between steps, in seconds"));
    speed_->setAccessibleName(tr("Seconds per step"));

    connect(restart_, &QPushButton::clicked, this, &ScenarioPlayerView::restart);
    connect(back_, &QPushButton::clicked, this, &ScenarioPlayerView::stepBack);
    connect(step_, &QPushButton::clicked, this, &ScenarioPlayerView::step);
    connect(play_, &QPushButton::clicked, this, &ScenarioPlayerView::togglePlay);
    connect(tryIt_, &QPushButton::clicked, this, &ScenarioPlayerView::startFreePlay);
    connect(speed_, &QDoubleSpinBox::valueChanged, this,
            [this](double seconds) { timer_.setInterval(qRound(seconds * 1000)); });
}

bool ScenarioPlayerView::load(const QString& lessonId, const Scenario& scenario,
                              const QString& lessonFolder)
{
    setPlaying(false);
    lessonId_ = lessonId;
    lessonFolder_ = lessonFolder;
    player_ = std::make_unique<ScenarioPlayer>(lab_, scenario);
    restart();
    return mode_ == Mode::Guided;
}

QString ScenarioPlayerView::scenarioId() const
{
    return player_ ? player_->scenario().id : QString();
}

QString ScenarioPlayerView::scenarioTitle() const
{
    return player_ ? player_->scenario().title : QString();
}

int ScenarioPlayerView::position() const
{
    return player_ ? player_->position() : 0;
}

int ScenarioPlayerView::stepCount() const
{
    return player_ ? player_->stepCount() : 0;
}

double ScenarioPlayerView::secondsPerStep() const
{
    return speed_->value();
}

void ScenarioPlayerView::setSecondsPerStep(double seconds)
{
    speed_->setValue(seconds);
}

void ScenarioPlayerView::restart()
{
    if (!player_)
        return;
    setPlaying(false);
    setupError_.clear();
    emit aboutToStart();
    try {
        QScopedValueRollback<bool> driving(driving_, true);
        player_->restart();
        mode_ = Mode::Guided;
    } catch (const LabError& error) {
        mode_ = Mode::Empty;
        setupError_ = QString::fromUtf8(error.what());
    }
    refresh();
    if (mode_ == Mode::Guided)
        emit started(player_->scenario().title);
}

void ScenarioPlayerView::step()
{
    if (mode_ != Mode::Guided || player_->atEnd())
        return;
    const StepResult* result = nullptr;
    {
        QScopedValueRollback<bool> driving(driving_, true);
        result = &player_->step();
    }
    refresh();
    const bool finished = player_->atEnd();
    // A refused command or a failed check is worth stopping on while playing.
    if (finished || !result->passed())
        setPlaying(false);
    emit stepped(*result);
    if (finished && player_->allPassed())
        emit completed(lessonId_, player_->scenario().id);
    if (finished)
        emit playedToEnd(lessonId_, player_->scenario().id, player_->allPassed(),
                         firstFailure(player_->results()));
}

void ScenarioPlayerView::stepBack()
{
    if (mode_ != Mode::Guided || player_->position() == 0)
        return;
    setPlaying(false);
    {
        QScopedValueRollback<bool> driving(driving_, true);
        player_->stepBack();
    }
    refresh();
}

void ScenarioPlayerView::togglePlay()
{
    setPlaying(!isPlaying());
}

void ScenarioPlayerView::setPlaying(bool playing)
{
    playing = playing && mode_ == Mode::Guided && !player_->atEnd();
    if (playing == isPlaying())
        return;
    if (playing)
        timer_.start();
    else
        timer_.stop();
    refresh();
    emit playingChanged(playing);
}

void ScenarioPlayerView::startFreePlay()
{
    if (mode_ != Mode::Guided)
        return;
    enterFreePlay(tr("**Free play.** The scenario has stopped driving and left you in its world "
                     "after step %1 of %2. Use the lab's controls to try things yourself; "
                     "Restart plays the scenario again from its setup.")
                      .arg(player_->position())
                      .arg(player_->stepCount()));
}

void ScenarioPlayerView::onLabCommand()
{
    if (driving_ || mode_ != Mode::Guided)
        return;
    enterFreePlay(tr("**You changed the world: you are now in free play.** The scenario stopped "
                     "after step %1 of %2, because its next steps assume the world it built. "
                     "Restart plays it again from its setup.")
                      .arg(player_->position())
                      .arg(player_->stepCount()));
}

void ScenarioPlayerView::enterFreePlay(const QString& why)
{
    setPlaying(false);
    mode_ = Mode::FreePlay;
    freePlayReason_ = why;
    refresh();
    emit freePlayStarted();
}

void ScenarioPlayerView::refresh()
{
    // Disabling the focused button (Step at the end, every control in free
    // play) hands focus to the next widget, perhaps the speed box, which
    // would swallow Space and the Page keys; keep it on the player instead.
    QWidget* focused = QApplication::focusWidget();
    const bool focusHere = focused && isAncestorOf(focused);
    const bool guided = mode_ == Mode::Guided;
    const bool atEnd = !player_ || player_->atEnd();
    title_->setText(player_ ? player_->scenario().title : tr("No scenario"));
    QString summary = player_ ? player_->scenario().summary
                              : tr("Choose a scenario in the lesson list, or press \"Play this "
                                   "scenario\" under a section.");
    if (player_ && player_->scenario().compare)
        summary += u' ' + tr("It compares two worlds; here it plays the right one (%1). View → "
                             "Compare worlds (Ctrl+Shift+C) plays both side by side.")
                              .arg(player_->scenario().compare->right.label);
    summary_->setText(summary);
    counter_->setText(tr("Step %1 of %2").arg(position()).arg(stepCount()));
    counter_->setVisible(player_ != nullptr);
    restart_->setEnabled(player_ != nullptr);
    back_->setEnabled(guided && player_->position() > 0);
    step_->setEnabled(guided && !atEnd);
    play_->setEnabled(guided && !atEnd);
    tryIt_->setEnabled(guided);
    play_->setText(isPlaying() ? tr("Pause") : tr("Play"));
    play_->setIcon(
        style()->standardIcon(isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    showNext();
    showLastResult();
    if (focusHere && QApplication::focusWidget() != focused)
        setFocus(Qt::OtherFocusReason);
}

void ScenarioPlayerView::showNext()
{
    nextCommand_->hide();
    nextBox_->setVisible(true);
    if (!setupError_.isEmpty()) {
        nextTitle_->setText(tr("Setup refused"));
        nextText_->showMarkdown(tr("The lab refused this scenario's setup: %1").arg(setupError_));
        return;
    }
    if (!player_) {
        nextBox_->hide();
        return;
    }
    if (mode_ == Mode::FreePlay) {
        nextTitle_->setText(tr("Free play"));
        nextText_->showMarkdown(freePlayReason_);
        return;
    }
    if (const ScenarioStep* next = player_->nextStep()) {
        nextTitle_->setText(
            tr("Next: step %1 of %2").arg(player_->position() + 1).arg(player_->stepCount()));
        nextText_->showMarkdown(next->narration, lessonFolder_);
        nextCommand_->setText(tr("Command: %1").arg(next->command));
        nextCommand_->setToolTip(next->args.empty() ? QString()
                                                    : QString::fromStdString(next->args.dump(2)));
        nextCommand_->show();
        return;
    }
    int met = 0, checked = 0, refused = 0;
    for (const StepResult& r : player_->results()) {
        refused += r.error.isEmpty() ? 0 : 1;
        for (const ExpectationResult& e : r.expectations) {
            ++checked;
            met += e.passed ? 1 : 0;
        }
    }
    nextTitle_->setText(tr("End of the scenario"));
    const QString tally = StepOutcomeText::tally(met, checked);
    if (player_->allPassed())
        nextText_->showMarkdown(
            tr("**✓ %1.** Every step did what the lesson says. Restart to play it "
               "again, or Try it yourself to carry on in this world.")
                .arg(tally));
    else
        nextText_->showMarkdown(
            tr("**✗ %1**%2. Look at the steps marked ✗ (Step back to see them again): the "
               "lesson and the lab disagree.")
                .arg(tally, refused == 0 ? QString() : tr("; commands refused: %1").arg(refused)));
}

void ScenarioPlayerView::showLastResult()
{
    outcomes_->clear();
    expectations_->clear();
    if (!player_ || player_->results().empty()) {
        lastArea_->hide();
        return;
    }
    const StepResult& result = player_->results().back();
    const ScenarioStep& step = player_->scenario().steps[static_cast<std::size_t>(result.index)];
    lastArea_->show();
    lastTitle_->setText(tr("Step %1 of %2: %3")
                            .arg(result.index + 1)
                            .arg(player_->stepCount())
                            .arg(result.command));
    lastNarration_->showMarkdown(step.narration, lessonFolder_);

    const QPalette& palette = this->palette();
    for (const StepOutcomeText::Line& line : StepOutcomeText::outcome(result))
        outcomes_->addLine(line.text, line.trouble ? VerdictColors::failed(palette) : QColor());
    for (const ExpectationResult& e : result.expectations)
        expectations_->addLine(
            StepOutcomeText::expectation(e),
            e.passed ? VerdictColors::passed(palette) : VerdictColors::failed(palette), e.passed);
    checksLabel_->setVisible(!result.expectations.empty());
    expectations_->setVisible(!result.expectations.empty());
}

void ScenarioPlayerView::applyStyle()
{
    title_->setFont(scaledFont(font(), 1.35, true));
    counter_->setFont(scaledFont(font(), 1.35, true));
    for (QLabel* label : {nextTitle_, lastTitle_})
        label->setFont(scaledFont(font(), 1.1, true));
    for (QLabel* label : {happenedLabel_, checksLabel_})
        label->setFont(scaledFont(font(), 1.0, true));
    // The narration is what the room reads along with the teacher.
    nextText_->setFont(scaledFont(font(), 1.2, false));
    QPalette muted = palette();
    muted.setColor(QPalette::WindowText, VerdictColors::muted(palette()));
    for (QLabel* label : {summary_, nextCommand_})
        label->setPalette(muted);
}

void ScenarioPlayerView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange) {
        applyStyle();
        showLastResult(); // the verdict colours follow the theme
    }
}

} // namespace atlas
