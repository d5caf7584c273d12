#include "frame/PassGate.h"

#include <QAbstractEventDispatcher>

namespace atlas {

PassGate& PassGate::instance()
{
    static PassGate* gate = new PassGate; // lives as long as the application's dispatcher
    return *gate;
}

PassGate::PassGate()
{
    passClock_.start();
    // Both dispatchers Qt uses on Linux (glib's and its own) say when a pass
    // begins and ends; either one starts a new pass.
    if (QAbstractEventDispatcher* dispatcher = QAbstractEventDispatcher::instance()) {
        connect(dispatcher, &QAbstractEventDispatcher::awake, this, &PassGate::newPass);
        connect(dispatcher, &QAbstractEventDispatcher::aboutToBlock, this, &PassGate::newPass);
    }
}

void PassGate::newPass()
{
    passClock_.restart();
    wholeSliceRan_ = false;
    redrawRan_ = false;
    batchRan_ = false;
}

PassGate::Slice PassGate::claimSlice()
{
    if (passClock_.elapsed() >= kLongestPassMs)
        newPass();
    if (redrawWaits_ || redrawRan_ || batchRan_)
        return Slice::Small;
    wholeSliceRan_ = true;
    return Slice::Whole;
}

bool PassGate::claimRedraw()
{
    if (passClock_.elapsed() >= kLongestPassMs)
        newPass();
    if (wholeSliceRan_ || redrawRan_ || batchRan_) {
        redrawWaits_ = true;
        return false;
    }
    redrawWaits_ = false;
    redrawRan_ = true;
    return true;
}

bool PassGate::claimBatch()
{
    if (passClock_.elapsed() >= kLongestPassMs)
        newPass();
    if (wholeSliceRan_ || redrawRan_) {
        redrawWaits_ = true;
        return false;
    }
    redrawWaits_ = false;
    batchRan_ = true;
    return true;
}

} // namespace atlas
