// How long a thread waits for another one it wakes, the way Qt's raster
// engine waits for its thread pool in a paint (ui/frame/PaintPoolAffinity.h):
// the waker works 1 ms, wakes the other thread and waits until that one has
// answered, again and again. Twice: with both threads wherever the scheduler
// puts them, then with both on the waker's CPU.
//
//   bench_wake [--rounds N]
//
// On a virtual machine a wake-up on another virtual CPU may have to wait for
// the host to run that CPU; on the waker's own CPU, the woken thread runs as
// soon as the waker waits.

#include <pthread.h>
#include <sched.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

void pinTo(pthread_t thread, int cpu)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    pthread_setaffinity_np(thread, sizeof set, &set);
}

// Microseconds from each wake-up until the woken thread's answer, sorted.
std::vector<double> roundTrips(int rounds, bool oneCpu)
{
    std::mutex mutex;
    std::condition_variable wake;
    std::condition_variable answer;
    bool asked = false;
    bool stop = false;
    std::thread other([&] {
        std::unique_lock lock(mutex);
        for (;;) {
            wake.wait(lock, [&] { return asked || stop; });
            if (stop)
                return;
            asked = false;
            answer.notify_one();
        }
    });
    cpu_set_t own;
    pthread_getaffinity_np(pthread_self(), sizeof own, &own);
    if (oneCpu) {
        const int cpu = sched_getcpu();
        pinTo(pthread_self(), cpu);
        pinTo(other.native_handle(), cpu);
    }
    std::vector<double> trips;
    trips.reserve(static_cast<std::size_t>(rounds));
    for (int i = 0; i < rounds; ++i) {
        const auto working = Clock::now();
        while (Clock::now() - working < std::chrono::milliseconds(1)) {
        }
        const auto start = Clock::now();
        std::unique_lock lock(mutex);
        asked = true;
        wake.notify_one();
        answer.wait(lock, [&] { return !asked; });
        trips.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
    }
    {
        std::lock_guard lock(mutex);
        stop = true;
    }
    wake.notify_one();
    other.join();
    pthread_setaffinity_np(pthread_self(), sizeof own, &own);
    std::sort(trips.begin(), trips.end());
    return trips;
}

void print(const char* what, const std::vector<double>& trips)
{
    const auto at = [&](double p) { return trips[std::size_t(p * double(trips.size() - 1))]; };
    const auto over = [&](double us) {
        return static_cast<long>(std::count_if(trips.begin(), trips.end(),
                                               [us](double t) { return t > us; }));
    };
    std::printf("%-28s median %6.0f us  99th %6.0f us  99.9th %6.0f us  longest %6.0f us  "
                "over 4 ms: %ld of %zu\n",
                what, at(0.5), at(0.99), at(0.999), trips.back(), over(4000), trips.size());
}

} // namespace

int main(int argc, char** argv)
{
    int rounds = 3000;
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], "--rounds") == 0)
            rounds = std::max(1, std::atoi(argv[i + 1]));
    std::printf("waking another thread and waiting for its answer, %d rounds each\n", rounds);
    print("anywhere the scheduler puts it", roundTrips(rounds, false));
    print("on the waker's CPU", roundTrips(rounds, true));
    return 0;
}
