#include "SessionWriteBehind.h"

#include <pthread.h>

#include <utility>

namespace atlas {

SessionWriteBehind::~SessionWriteBehind()
{
    {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [this] { return outstanding_ == 0; });
        stopping_ = true;
    }
    changed_.notify_all();
    if (thread_.joinable())
        thread_.join();
}

void SessionWriteBehind::submit(Job job)
{
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return outstanding_ < kDepth || error_; });
    rethrowError();
    queue(job, lock);
}

bool SessionWriteBehind::trySubmit(Job& job)
{
    std::unique_lock lock(mutex_);
    rethrowError();
    if (outstanding_ >= kDepth)
        return false;
    queue(job, lock);
    return true;
}

void SessionWriteBehind::queue(Job& job, std::unique_lock<std::mutex>& lock)
{
    jobs_.push_back(std::move(job));
    ++outstanding_;
    if (!thread_.joinable()) {
        thread_ = std::thread(&SessionWriteBehind::run, this);
        // Named for top, perf and a debugger's thread list.
        pthread_setname_np(thread_.native_handle(), "session-writer");
    }
    lock.unlock();
    changed_.notify_all();
}

void SessionWriteBehind::wait()
{
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return outstanding_ == 0; });
    rethrowError();
}

void SessionWriteBehind::rethrowError()
{
    if (!error_)
        return;
    // Set by the thread once it has dropped the jobs after the one that
    // failed: nothing is outstanding, the file is the caller's again.
    std::exception_ptr error = std::exchange(error_, nullptr);
    std::rethrow_exception(error);
}

void SessionWriteBehind::run()
{
    std::unique_lock lock(mutex_);
    for (;;) {
        changed_.wait(lock, [this] { return !jobs_.empty() || stopping_; });
        if (jobs_.empty())
            return;
        std::exception_ptr error;
        {
            // Destroyed here, before the caller hears the job is done.
            const Job job = std::move(jobs_.front());
            jobs_.pop_front();
            lock.unlock();
            try {
                job();
            } catch (...) {
                error = std::current_exception();
            }
        }
        lock.lock();
        --outstanding_;
        if (error) {
            error_ = error;
            // What follows a failed group must not reach the file.
            outstanding_ -= jobs_.size();
            jobs_.clear();
        }
        changed_.notify_all();
    }
}

} // namespace atlas
