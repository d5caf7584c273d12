// SessionWriteBehind, the thread a session's slices are written on: jobs run
// in order, no more than kDepth wait, a failure reaches the caller and stops
// what was queued after it.
#include "session/SessionWriteBehind.h"

#include <QTest>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace atlas;

namespace {

// A door jobs wait at until the test opens it.
class Gate
{
public:
    void pass()
    {
        std::unique_lock lock(mutex_);
        opened_.wait(lock, [this] { return open_; });
    }
    void open()
    {
        {
            std::lock_guard lock(mutex_);
            open_ = true;
        }
        opened_.notify_all();
    }

private:
    std::mutex mutex_;
    std::condition_variable opened_;
    bool open_ = false;
};

} // namespace

class TestSessionWriteBehind : public QObject
{
    Q_OBJECT
private slots:
    void jobsRunInTheOrderGivenOffTheCallersThread()
    {
        std::vector<int> order; // written by the writer thread only, read after wait()
        std::atomic<bool> onCaller = false;
        const auto caller = std::this_thread::get_id();
        SessionWriteBehind writer;
        for (int i = 0; i < 100; ++i)
            writer.submit([&, i] {
                order.push_back(i);
                if (std::this_thread::get_id() == caller)
                    onCaller = true;
            });
        writer.wait();
        QCOMPARE(order.size(), std::size_t{100});
        for (int i = 0; i < 100; ++i)
            QCOMPARE(order[std::size_t(i)], i);
        QVERIFY(!onCaller);
    }

    void submitWaitsOnceDepthJobsAreOutstanding()
    {
        Gate gate;
        std::atomic<int> ran = 0;
        SessionWriteBehind writer;
        for (std::size_t i = 0; i < SessionWriteBehind::kDepth; ++i)
            writer.submit([&] {
                gate.pass();
                ++ran;
            });
        std::atomic<bool> returned = false;
        std::thread late([&] {
            writer.submit([&] { ++ran; });
            returned = true;
        });
        // Held: the first job waits at the gate, kDepth are outstanding.
        QTest::qWait(100);
        QVERIFY(!returned);
        QCOMPARE(ran.load(), 0);
        gate.open();
        late.join();
        QVERIFY(returned);
        writer.wait();
        QCOMPARE(ran.load(), int(SessionWriteBehind::kDepth) + 1);
    }

    void trySubmitNeverWaits()
    {
        Gate gate;
        std::atomic<int> ran = 0;
        SessionWriteBehind writer;
        for (std::size_t i = 0; i < SessionWriteBehind::kDepth; ++i) {
            SessionWriteBehind::Job job = [&] {
                gate.pass();
                ++ran;
            };
            QVERIFY(writer.trySubmit(job));
        }
        SessionWriteBehind::Job late = [&] { ran += 100; };
        QVERIFY(!writer.trySubmit(late));
        QVERIFY(late); // not taken: the caller keeps it
        gate.open();
        writer.wait();
        QVERIFY(writer.trySubmit(late));
        writer.wait();
        QCOMPARE(ran.load(), int(SessionWriteBehind::kDepth) + 100);
    }

    void aFailureReachesTheCallerAndDropsWhatFollowed()
    {
        Gate gate;
        std::atomic<int> after = 0;
        SessionWriteBehind writer;
        writer.submit([&] {
            gate.pass();
            throw std::runtime_error("disk full");
        });
        writer.submit([&] { ++after; }); // queued behind the failure
        gate.open();
        try {
            writer.wait();
            QFAIL("wait() did not rethrow the job's failure");
        } catch (const std::runtime_error& error) {
            QCOMPARE(std::string(error.what()), std::string("disk full"));
        }
        QCOMPARE(after.load(), 0);
        // Reported once: the writer is usable again.
        writer.submit([&] { ++after; });
        writer.wait();
        QCOMPARE(after.load(), 1);
    }

    void submitReportsAFailureInsteadOfQueueing()
    {
        std::atomic<int> ran = 0;
        SessionWriteBehind writer;
        writer.submit([] { throw std::runtime_error("locked"); });
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, {
            // Until the failure is in, submissions queue; the first after it throws.
            for (int i = 0; i < 1000; ++i) {
                writer.submit([&] { ++ran; });
                QTest::qWait(1);
            }
        });
        writer.wait();
        QVERIFY(ran.load() < 1000);
    }

    void destructionWaitsForWhatWasHandedOver()
    {
        std::atomic<int> ran = 0;
        {
            SessionWriteBehind writer;
            for (int i = 0; i < 5; ++i)
                writer.submit([&] {
                    std::this_thread::sleep_for(std::chrono::milliseconds(5));
                    ++ran;
                });
        }
        QCOMPARE(ran.load(), 5);
    }
};

QTEST_GUILESS_MAIN(TestSessionWriteBehind)
#include "tst_sessionwritebehind.moc"
