#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>

namespace atlas {

// A thread that writes a session file behind the lab: the lab hands over a
// group of rows and goes on with the next slice of its run while SQLite
// inserts and commits this one, so a recorded run on two cores costs about
// what it costs in memory. Jobs run one at a time in the order given (groups
// commit in order, so the file still holds a prefix of the session after a
// crash), and at most kDepth are outstanding, a bound on what is held: a
// caller that must not wait (a live window) uses trySubmit() and, when the
// writer is behind (a WAL checkpoint holds it for 50-90 ms), keeps its rows
// and hands them over with the next ones.
//
// The file belongs to this thread from submit() until wait() returns; the
// mutex between them orders every write before what the caller does next.
class SessionWriteBehind
{
public:
    using Job = std::function<void()>;
    static constexpr std::size_t kDepth = 4;

    SessionWriteBehind() = default;
    ~SessionWriteBehind(); // lets the jobs handed over finish, drops their error
    SessionWriteBehind(const SessionWriteBehind&) = delete;
    SessionWriteBehind& operator=(const SessionWriteBehind&) = delete;

    // Waits while kDepth jobs are outstanding, then queues `job`. When a job
    // before has failed, rethrows what it threw instead (and drops the jobs
    // after it, unrun: they belong to the group that failed or later ones).
    void submit(Job job);
    // As submit(), but never waits: false, and `job` not queued, while kDepth
    // are outstanding.
    bool trySubmit(Job& job);
    // Returns once nothing is outstanding; rethrows what a job threw.
    void wait();

private:
    void run();
    void queue(Job& job, std::unique_lock<std::mutex>& lock);
    void rethrowError(); // with mutex_ held

    std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<Job> jobs_;        // handed over, not yet taken by the thread
    std::size_t outstanding_ = 0; // handed over and not yet done
    std::exception_ptr error_;
    bool stopping_ = false;
    std::thread thread_; // started by the first submit()
};

} // namespace atlas
