#include "frame/PassGate.h"

#include <QAbstractEventDispatcher>

#include <time.h>

#include <utility>

namespace atlas {

PassGate& PassGate::instance()
{
    static PassGate* gate = new PassGate; // lives as long as the application's dispatcher
    return *gate;
}

PassGate::PassGate()
{
    passStartCpu_ = threadCpuNs();
    // Both dispatchers Qt uses on Linux (glib's and its own) say when a pass
    // begins and ends; either signal starts a new pass. A pass's cost runs
    // from one aboutToBlock to the next: each dispatcher emits it once an
    // iteration (glib's before its work, Qt's own after), while awake comes
    // at a different point in each. A loop driven by processEvents() without
    // waiting (a test, a nested loop) never emits aboutToBlock: there each
    // awake ends a pass.
    if (QAbstractEventDispatcher* dispatcher = QAbstractEventDispatcher::instance()) {
        connect(dispatcher, &QAbstractEventDispatcher::awake, this, [this] {
            if (std::exchange(blockedSinceAwake_, false))
                newPass();
            else
                passEnds();
        });
        connect(dispatcher, &QAbstractEventDispatcher::aboutToBlock, this, [this] {
            blockedSinceAwake_ = true;
            passEnds();
        });
    }
}

qint64 PassGate::threadCpuNs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return qint64(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

qint64 PassGate::passSoFarNs() const
{
    return threadCpuNs() - passStartCpu_;
}

void PassGate::newPass()
{
    wholeSliceRan_ = false;
    redrawRan_ = false;
    batchRan_ = false;
}

void PassGate::passEnds()
{
    const qint64 now = threadCpuNs();
    previousPassNs_ = now - passStartCpu_;
    passStartCpu_ = now;
    ++passesEnded_;
    newPass();
}

qint64 PassGate::sliceRoomNs() const
{
    return kPairNs - kRepaintReserveNs - previousPassNs_ - passSoFarNs();
}

PassGate::Slice PassGate::claimSlice()
{
    if (passSoFarNs() >= kLongestPassNs)
        passEnds();
    if (redrawWaits_ || redrawRan_ || batchRan_)
        return Slice::Small;
    wholeSliceRan_ = true;
    return Slice::Whole;
}

bool PassGate::foregroundMayRun()
{
    // A job turned away makes the next slices small, so the pass after is
    // light; after two passes of waiting it goes ahead anyway (repaints
    // alone may make every pass heavy).
    const bool waitedEnough = waitingSince_ && passesEnded_ - *waitingSince_ >= 2;
    if (previousPassNs_ <= kLightPassNs || waitedEnough) {
        waitingSince_.reset();
        return true;
    }
    if (!waitingSince_)
        waitingSince_ = passesEnded_;
    redrawWaits_ = true;
    return false;
}

bool PassGate::claimRedraw()
{
    if (passSoFarNs() >= kLongestPassNs)
        passEnds();
    if (wholeSliceRan_ || redrawRan_ || batchRan_) {
        redrawWaits_ = true;
        return false;
    }
    if (!foregroundMayRun())
        return false;
    redrawWaits_ = false;
    redrawRan_ = true;
    return true;
}

bool PassGate::claimBatch()
{
    if (passSoFarNs() >= kLongestPassNs)
        passEnds();
    if (wholeSliceRan_ || redrawRan_) {
        redrawWaits_ = true;
        return false;
    }
    if (batchRan_ && passSoFarNs() > kLightPassNs) {
        redrawWaits_ = true; // the other tables' batches take the next pass
        return false;
    }
    if (!batchRan_ && !foregroundMayRun())
        return false;
    redrawWaits_ = false;
    batchRan_ = true;
    return true;
}

} // namespace atlas
