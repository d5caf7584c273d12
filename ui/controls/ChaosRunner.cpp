#include "controls/ChaosRunner.h"

#include "delivery/DeliveryChannel.h"
#include "frame/PassGate.h"
#include "lab/Lab.h"
#include "lab/chaos/ChaosRun.h"

#include <algorithm>

namespace atlas {
namespace {

constexpr std::uint64_t kMaxDrainSlice = 1u << 16;

} // namespace

ChaosRunner::ChaosRunner(Lab& lab, QObject* parent) : QObject(parent), lab_(lab)
{
    // One millisecond, not zero: a zero timer is dispatched ahead of other
    // timers, so several slices could run back to back while an animation
    // or a coalesced refresh waits. A real interval takes its turn among
    // them; painting and input are served between slices either way.
    timer_.setObjectName(QStringLiteral("chaosSlices"));
    timer_.setTimerType(Qt::PreciseTimer);
    timer_.setInterval(1);
    connect(&timer_, &QTimer::timeout, this, &ChaosRunner::tick);
    // A rebuilt world is not the one this run was driving; its log no longer
    // has a place for it.
    connect(&lab_, &Lab::worldRebuilt, this, &ChaosRunner::abandon);
}

ChaosRunner::~ChaosRunner() = default;

std::uint64_t ChaosRunner::published() const
{
    return run_ ? run_->published() : 0;
}

std::uint64_t ChaosRunner::total() const
{
    return run_ ? run_->total() : 0;
}

bool ChaosRunner::start(const ChaosConfig& config, std::uint64_t eventsPerTick)
{
    if (run_)
        return false;
    run_ = std::make_unique<ChaosRun>(lab_, config);
    eventsPerTick_ = std::max<std::uint64_t>(1, eventsPerTick);
    sliceSize_ = std::min<std::uint64_t>(eventsPerTick_, 16);
    drainSize_ = 64;
    draining_ = false;
    cancelling_ = false;
    warmer_.setActive(true);
    paintPool_.setActive(true);
    timer_.start();
    sinceProgress_.start();
    sinceCheckpoint_.start();
    emit runningChanged(true);
    emit progressed(0, run_->total());
    return true;
}

void ChaosRunner::cancel()
{
    if (run_)
        cancelling_ = true;
}

void ChaosRunner::tick()
{
    if (!run_)
        return;
    paintPool_.follow();
    // Progress refreshes the panels, which takes as long as a chart: that
    // pass gets a small slice, and no chart.
    PassGate& gate = PassGate::instance();
    if (sinceProgress_.elapsed() >= kProgressIntervalMs && gate.claimRedraw()) {
        sinceProgress_.restart();
        emit progressed(run_->published(), run_->total());
    }
    const bool whole = gate.claimSlice() == PassGate::Slice::Whole;
    // A whole slice takes what the previous pass left of the pair (PassGate).
    const qint64 aimNs =
        whole ? std::clamp(gate.sliceRoomNs(), kSmallSliceAimNs, kSliceAimNs) : kSmallSliceAimNs;
    if (draining_)
        drainSlice(whole, aimNs);
    else
        publishSlice(whole, aimNs);
}

// Aims the next slice at half the budget, from the cost per step just
// measured: the other half absorbs slices that cost more than the last
// (a burst of redeliveries). Growth is capped at 2x per slice; a slice cut
// short by its pass's room says what a step costs, not how many to take.
void ChaosRunner::adapt(std::uint64_t& size, std::uint64_t done, std::uint64_t cap,
                        qint64 elapsedNs)
{
    lastSliceMs_ = elapsedNs / 1'000'000;
    const double steps =
        double(done) * double(kSliceAimNs) / double(std::max<qint64>(elapsedNs, 1));
    size = std::clamp<std::uint64_t>(std::uint64_t(std::min(steps, 2.0 * double(size))), 1, cap);
}

// A small slice (a chart is redrawn in the same pass) takes steps of the
// same size up to a smaller aim and leaves the whole slices' size alone.
void ChaosRunner::publishSlice(bool whole, qint64 aimNs)
{
    if (!cancelling_) {
        QElapsedTimer clock;
        clock.start();
        // In eighths, stopping once past the aim: a stretch of costly events
        // (a burst of redeliveries) then ends the slice early instead of
        // holding the window for twice the budget.
        const std::uint64_t eighth = std::max<std::uint64_t>(1, sliceSize_ / 8);
        std::uint64_t done = 0;
        while (done < sliceSize_ && !run_->publishingDone()) {
            done += run_->step(std::min(eighth, sliceSize_ - done));
            if (clock.nsecsElapsed() >= aimNs)
                break;
        }
        if (whole)
            adapt(sliceSize_, std::max<std::uint64_t>(done, 1), eventsPerTick_,
                  clock.nsecsElapsed());
        // A consistent point the session file can commit: a few times a
        // second is enough to lose nothing a learner would miss.
        if (sinceCheckpoint_.elapsed() >= kCheckpointIntervalMs) {
            sinceCheckpoint_.restart();
            lab_.noteChaosProgress(run_->config().toJson(), run_->published());
        }
    }
    if (cancelling_ || run_->publishingDone()) {
        draining_ = true;
        emit progressed(run_->published(), run_->total()); // "now delivering what is pending"
        sinceProgress_.restart();
    }
}

// ChaosRun::finish() is Lab::drain(unbounded); bounded drains repeated until
// nothing is pending take the same steps, only with the event loop between.
void ChaosRunner::drainSlice(bool whole, qint64 aimNs)
{
    QElapsedTimer clock;
    clock.start();
    const std::uint64_t steps =
        std::max<std::uint64_t>(1, drainSize_ * std::uint64_t(aimNs) / std::uint64_t(kSliceAimNs));
    lab_.drain(steps);
    if (whole)
        adapt(drainSize_, steps, kMaxDrainSlice, clock.nsecsElapsed());
    if (drained())
        complete();
}

bool ChaosRunner::drained() const
{
    const DeliveryChannel& channel = lab_.channel();
    if (!channel.queue().empty())
        return false;
    if (!lab_.clock().nextDue())
        return true; // nothing can ever come due again
    const auto& messages = channel.messages();
    return std::none_of(messages.begin(), messages.end(),
                        [](const Message& m) { return m.status == MessageStatus::Pending; });
}

void ChaosRunner::complete()
{
    timer_.stop();
    const bool cancelled = !run_->publishingDone();
    const std::uint64_t published = run_->published();
    Json args = run_->config().toJson();
    args["limit"] = published;
    run_.reset();
    lab_.logCompletedChaos(args); // records the final metrics, as ChaosRun::finish would
    warmer_.setActive(false);
    paintPool_.setActive(false);
    emit runningChanged(false);
    emit finished(cancelled, published);
}

void ChaosRunner::abandon()
{
    if (!run_)
        return;
    timer_.stop();
    const std::uint64_t published = run_->published();
    run_.reset();
    warmer_.setActive(false);
    paintPool_.setActive(false);
    emit runningChanged(false);
    emit finished(true, published);
}

} // namespace atlas
