#pragma once

#include <QElapsedTimer>
#include <QObject>

namespace atlas {

// Shares the GUI thread's passes through the event loop between the jobs
// that each take a good part of a frame: a chaos run's slices (background,
// one in every pass), redrawing a chart and applying the live tables'
// batches (foreground). A pass runs a whole slice, or a chart with a small
// slice, or the tables' batches with a small slice; never two of those, so
// with the repaint after them the window still answers within a frame. A
// job turned away is waited for: the next pass's slice is a small one.
// One gate per GUI thread (instance()).
class PassGate : public QObject
{
    Q_OBJECT
public:
    enum class Slice { Whole, Small };

    static PassGate& instance();

    // How much of this pass a slice may take.
    Slice claimSlice();
    // Whether a chart may be redrawn in this pass. When not, ask again in
    // the next pass (a zero timer).
    bool claimRedraw();
    // Whether a table's batch may be applied in this pass; the batches of
    // several tables share one. When not, ask again in the next pass.
    bool claimBatch();

private:
    PassGate();
    void newPass();

    // A pass that never ends (a dispatcher that says nothing) counts as over
    // after this long.
    static constexpr qint64 kLongestPassMs = 50;

    QElapsedTimer passClock_;
    bool wholeSliceRan_ = false;
    bool redrawRan_ = false;
    bool batchRan_ = false;
    bool redrawWaits_ = false;
};

} // namespace atlas
