#pragma once

#include "frame/HeapWarmer.h"
#include "frame/PaintPoolAffinity.h"
#include "lab/chaos/ChaosConfig.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <cstdint>
#include <memory>

namespace atlas {

class ChaosRun;
class Lab;

// Runs a ChaosRun on the GUI thread in slices driven by a timer, so the
// window stays responsive and can show progress and cancel. Each slice is
// timed and the next one sized to stay within kSliceBudgetMs and the room
// its pass has (PassGate); a pass that redraws a chart gets a small one. When done or
// cancelled it drains what is pending (as ChaosRun::finish does) and logs the
// run with its "limit" (events published) through Lab::logCompletedChaos, so
// step back and replay reproduce exactly the part that ran.
class ChaosRunner : public QObject
{
    Q_OBJECT
public:
    // A slice aims at half its budget, the rest absorbs misjudged ones; a
    // pass after a heavy one gets less (PassGate::sliceRoomNs), so two
    // passes with their repaints still fit in a frame (16 ms).
    static constexpr qint64 kSliceBudgetMs = 10;
    static constexpr qint64 kSliceAimNs = kSliceBudgetMs * 1'000'000 / 2;
    // In a pass that redraws a chart too (PassGate).
    static constexpr qint64 kSmallSliceAimNs = 1'000'000;
    // Progress reaches the panels at most this often: a slice takes a few
    // milliseconds, and refreshing every panel after each would cost more
    // than the slice itself.
    static constexpr qint64 kProgressIntervalMs = 100;
    // How often a running chaos run hands the session file a consistent point.
    static constexpr qint64 kCheckpointIntervalMs = 250;

    explicit ChaosRunner(Lab& lab, QObject* parent = nullptr);
    ~ChaosRunner() override;

    bool isRunning() const { return run_ != nullptr; }
    bool isCancelling() const { return cancelling_; }
    std::uint64_t published() const;
    std::uint64_t total() const;
    // Events the next publishing slice may publish (adapted to the budget).
    std::uint64_t sliceSize() const { return sliceSize_; }
    qint64 lastSliceMs() const { return lastSliceMs_; }

    // Starts a run; false (and nothing started) while another one runs.
    // `eventsPerTick` caps each slice; the time budget may make it smaller.
    bool start(const ChaosConfig& config, std::uint64_t eventsPerTick);

public slots:
    // Stops publishing; what was published is still delivered and logged.
    void cancel();

signals:
    void runningChanged(bool running);
    void progressed(quint64 published, quint64 total);
    // After the run is logged. `cancelled`: stopped before publishing all.
    void finished(bool cancelled, quint64 published);

private:
    void tick();
    void publishSlice(bool whole, qint64 aimNs);
    void drainSlice(bool whole, qint64 aimNs);
    bool drained() const;
    void complete();
    void abandon();
    // The next size from `done` steps taking `elapsedNs`: aimed at kSliceAimNs.
    void adapt(std::uint64_t& size, std::uint64_t done, std::uint64_t cap, qint64 elapsedNs);

    Lab& lab_;
    // Faults in the pages the run's world grows into off the GUI thread.
    HeapWarmer warmer_;
    // Keeps the threads a paint waits for on the GUI thread's CPU.
    PaintPoolAffinity paintPool_;
    QTimer timer_;
    QElapsedTimer sinceProgress_;
    QElapsedTimer sinceCheckpoint_;
    std::unique_ptr<ChaosRun> run_;
    std::uint64_t eventsPerTick_ = 1;
    std::uint64_t sliceSize_ = 1;
    std::uint64_t drainSize_ = 64;
    qint64 lastSliceMs_ = 0;
    bool draining_ = false;
    bool cancelling_ = false;
};

} // namespace atlas
