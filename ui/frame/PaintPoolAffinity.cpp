#include "frame/PaintPoolAffinity.h"

#include <QThreadPool>

#include <pthread.h>

namespace atlas {
namespace {

// The pool is the application's: one instance at a time keeps it.
PaintPoolAffinity* keeper = nullptr;

void pinThisThreadTo(int cpu)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    pthread_setaffinity_np(pthread_self(), sizeof set, &set);
}

} // namespace

PaintPoolAffinity::PaintPoolAffinity() = default;

PaintPoolAffinity::~PaintPoolAffinity()
{
    setActive(false);
}

void PaintPoolAffinity::setActive(bool active)
{
    if (active == active_)
        return;
    active_ = active;
    // Another instance keeps the pool already: this one leaves it alone.
    if (keeper && keeper != this)
        return;
    QThreadPool* pool = QThreadPool::globalInstance();
    // Ends the pool's threads: an idle one left over would take its turn at
    // the next task, wherever it runs.
    pool->waitForDone();
    if (!active) {
        keeper = nullptr;
        pool->setMaxThreadCount(ownMaxThreads_);
        pool->setExpiryTimeout(ownExpiryMs_);
        cpu_ = -1;
        return;
    }
    keeper = this;
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
    if (keeper != this)
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
    QThreadPool::globalInstance()->start([cpu] { pinThisThreadTo(cpu); });
}

PaintPoolAffinity::PaintScope::PaintScope()
{
    if (!keeper)
        return;
    keeper->follow();
    if (keeper->cpu() < 0 || pthread_getaffinity_np(pthread_self(), sizeof own_, &own_) != 0)
        return;
    pinThisThreadTo(keeper->cpu());
    pinned_ = true;
}

PaintPoolAffinity::PaintScope::~PaintScope()
{
    if (pinned_)
        pthread_setaffinity_np(pthread_self(), sizeof own_, &own_);
}

} // namespace atlas
