#pragma once

#include <QObject>

#include <QtGlobal>

#include <cstdint>
#include <optional>

namespace atlas {

// Shares the GUI thread's passes through the event loop between the jobs
// that each take a good part of a frame: a chaos run's slices (background,
// one in every pass), redrawing a chart and applying the live tables'
// batches (foreground). A pass runs a whole slice, or a chart with a small
// slice, or the tables' batches with a small slice; never two of those. A
// job turned away is waited for: the next pass's slice is a small one.
//
// A 1 ms timer (or a key press) waits at most for the rest of one pass and
// the whole next one, so two passes in a row are what the learner feels as
// a stall. The gate times each pass (the thread's CPU time, so waiting in
// the event loop does not count) and keeps pairs within kPairNs: a whole
// slice gets the room the previous pass left, and a foreground job waits
// for a light pass (at most two) after a heavy one.
// One gate per GUI thread (instance()).
class PassGate : public QObject
{
    Q_OBJECT
public:
    enum class Slice { Whole, Small };

    // Two passes in a row, repaints included, within a frame (16 ms) with
    // room for a misjudged step.
    static constexpr qint64 kPairNs = 15'000'000;
    // What this pass's repaint may still take after its slice.
    static constexpr qint64 kRepaintReserveNs = 3'000'000;
    // A pass longer than this leaves too little of the pair for a table's
    // batch or a chart (several milliseconds each): they wait for a lighter
    // one, two passes at most.
    static constexpr qint64 kLightPassNs = 4'000'000;

    static PassGate& instance();

    // How much of this pass a slice may take.
    Slice claimSlice();
    // How long a whole slice may run now: what the pair leaves after the
    // previous pass, this pass so far and this pass's repaint (may be <= 0).
    qint64 sliceRoomNs() const;
    // Whether a chart may be redrawn in this pass. When not, ask again in
    // the next pass (a zero timer).
    bool claimRedraw();
    // Whether a table's batch may be applied in this pass; the batches of
    // several tables share one while it is light. When not, ask again in the
    // next pass.
    bool claimBatch();

private:
    PassGate();
    void newPass();
    void passEnds();
    // A foreground job's turn: not after a heavy pass, unless it waited two.
    bool foregroundMayRun();
    static qint64 threadCpuNs();
    qint64 passSoFarNs() const;

    // A pass that never ends (a dispatcher that says nothing) counts as over
    // after this long.
    static constexpr qint64 kLongestPassNs = 50'000'000;

    qint64 passStartCpu_ = 0;
    qint64 previousPassNs_ = 0;
    bool wholeSliceRan_ = false;
    bool redrawRan_ = false;
    bool batchRan_ = false;
    bool redrawWaits_ = false;
    std::uint64_t passesEnded_ = 0;
    bool blockedSinceAwake_ = false;
    // The pass in which a foreground job was first turned away, while one waits.
    std::optional<std::uint64_t> waitingSince_;
};

} // namespace atlas
