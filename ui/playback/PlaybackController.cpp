#include "playback/PlaybackController.h"

#include "delivery/DeliveryChannel.h"
#include "frame/ActionHelp.h"
#include "lab/Lab.h"
#include "playback/PlaybackIcons.h"

#include <QAction>
#include <QApplication>
#include <QPalette>
#include <QSignalBlocker>

#include <algorithm>
#include <exception>

namespace atlas {

PlaybackController::PlaybackController(Lab& lab, QObject* parent) : QObject(parent), lab_(lab)
{
    timer_.setInterval(1000 / speed_);
    connect(&timer_, &QTimer::timeout, this, &PlaybackController::playOne);
    createActions();
    setIconColor(QApplication::palette().color(QPalette::ButtonText));
}

void PlaybackController::createActions()
{
    const auto make = [this](const QString& text, const char* name) {
        auto* action = new QAction(text, this);
        action->setObjectName(QLatin1String(name));
        return action;
    };

    reset_ = make(tr("&Reset"), "actionReset");
    reset_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    setActionHelp(reset_, tr("Reset: start a new, empty world with the same seed"));
    connect(reset_, &QAction::triggered, this, &PlaybackController::reset);

    stepBack_ = make(tr("Step &back"), "actionStepBack");
    stepBack_->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Z), QKeySequence(Qt::Key_PageUp)});
    setActionHelp(stepBack_, tr("Step back: undo the last command by replaying all the others; "
                                "it stays as this branch's future"));
    connect(stepBack_, &QAction::triggered, this, &PlaybackController::stepBack);

    stepForward_ = make(tr("Step &forward"), "actionStepForward");
    stepForward_->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    setActionHelp(stepForward_, tr("Step forward: redo the next command that step back undid "
                                   "(the branch keeps it until you do something else)"));
    connect(stepForward_, &QAction::triggered, this, &PlaybackController::stepForward);

    step_ = make(tr("&Step"), "actionStep");
    // N and T belong to the delivery panel (deliver next, fail transient),
    // Ctrl+N to File → New session: the clicker's key alone.
    step_->setShortcut(QKeySequence(Qt::Key_PageDown));
    setActionHelp(step_, tr("Step: deliver the next due event"));
    connect(step_, &QAction::triggered, this, &PlaybackController::step);

    // B and period are what a presentation clicker's "blank screen" button sends.
    play_ = make(tr("&Play"), "actionPlay");
    play_->setCheckable(true);
    play_->setShortcuts({QKeySequence(Qt::Key_B), QKeySequence(Qt::Key_Period),
                         QKeySequence(Qt::CTRL | Qt::Key_P)});
    setActionHelp(play_, tr("Play or pause: keep delivering at the chosen speed"));
    connect(play_, &QAction::toggled, this, &PlaybackController::setPlaying);

    advanceClock_ = make(tr("Advance &clock"), "actionAdvanceClock");
    advanceClock_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    setActionHelp(advanceClock_, tr("Advance clock: jump to the next due retry, redelivery or "
                                    "timer"));
    connect(advanceClock_, &QAction::triggered, this, &PlaybackController::advanceClock);

    faster_ = make(tr("&Faster"), "actionFaster");
    faster_->setShortcut(QKeySequence(Qt::Key_BracketRight));
    setActionHelp(faster_, tr("Faster: one more delivery per second while playing"));
    connect(faster_, &QAction::triggered, this, [this] { setSpeed(speed_ + 1); });

    slower_ = make(tr("S&lower"), "actionSlower");
    slower_->setShortcut(QKeySequence(Qt::Key_BracketLeft));
    setActionHelp(slower_, tr("Slower: one delivery per second less while playing"));
    connect(slower_, &QAction::triggered, this, [this] { setSpeed(speed_ - 1); });
}

void PlaybackController::setIconColor(const QColor& color)
{
    iconColor_ = color;
    reset_->setIcon(glyphIcon(Glyph::Reset, color));
    stepBack_->setIcon(glyphIcon(Glyph::StepBack, color));
    stepForward_->setIcon(glyphIcon(Glyph::StepForward, color));
    step_->setIcon(glyphIcon(Glyph::Step, color));
    play_->setIcon(glyphIcon(isPlaying() ? Glyph::Pause : Glyph::Play, color));
    advanceClock_->setIcon(glyphIcon(Glyph::AdvanceClock, color));
}

void PlaybackController::setSpeed(int deliveriesPerSecond)
{
    const int speed = std::clamp(deliveriesPerSecond, kMinSpeed, kMaxSpeed);
    if (speed == speed_)
        return;
    speed_ = speed;
    timer_.setInterval(1000 / speed_);
    faster_->setEnabled(speed_ < kMaxSpeed);
    slower_->setEnabled(speed_ > kMinSpeed);
    emit speedChanged(speed_);
}

bool PlaybackController::queueEmpty() const
{
    return lab_.channel().queue().empty();
}

void PlaybackController::setPlaying(bool playing)
{
    if (driver_) {
        const QSignalBlocker quiet(play_);
        play_->setChecked(false);
        driver_->togglePlay();
        return;
    }
    if (playing == isPlaying()) {
        play_->setChecked(playing);
        return;
    }
    if (playing && queueEmpty()) {
        play_->setChecked(false);
        emit message(tr("Nothing to play: the delivery queue is empty. Publish an event first."));
        return;
    }
    if (playing)
        timer_.start();
    else
        timer_.stop();
    play_->setChecked(playing);
    play_->setIcon(glyphIcon(playing ? Glyph::Pause : Glyph::Play, iconColor_));
    play_->setText(playing ? tr("&Pause") : tr("&Play"));
    emit playingChanged(playing);
}

void PlaybackController::playOne()
{
    if (!step())
        setPlaying(false);
}

bool PlaybackController::step()
{
    if (driver_) {
        driver_->step();
        return true;
    }
    // An empty queue would only journal "idle" and add a command for step
    // back to undo; say what is going on instead.
    if (queueEmpty()) {
        emit message(lab_.channel().awaitingAck().empty()
                         ? tr("Nothing to deliver: the delivery queue is empty.")
                         : tr("Nothing to deliver yet: a lost ack's redelivery comes after the "
                              "ack deadline. Press Ctrl+T to advance the clock."));
        return false;
    }
    return run("deliverNext");
}

void PlaybackController::stepBack()
{
    if (driver_) {
        driver_->stepBack();
        return;
    }
    setPlaying(false);
    try {
        const auto& log = lab_.commandLog();
        if (beforeReset_ && log.size() == 1 && log.front().name == "reset") {
            const auto [branch, position] = *beforeReset_;
            beforeReset_.reset();
            lab_.switchBranch(branch, position);
            emit message(tr("The reset is undone: the world before it is back."));
        } else if (!lab_.stepBack()) {
            emit message(tr("Nothing to step back: this is the start of the run."));
        }
    } catch (const std::exception& error) {
        emit message(tr("Could not step back: %1").arg(QString::fromUtf8(error.what())));
    }
}

void PlaybackController::reset()
{
    setPlaying(false);
    const std::uint64_t seed = lab_.seed();
    const std::vector<LabCommand>& commands = lab_.commandLog();
    const bool worthKeeping =
        !commands.empty() && !(commands.size() == 1 && commands.front().name == "reset");
    // The world before stays in the timeline: where it was is all to keep.
    const std::pair<std::uint64_t, std::size_t> before{lab_.timeline().current().id,
                                                       lab_.timeline().position()};
    if (!run("reset", Json{{"seed", seed}}))
        return;
    if (worthKeeping) {
        beforeReset_.emplace(before);
        emit message(tr("A new world with seed %1. Step back (Ctrl+Z) brings the old one back.")
                         .arg(seed));
    } else {
        emit message(tr("A new world with seed %1.").arg(seed));
    }
}

void PlaybackController::stepForward()
{
    if (driver_) {
        driver_->step();
        return;
    }
    setPlaying(false);
    try {
        if (!lab_.stepForward())
            emit message(tr("Nothing to step forward: this branch has no undone commands."));
    } catch (const std::exception& error) {
        emit message(tr("Could not step forward: %1").arg(QString::fromUtf8(error.what())));
    }
}

void PlaybackController::forgetUndoReset()
{
    beforeReset_.reset();
}

void PlaybackController::advanceClock()
{
    run("advanceClock", Json{{"toNextDue", true}});
}

bool PlaybackController::run(const std::string& command, const Json& args)
{
    try {
        lab_.execute(command, args);
        return true;
    } catch (const std::exception& error) {
        emit message(QString::fromUtf8(error.what()));
        return false;
    }
}

} // namespace atlas
