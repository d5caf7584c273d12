// The lab window under load, offscreen: how long until the first window is
// shown, and the longest time the GUI thread could not react while a chaos
// run of 100,000 events (50,000 orders) plays live at full speed.
//
//   bench_window [--events N] [--orders M] [--presenter] [--raise DOCK]
//                [--record] [--heap-dump FILE]
//
// --record records the run to a session file, as the window does to its
// autosave when a learner opens it (a temporary file here; the headless run
// it is compared with records nothing).
//
// --presenter plays it in presenter mode (the projector's layout and fonts).
// --raise brings a dock's tab to the front before the run (metricsDock,
// reconciliationDock): the default layout shows the journal there, and a
// panel behind a tab does no work.
//
// --heap-dump writes jemalloc's heap profile at the end of the run, while the
// window still holds everything (run with MALLOC_CONF=prof:true; read it
// with jeprof).
//
// It runs the same chaos headless in a child process (as the CLI does: no
// window, 10,000 journal entries kept, transparent huge pages allowed where
// the window turns them down) before the window's run and again
// after it, so the window's cost prints as a ratio to the mean of the two,
// which a slow or fast spell of the machine during one of them moves less;
// and it prints the window's cost per event for each tenth of the run, which
// shows whether that cost grows. The last line (RESULT ...) has the figures
// for bench_ratio.
//
// The stall is measured as the largest gap between ticks of a 1 ms timer on
// the GUI thread: whatever blocks the thread (a chaos slice, model updates,
// repaints of the tables, journal and charts) delays the next tick. To say
// what blocked it, every event the application dispatches is timed too, and
// the slowest ones are printed with their receiver, and so is every
// dispatch of 0.5 ms or more within the longest gap.

#include "BenchSupport.h"

#include "controls/ChaosRunner.h"
#include "controls/ControlsPanel.h"
#include "frame/Appearance.h"
#include "frame/HugePages.h"
#include "frame/MainWindow.h"
#include "lab/Lab.h"
#include "lab/chaos/ChaosConfig.h"
#include "lab/chaos/ChaosRun.h"
#include "session/SessionController.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <sched.h>
#include <sys/resource.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <map>
#include <string>
#include <vector>

using namespace atlas;

namespace {

// Times each outermost event dispatch; nested sendEvent calls belong to the
// event that made them.
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;

    bool notify(QObject* receiver, QEvent* event) override
    {
        if (depth_++ > 0) {
            const bool handled = QApplication::notify(receiver, event);
            --depth_;
            return handled;
        }
        QElapsedTimer clock;
        clock.start();
        // Read before dispatch: the event may delete its receiver.
        const QEvent::Type type = event->type();
        const char* className = receiver->metaObject()->className();
        // An unnamed receiver (a helper object) is named by its parent, and so
        // is one of Qt's own parts (a scroll area's viewport).
        QString name = receiver->objectName();
        if (name.isEmpty() && receiver->parent())
            name = QStringLiteral("of ") + receiver->parent()->objectName();
        else if (name.startsWith(QLatin1String("qt_")) && receiver->parent())
            name += QStringLiteral(" of ") + receiver->parent()->objectName();
        const bool handled = QApplication::notify(receiver, event);
        --depth_;
        const qint64 ns = clock.nsecsElapsed();
        const qint64 ms = ns / 1'000'000;
        if (measuring && ns >= 500'000)
            sinceTick.push_back({label(className, name, type), ns / 1000});
        if (measuring && ms >= 1) {
            Cost& cost = costByKind[label(className, name, type)];
            cost.worst = std::max(cost.worst, ms);
            cost.total += ms;
        }
        return handled;
    }

    struct Cost
    {
        qint64 worst = 0;
        qint64 total = 0; // of the dispatches that took a millisecond or more
    };
    bool measuring = false;
    std::map<std::string, Cost> costByKind;
    // The dispatches since the probe last ticked: (what, microseconds).
    std::vector<std::pair<std::string, qint64>> sinceTick;

private:
    static std::string label(const char* className, const QString& name, QEvent::Type type)
    {
        return std::string(className) + " " + name.toStdString() + " event " +
               std::to_string(int(type));
    }

    int depth_ = 0;
};

qint64 threadCpuUs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<qint64>(now.tv_sec) * 1'000'000 + now.tv_nsec / 1000;
}

rusage threadUsage()
{
    rusage usage{};
    getrusage(RUSAGE_THREAD, &usage);
    return usage;
}

long threadFaults()
{
    return threadUsage().ru_minflt;
}

qint64 percentile(std::vector<qint64> values, double p)
{
    if (values.empty())
        return 0;
    const auto at = values.begin() + std::ptrdiff_t(p * double(values.size() - 1));
    std::nth_element(values.begin(), at, values.end());
    return *at;
}

// The same run without a window, as `atlasmart-lab --headless --chaos` runs
// it; prints its seconds on stdout.
int runHeadless(const ChaosConfig& config)
{
    // As the command line runs it: with the huge pages that the window's
    // process turned down before starting the run after it (HugePages.h).
    // Not in a QProcess child modifier: Qt 6.4 starts the child sharing this
    // process's memory until exec, so the change would land here.
    allowHugePages(true);
    Lab::Options options;
    options.journalRetention = 10'000;
    Lab lab(options);
    ChaosRun run(lab, config);
    QElapsedTimer clock;
    clock.start();
    while (!run.publishingDone())
        run.step(1000);
    run.finish();
    std::printf("%.3f %ld\n", static_cast<double>(clock.nsecsElapsed()) / 1e9, bench::peakRssMiB());
    return 0;
}

struct Headless
{
    double seconds = 0;
    long peakRssMiB = 0;
};

Headless runHeadlessChild(const QStringList& sizeArguments)
{
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(),
                QStringList{QStringLiteral("--headless-only")} + sizeArguments);
    if (!child.waitForFinished(-1) || child.exitCode() != 0)
        return {};
    const QList<QByteArray> figures = child.readAllStandardOutput().simplified().split(' ');
    if (figures.size() != 2)
        return {};
    return {figures[0].toDouble(), figures[1].toLong()};
}

} // namespace

int main(int argc, char* argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    TimedApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // leave the learner's settings alone
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption events(QStringLiteral("events"), QStringLiteral("events"),
                                    QStringLiteral("N"), QStringLiteral("100000"));
    const QCommandLineOption orders(QStringLiteral("orders"), QStringLiteral("orders"),
                                    QStringLiteral("M"), QStringLiteral("50000"));
    const QCommandLineOption headlessOnly(QStringLiteral("headless-only"),
                                          QStringLiteral("run without a window, print seconds"));
    const QCommandLineOption heapDump(QStringLiteral("heap-dump"),
                                      QStringLiteral("write jemalloc's heap profile at the end"),
                                      QStringLiteral("FILE"));
    const QCommandLineOption raise(QStringLiteral("raise"),
                                   QStringLiteral("bring this dock's tab to the front first"),
                                   QStringLiteral("DOCK"));
    const QCommandLineOption presenter(QStringLiteral("presenter"),
                                       QStringLiteral("in presenter mode"));
    const QCommandLineOption record(QStringLiteral("record"),
                                    QStringLiteral("record the run to a session file"));
    parser.addOptions({events, orders, headlessOnly, heapDump, raise, presenter, record});
    parser.process(app);

    ChaosConfig config;
    config.orders = parser.value(orders).toULongLong();
    config.events = parser.value(events).toULongLong();
    if (parser.isSet(headlessOnly))
        return runHeadless(config);
    const qint64 beforeChild = sinceStart.elapsed();
    const QStringList sizeArguments{QStringLiteral("--events"), parser.value(events),
                                    QStringLiteral("--orders"), parser.value(orders)};
    const Headless headless = runHeadlessChild(sizeArguments);
    // The window's start-up, not the headless run that came first.
    const qint64 childMs = sinceStart.elapsed() - beforeChild;

    allowHugePages(false); // as MainWindow::runApplication does
    MainWindow window;
    window.setPersistSettings(false);
    window.resize(1600, 1000);
    if (parser.isSet(presenter)) {
        window.resize(1920, 1080);
        window.appearance()->setPresenterMode(true);
    }
    QTemporaryDir sessionDir;
    if (parser.isSet(record)) {
        QString error;
        window.sessions()->setInteractive(false);
        if (!window.sessions()->openSession(sessionDir.filePath(QStringLiteral("run.atlaslab")),
                                            &error)) {
            std::fprintf(stderr, "bench_window: %s\n", qPrintable(error));
            return 2;
        }
    }
    window.show();
    QApplication::processEvents();
    const qint64 startupMs = sinceStart.elapsed() - childMs;
    if (parser.isSet(raise)) {
        auto* dock = window.findChild<QDockWidget*>(parser.value(raise));
        if (!dock) {
            std::fprintf(stderr, "bench_window: no dock named %s\n",
                         qPrintable(parser.value(raise)));
            return 2;
        }
        dock->raise();
        QApplication::processEvents();
    }

    ChaosRunner* runner = window.controlsPanel()->chaosRunner();

    std::vector<qint64> gaps;
    QElapsedTimer sinceTick;
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(1);
    // What the thread dispatched during the longest gap, in order.
    std::vector<std::pair<std::string, qint64>> worstGap;
    qint64 longestGap = -1;
    qint64 longestGapEnd = 0; // CLOCK_MONOTONIC ms, to find it in a perf recording
    // The GUI thread's CPU time within the longest gap: far less than the
    // gap means the thread was waiting for a CPU (another process, the
    // virtual machine's host), not working.
    qint64 longestGapCpuUs = 0;
    // Its page faults and context switches: waits (a lock, the kernel) are
    // voluntary switches, another thread taking the CPU involuntary ones.
    rusage longestGapUsage{};
    qint64 cpuAtTick = threadCpuUs();
    rusage usageAtTick = threadUsage();
    // How often the GUI thread was found on another CPU than at the last
    // tick: Qt's paint pool follows it (ui/frame/PaintPoolAffinity.h).
    long cpuChanges = 0;
    int cpuAtLastTick = sched_getcpu();
    QObject::connect(&probe, &QTimer::timeout, [&] {
        if (const int cpu = sched_getcpu(); cpu != cpuAtLastTick) {
            cpuAtLastTick = cpu;
            ++cpuChanges;
        }
        const qint64 gap = sinceTick.restart();
        const qint64 cpu = threadCpuUs();
        const rusage usage = threadUsage();
        if (gap > longestGap) {
            longestGap = gap;
            longestGapEnd = sinceTick.msecsSinceReference();
            longestGapCpuUs = cpu - cpuAtTick;
            longestGapUsage.ru_minflt = usage.ru_minflt - usageAtTick.ru_minflt;
            longestGapUsage.ru_nvcsw = usage.ru_nvcsw - usageAtTick.ru_nvcsw;
            longestGapUsage.ru_nivcsw = usage.ru_nivcsw - usageAtTick.ru_nivcsw;
            worstGap = app.sinceTick;
        }
        cpuAtTick = cpu;
        usageAtTick = usage;
        app.sinceTick.clear();
        gaps.push_back(gap);
    });
    QElapsedTimer run;
    // The GUI thread's own CPU time and page faults over the run: the heap
    // warmer (ui/frame/HeapWarmer.h) moves faults off this thread.
    qint64 guiCpuAtStart = 0;
    long guiFaultsAtStart = 0;
    // When each tenth of the events was published, for the cost per event
    // of each tenth.
    std::vector<std::pair<quint64, qint64>> marks{{0, 0}};
    QObject::connect(runner, &ChaosRunner::progressed, &app, [&](quint64 published, quint64 total) {
        if (total > 0 && published * 10 / total > marks.size() - 1 && published < total)
            marks.emplace_back(published, run.nsecsElapsed());
    });
    QObject::connect(runner, &ChaosRunner::finished, &app, [&](bool, quint64 published) {
        probe.stop();
        app.measuring = false;
        const qint64 shownNs = run.nsecsElapsed();
        const double guiCpu = static_cast<double>(threadCpuUs() - guiCpuAtStart) / 1e6;
        const long guiFaults = threadFaults() - guiFaultsAtStart;
        const double shown = static_cast<double>(shownNs) / 1e9;
        const Headless after = runHeadlessChild(sizeArguments);
        if (headless.seconds <= 0 || after.seconds <= 0) {
            std::fprintf(stderr, "bench_window: a headless run failed\n");
            app.exit(1);
            return;
        }
        const double headlessSeconds = (headless.seconds + after.seconds) / 2;
        std::printf("startup to first shown window: %lld ms\n", static_cast<long long>(startupMs));
        std::printf("chaos run shown live: %llu events over %llu orders in %.1f s\n",
                    static_cast<unsigned long long>(published),
                    static_cast<unsigned long long>(config.orders), run.elapsed() / 1000.0);
        std::printf("the same run headless: %.1f s before and %.1f s after, peak RSS %ld MiB; "
                    "window / headless: %.2f\n",
                    headless.seconds, after.seconds, headless.peakRssMiB, shown / headlessSeconds);
        marks.emplace_back(published, shownNs);
        std::string tenths;
        for (std::size_t i = 1; i < marks.size(); ++i)
            if (marks[i].first > marks[i - 1].first)
                tenths += (tenths.empty() ? "" : ",") +
                          std::to_string(std::lround(
                              static_cast<double>(marks[i].second - marks[i - 1].second) / 1e3 /
                              static_cast<double>(marks[i].first - marks[i - 1].first)));
        std::printf("cost per event by tenth of the run (us): %s\n", tenths.c_str());
        std::printf("GUI thread over the run: %.2f s of CPU, %ld page faults, on another CPU "
                    "at %ld probe ticks\n",
                    guiCpu, guiFaults, cpuChanges);
        const auto over50 =
            std::count_if(gaps.begin(), gaps.end(), [](qint64 g) { return g > 50; });
        std::printf(
            "longest GUI-thread stall: %lld ms (%zu probe ticks: median gap %lld ms, "
            "99th percentile %lld ms, %lld over 50 ms)\n",
            static_cast<long long>(gaps.empty() ? 0 : *std::max_element(gaps.begin(), gaps.end())),
            gaps.size(), static_cast<long long>(percentile(gaps, 0.5)),
            static_cast<long long>(percentile(gaps, 0.99)), static_cast<long long>(over50));
        std::printf("within the longest stall (%.1f ms of it on the CPU, %ld page faults, %ld "
                    "voluntary and %ld involuntary context switches; ended at %lld ms of "
                    "CLOCK_MONOTONIC; us):",
                    static_cast<double>(longestGapCpuUs) / 1000.0, longestGapUsage.ru_minflt,
                    longestGapUsage.ru_nvcsw, longestGapUsage.ru_nivcsw,
                    static_cast<long long>(longestGapEnd));
        for (const auto& [what, us] : worstGap)
            std::printf(" %lld %s;", static_cast<long long>(us), what.c_str());
        std::printf("\n");
        std::vector<std::pair<TimedApplication::Cost, std::string>> slowest;
        for (const auto& [what, cost] : app.costByKind)
            slowest.emplace_back(cost, what);
        std::sort(slowest.begin(), slowest.end(),
                  [](const auto& a, const auto& b) { return a.first.worst > b.first.worst; });
        std::printf("slowest events (longest, total; receiver class and name, Qt event type):\n");
        for (std::size_t i = 0; i < std::min<std::size_t>(slowest.size(), 8); ++i)
            std::printf("  %4lld ms %6lld ms  %s\n", static_cast<long long>(slowest[i].first.worst),
                        static_cast<long long>(slowest[i].first.total), slowest[i].second.c_str());
        std::printf("peak RSS: %ld MiB\n", bench::peakRssMiB());
        std::printf("RESULT ratio=%.3f window_s=%.3f headless_before_s=%.3f headless_after_s=%.3f "
                    "stall_ms=%lld stall_cpu_ms=%.1f p99_ms=%lld peak_rss_mib=%ld gui_cpu_s=%.3f "
                    "gui_faults=%ld tenths_us=%s\n",
                    shown / headlessSeconds, shown, headless.seconds, after.seconds,
                    static_cast<long long>(longestGap),
                    static_cast<double>(longestGapCpuUs) / 1000.0,
                    static_cast<long long>(percentile(gaps, 0.99)), bench::peakRssMiB(), guiCpu,
                    guiFaults, tenths.c_str());
        if (parser.isSet(heapDump))
            bench::dumpHeapProfile("bench_window", parser.value(heapDump));
        app.quit();
    });
    QTimer::singleShot(0, [&] {
        guiCpuAtStart = threadCpuUs();
        guiFaultsAtStart = threadFaults();
        run.start();
        sinceTick.start();
        probe.start();
        app.measuring = true;
        runner->start(config, 1'000'000); // full speed: the runner sizes its own slices
    });
    return app.exec();
}
