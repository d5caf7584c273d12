#pragma once

#include <sched.h>

namespace atlas {

// While active, keeps the thread of Qt's global thread pool on the CPU the
// GUI thread runs on. Qt's raster engine hands the parts of any fill of 96
// rows or more (a table's background, a Fusion scroll bar's groove) to that
// pool and waits for them, so a paint waits for another thread to wake up.
// On this project's 2-core virtual machine a wake-up on the other virtual CPU
// took 70 us as a rule and up to 27 ms; on the waiting thread's own CPU,
// 14 us and at most 1 ms. The live window's longest stalls were such waits:
// a paint of 16 to 40 ms with a few milliseconds of CPU and 5 to 13
// voluntary context switches (docs/performance.md, "paint pool").
//
// Active, the pool has one thread (on one CPU a second one would only wait)
// that never expires, pinned to the GUI thread's CPU; follow() moves it after
// the GUI thread when the scheduler has moved that. Inactive, the pool's own
// settings are back and its next thread, started by the GUI thread, may run
// anywhere the process may. The GUI thread is pinned only while it paints
// (PaintScope): a thread it starts inherits its CPUs, and the scheduler may
// move it whenever it waits for the pool, which is within a paint.
class PaintPoolAffinity
{
public:
    // On the GUI thread.
    PaintPoolAffinity();
    ~PaintPoolAffinity();
    PaintPoolAffinity(const PaintPoolAffinity&) = delete;
    PaintPoolAffinity& operator=(const PaintPoolAffinity&) = delete;

    // On the GUI thread. Activating waits for the pool's running tasks and
    // ends its threads; so does deactivating. One instance at a time keeps
    // the pool: another one activated meanwhile does nothing.
    void setActive(bool active);
    bool isActive() const { return active_; }
    // On the GUI thread, often (each slice of a chaos run): cheap unless the
    // GUI thread has changed CPU since the last call.
    void follow();
    // The CPU the pool's thread is kept on; -1 unless this instance keeps
    // the pool, or where the system does not say which CPU a thread runs on.
    int cpu() const { return cpu_; }
    // How often the pool's thread was moved after the GUI thread.
    int moves() const { return moves_; }

    // Around a window's paint, on the GUI thread: while an instance is
    // active, the pool follows the GUI thread and the GUI thread stays on
    // its CPU until the scope ends. Does nothing otherwise.
    class PaintScope
    {
    public:
        PaintScope();
        ~PaintScope();
        PaintScope(const PaintScope&) = delete;
        PaintScope& operator=(const PaintScope&) = delete;

    private:
        cpu_set_t own_;
        bool pinned_ = false;
    };

private:
    void pinPoolTo(int cpu);

    int ownMaxThreads_ = 0;
    int ownExpiryMs_ = 0;
    int cpu_ = -1;
    int moves_ = 0;
    bool active_ = false;
};

} // namespace atlas
