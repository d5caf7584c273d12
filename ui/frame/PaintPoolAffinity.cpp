#include "frame/PaintPoolAffinity.h"

#include <QThreadPool>

#include <pthread.h>

namespace atlas {

PaintPoolAffinity::PaintPoolAffinity() = default;

PaintPoolAffinity::~PaintPoolAffinity()
{
    setActive(false);
}

void PaintPoolAffinity::setActive(bool active)
{
    if (active == active_)
        return;
    QThreadPool* pool = QThreadPool::globalInstance();
    // Ends the pool's threads: an idle one left over would take its turn at
    // the next task, wherever it runs.
    pool->waitForDone();
    active_ = active;
    if (!active) {
        pool->setMaxThreadCount(ownMaxThreads_);
        pool->setExpiryTimeout(ownExpiryMs_);
        cpu_ = -1;
        return;
    }
    ownMaxThreads_ = pool->maxThreadCount();
    ownExpiryMs_ = pool->expiryTimeout();
    pool->setMaxThreadCount(1);
    // A thread that expired would come back unpinned.
    pool->setExpiryTimeout(-1);
    moves_ = 0;
    cpu_ = sched_getcpu();
    if (cpu_ >= 0)
        pinPoolTo(cpu_);
}

void PaintPoolAffinity::follow()
{
    if (!active_)
        return;
    const int cpu = sched_getcpu();
    if (cpu < 0 || cpu == cpu_)
        return;
    cpu_ = cpu;
    ++moves_;
    pinPoolTo(cpu);
}

// The pool has one thread: the task pins whichever runs it.
void PaintPoolAffinity::pinPoolTo(int cpu)
{
    QThreadPool::globalInstance()->start([cpu] {
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(cpu, &set);
        pthread_setaffinity_np(pthread_self(), sizeof set, &set);
    });
}

} // namespace atlas
