// The lab against its limit: the whole lab's chaos run (bench_chaos) and a raw
// SQLite C program doing the same work per event (bench_sqlite_reference: JSON
// documents, the lab's measured writes per event and their size, one SQLite
// transaction per event or per 1,000), in interleaved rounds so both see the
// same machine. Prints each ratio (lab rate / reference rate) as the median of
// the rounds with its range, by CPU time and by wall clock: ratios, not
// absolute times from a noisy machine. Then CPU microseconds an event, which
// split the lab on a file into its work in memory and what recording adds.
// On a file the lab writes its session on a second thread (session-writer),
// so there its rate by the clock is its throughput and its rate by CPU time
// counts the work of both threads; the reference has one.
//
// Then the rest of issue 14's aims, each against its aim: the live window
// (bench_window, --window-rounds runs of --window-events events: its cost
// as a ratio to headless, the growth of its cost per event over the run, its
// longest GUI-thread stall and its peak RSS), and with --flat-events N the
// headless cost per event of an N-event run against 10,000-event runs played
// before and after it, against ones played at the same time on the other
// CPU, and against ones that take turns with it on one CPU. Before the
// rounds, before the flat runs and at the end, how many CPU seconds a GiB of
// fresh memory takes to touch, with huge pages and without: on a virtual
// machine, the figure that moves the runs' CPU time in the kernel.
//
//   bench_ratio [--rounds R] [--events N] [--orders M]
//               [--window-rounds W] [--window-events N] [--flat-events N]
//
// The programs are looked up beside this one.

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QProcess>

#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <fstream>
#include <map>
#include <memory>
#include <vector>

namespace {

using Fields = std::map<QString, QString>;

// Starts a program beside this one; on `cpu` only, unless it is -1.
std::unique_ptr<QProcess> startProgram(const QString& name, const QStringList& args, int cpu = -1)
{
    auto p = std::make_unique<QProcess>();
    p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    if (cpu >= 0)
        p->setChildProcessModifier([cpu] {
            cpu_set_t set;
            CPU_ZERO(&set);
            CPU_SET(cpu, &set);
            sched_setaffinity(0, sizeof set, &set);
        });
    p->start(QDir(QCoreApplication::applicationDirPath()).filePath(name), args);
    return p;
}

// Waits for the program and returns its RESULT line's fields; exits when it
// failed.
Fields resultOf(QProcess& p)
{
    p.waitForFinished(-1);
    Fields out;
    const QString text = QString::fromUtf8(p.readAllStandardOutput());
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (line.startsWith(QStringLiteral("RESULT ")))
            for (const QString& part : line.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                const auto eq = part.indexOf(QLatin1Char('='));
                if (eq > 0)
                    out[part.left(eq)] = part.mid(eq + 1);
            }
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0 || out.empty()) {
        std::fprintf(stderr, "bench_ratio: %s %s failed\n", qPrintable(p.program()),
                     qPrintable(p.arguments().join(QLatin1Char(' '))));
        std::exit(1);
    }
    return out;
}

Fields runProgram(const QString& name, const QStringList& args)
{
    return resultOf(*startProgram(name, args));
}

struct Series
{
    const char* label;
    double aim; // 0: no aim
    std::vector<double> cpu, wall;
};

double mean(const std::vector<double>& v)
{
    double sum = 0;
    for (const double x : v)
        sum += x;
    return sum / static_cast<double>(v.size());
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

void print(const Series& s)
{
    const auto line = [&](const char* clock, const std::vector<double>& v) {
        const double mid = median(v);
        const auto [low, high] = std::minmax_element(v.begin(), v.end());
        std::printf("  %-46s %-4s %.2f  (range %.2f-%.2f)%s\n", s.label, clock, mid, *low, *high,
                    s.aim == 0     ? ""
                    : mid >= s.aim ? "  aim >= 0.50 met"
                                   : "  aim >= 0.50 NOT met");
    };
    line("cpu", s.cpu);
    line("wall", s.wall);
}

double number(const Fields& run, const char* field)
{
    return run.at(QString::fromLatin1(field)).toDouble();
}

// A field for printf: its data lives until the end of the full expression.
QByteArray text(const Fields& run, const char* field)
{
    return run.at(QString::fromLatin1(field)).toUtf8();
}

const char* verdict(bool met)
{
    return met ? "met" : "NOT met";
}

// The live window's aims from `rounds` runs of bench_window.
void windowAims(int rounds, const QString& events)
{
    std::vector<double> ratios, growth, stalls, stallCpu, rss;
    for (int r = 0; r < rounds; ++r) {
        const Fields run =
            runProgram(QStringLiteral("bench_window"),
                       {QStringLiteral("--events"), events, QStringLiteral("--orders"),
                        QString::number(events.toLongLong() / 2)});
        ratios.push_back(number(run, "ratio"));
        // The last two tenths against the 2nd and 3rd: a cost that grows
        // with the run shows here (the 1st pays for the window's first
        // touches of memory).
        std::vector<double> tenths;
        for (const QString& t : run.at(QStringLiteral("tenths_us")).split(QLatin1Char(',')))
            tenths.push_back(t.toDouble());
        const std::size_t n = tenths.size();
        growth.push_back(n >= 5 ? (tenths[n - 2] + tenths[n - 1]) / (tenths[1] + tenths[2]) : 0);
        stalls.push_back(number(run, "stall_ms"));
        stallCpu.push_back(number(run, "stall_cpu_ms"));
        rss.push_back(number(run, "peak_rss_mib"));
        std::printf("window round %d: %.2f x headless (window %s s, headless %s s before and %s s "
                    "after), cost per event by tenth %s us, longest stall %s ms (%s ms of it on "
                    "the CPU), peak RSS %s MiB\n",
                    r + 1, ratios.back(), text(run, "window_s").constData(),
                    text(run, "headless_before_s").constData(),
                    text(run, "headless_after_s").constData(), text(run, "tenths_us").constData(),
                    text(run, "stall_ms").constData(), text(run, "stall_cpu_ms").constData(),
                    text(run, "peak_rss_mib").constData());
        std::fflush(stdout);
    }
    const auto range = [](const std::vector<double>& v) {
        return std::minmax_element(v.begin(), v.end());
    };
    const auto [lowRatio, highRatio] = range(ratios);
    const auto [lowGrowth, highGrowth] = range(growth);
    const auto [lowStall, highStall] = range(stalls);
    const auto [lowRss, highRss] = range(rss);
    const auto [lowCpu, highCpu] = range(stallCpu);
    const auto within = [](const std::vector<double>& v, double aim) {
        return std::count_if(v.begin(), v.end(), [&](double x) { return x <= aim; });
    };
    std::printf("the live window (median of %d runs; each ratio against headless runs just "
                "before and after it):\n",
                rounds);
    std::printf("  %-46s      %.2f  (range %.2f-%.2f)  aim <= 2 %s\n", "window / headless",
                median(ratios), *lowRatio, *highRatio, verdict(median(ratios) <= 2));
    std::printf("  %-46s      %.2f  (range %.2f-%.2f)  aim: flat\n",
                "cost per event, last two tenths / 2nd-3rd", median(growth), *lowGrowth,
                *highGrowth);
    std::printf("  %-46s      %.0f ms  (range %.0f-%.0f; %ld of %d runs at most 16 ms; on the "
                "CPU %.1f-%.1f ms)  aim <= 16 ms %s\n",
                "longest GUI-thread stall", median(stalls), *lowStall, *highStall,
                static_cast<long>(within(stalls, 16)), rounds, *lowCpu, *highCpu,
                verdict(*highStall <= 16));
    std::printf("  %-46s      %.0f MiB  (range %.0f-%.0f)  aim <= 300 MiB %s\n", "peak RSS",
                median(rss), *lowRss, *highRss, verdict(*highRss <= 300));
}

QStringList headlessRun(long long events)
{
    return {QStringLiteral("--mode"), QStringLiteral("memory"),   QStringLiteral("--events"),
            QString::number(events),  QStringLiteral("--orders"), QString::number(events / 2)};
}

// CPU and wall-clock microseconds an event.
std::pair<double, double> costPerEvent(const Fields& run)
{
    return {1e6 / number(run, "cpu_events_per_s"), 1e6 / number(run, "events_per_s")};
}

// CPU seconds this thread takes to touch a GiB of memory it has just mapped,
// with huge pages (as the lab's heap asks for them) and with 4 KiB ones. On a
// virtual machine whose balloon reports free pages to the host (this
// project's: virtio_balloon with free page reporting), large blocks of free
// memory go back to the host, and a first touch of one waits for the host to
// back it again: on 2026-12-07's machine about 2 s a GiB with huge pages, and
// 0.1 once the host backed it. A run's CPU time in the kernel follows, so
// each call prints how dear memory was (docs/performance.md, "free page
// reporting"). Both blocks are held until both are measured: the second must
// not be given the pages the first just let go.
std::pair<double, double> firstTouchSecondsPerGiB()
{
    constexpr std::size_t kBytes = std::size_t{256} << 20;
    const auto cpuSeconds = [] {
        timespec t{};
        ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
    };
    // In a child of its own: a process's peak RSS passes to the children it
    // starts (Linux keeps it across fork and exec), and the runs' own peaks
    // (the window's aim) would read this probe's 512 MiB.
    int out[2];
    if (::pipe(out) != 0)
        return {-1, -1};
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(out[0]);
        double perGiB[2] = {-1, -1};
        void* blocks[2];
        for (int i = 0; i < 2; ++i) {
            blocks[i] =
                ::mmap(nullptr, kBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (blocks[i] == MAP_FAILED)
                continue;
            ::madvise(blocks[i], kBytes, i == 0 ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
            const double start = cpuSeconds();
            auto* bytes = static_cast<volatile char*>(blocks[i]);
            for (std::size_t at = 0; at < kBytes; at += 4096)
                bytes[at] = 1;
            perGiB[i] = (cpuSeconds() - start) * static_cast<double>(std::size_t{1} << 30) /
                        static_cast<double>(kBytes);
        }
        const bool written = ::write(out[1], perGiB, sizeof perGiB) == sizeof perGiB;
        ::_exit(written ? 0 : 1);
    }
    ::close(out[1]);
    double perGiB[2] = {-1, -1};
    if (child > 0 && ::read(out[0], perGiB, sizeof perGiB) != sizeof perGiB)
        perGiB[0] = perGiB[1] = -1;
    ::close(out[0]);
    if (child > 0)
        ::waitpid(child, nullptr, 0);
    return {perGiB[0], perGiB[1]};
}

void printFirstTouch(const char* when)
{
    const auto [huge, small] = firstTouchSecondsPerGiB();
    std::printf("fresh memory %s: first touch %.2f CPU s a GiB with huge pages, %.2f with 4 KiB "
                "pages\n",
                when, huge, small);
    std::fflush(stdout);
}

// The CPUs this process may use.
std::vector<int> usableCpus()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    std::vector<int> cpus;
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
            if (CPU_ISSET(cpu, &set))
                cpus.push_back(cpu);
    return cpus;
}

void printFlat(const char* how, std::pair<double, double> longRun,
               std::pair<double, double> shortRuns)
{
    std::printf("  %s: cpu %.1f / %.1f us = %.2f, wall %.1f / %.1f us = %.2f\n", how, longRun.first,
                shortRuns.first, longRun.first / shortRuns.first, longRun.second, shortRuns.second,
                longRun.second / shortRuns.second);
}

// The process's state letter from /proc (R running, S sleeping, T stopped,
// Z ended...), or 0 once it is gone.
char processState(qint64 pid)
{
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    std::getline(stat, line);
    const auto end = line.rfind(')'); // the name may hold spaces and parentheses
    return end != std::string::npos && end + 2 < line.size() ? line[end + 2] : '\0';
}

// In turns, on one CPU: the long run plays for a second, is stopped, a short
// run plays to its end, the long run goes on, and so on to its end. Side by
// side, the two runs shared the last-level cache and memory and each met
// the other's load; one after another, they met different spells of the
// machine. In turns they meet the same spells, one at a time, on the same
// CPU, and a stopped process's CPU time does not advance. Its own bias: each
// short run starts in the long run's wake (its data in the caches, its
// memory held), which may cost the short runs more (docs/performance.md, "the flat
// aim measured in turns").
void inTurns(long long events, int cpu)
{
    const auto longRun = startProgram(QStringLiteral("bench_chaos"), headlessRun(events), cpu);
    longRun->waitForStarted(-1);
    const qint64 pid = longRun->processId();
    std::vector<double> shortCpu;
    // At least three short runs, even if the long run ends first.
    for (bool ended = false;;) {
        ended = ended || longRun->waitForFinished(1000);
        if (ended && shortCpu.size() >= 3)
            break;
        const bool running = !ended;
        if (running) {
            // A signal is delivered when the kernel gets to it: the short
            // run must not start while the long one still runs.
            ::kill(static_cast<pid_t>(pid), SIGSTOP);
            for (char state = processState(pid); state == 'R' || state == 'S' || state == 'D';
                 state = processState(pid))
                ::usleep(1000);
        }
        shortCpu.push_back(costPerEvent(resultOf(*startProgram(QStringLiteral("bench_chaos"),
                                                               headlessRun(10'000), cpu)))
                               .first);
        if (running)
            ::kill(static_cast<pid_t>(pid), SIGCONT);
    }
    const double longCpu = costPerEvent(resultOf(*longRun)).first;
    const double shortMean = mean(shortCpu);
    const auto [low, high] = std::minmax_element(shortCpu.begin(), shortCpu.end());
    const double ratio = longCpu / shortMean;
    std::printf("  in turns on CPU %d, %zu short runs (%.1f-%.1f us): cpu %.1f / %.1f us = %.2f  "
                "aim within 0.90-1.10 %s\n",
                cpu, shortCpu.size(), *low, *high, longCpu, shortMean, ratio,
                verdict(std::abs(ratio - 1) <= 0.10));
}

// Headless cost per event of a long run against 10,000-event runs, judged
// by CPU time, three ways. One after another: short runs before and after
// the long one. This machine's speed drifts by half within seconds, so, with
// two CPUs, also side by side: the short runs play back to back on another
// CPU while the long one lasts, so both meet the same spells; twice, the CPUs
// swapped. (Side by side they share the memory and the last-level cache.)
// And in turns on one CPU (inTurns).
void flatAim(long long events)
{
    std::printf("headless cost per event, %lld events / 10,000:\n", events);
    // One after another, as measured before 2026-12-06: three short runs
    // before the long one and three after it.
    // Each run's CPU time in the kernel is kept too: on this machine, mostly
    // zeroing the memory the heap grows into, which a long run meets more of.
    struct Costs
    {
        double cpu = 0, wall = 0, kernel = 0;
    };
    const auto threeShortRuns = [] {
        Costs costs;
        for (int i = 0; i < 3; ++i) {
            const Fields run = runProgram(QStringLiteral("bench_chaos"), headlessRun(10'000));
            const auto [cpu, wall] = costPerEvent(run);
            costs.cpu += cpu / 3;
            costs.wall += wall / 3;
            costs.kernel += number(run, "kernel_us_per_event") / 3;
        }
        return costs;
    };
    const Costs before = threeShortRuns();
    const Fields longRun = runProgram(QStringLiteral("bench_chaos"), headlessRun(events));
    const auto alone = costPerEvent(longRun);
    const Costs after = threeShortRuns();
    const std::pair around{(before.cpu + after.cpu) / 2, (before.wall + after.wall) / 2};
    printFlat("one after another, 3 short runs before and 3 after", alone, around);
    const double longKernel = number(longRun, "kernel_us_per_event");
    const double shortKernel = (before.kernel + after.kernel) / 2;
    std::printf("    of which in the kernel %.1f / %.1f us; the rest %.1f / %.1f us = %.2f\n",
                longKernel, shortKernel, alone.first - longKernel, around.first - shortKernel,
                (alone.first - longKernel) / (around.first - shortKernel));
    std::printf("  one after another: cpu %.2f  aim within 0.90-1.10 %s\n",
                alone.first / around.first,
                verdict(std::abs(alone.first / around.first - 1) <= 0.10));
    const std::vector<int> cpus = usableCpus();
    if (cpus.empty())
        return;
    inTurns(events, cpus.front());
    if (cpus.size() < 2)
        return;
    double cpuProduct = 1, wallProduct = 1;
    for (const auto& [longCpu, shortCpu] :
         {std::pair{cpus[0], cpus[1]}, std::pair{cpus[1], cpus[0]}}) {
        const auto longRun =
            startProgram(QStringLiteral("bench_chaos"), headlessRun(events), longCpu);
        double cpuUs = 0, wallUs = 0;
        int runs = 0;
        // At least three, even if the long run ends first.
        while (longRun->state() != QProcess::NotRunning || runs < 3) {
            const auto [cpu, wall] = costPerEvent(resultOf(
                *startProgram(QStringLiteral("bench_chaos"), headlessRun(10'000), shortCpu)));
            cpuUs += cpu;
            wallUs += wall;
            ++runs;
            longRun->waitForFinished(0); // notices the end
        }
        const auto cost = costPerEvent(resultOf(*longRun));
        const std::pair shortRuns{cpuUs / runs, wallUs / runs};
        cpuProduct *= cost.first / shortRuns.first;
        wallProduct *= cost.second / shortRuns.second;
        const QByteArray how =
            QStringLiteral("long run on CPU %1, %2 short runs on CPU %3 meanwhile")
                .arg(longCpu)
                .arg(runs)
                .arg(shortCpu)
                .toUtf8();
        printFlat(how.constData(), cost, shortRuns);
    }
    // The two virtual CPUs ran at different speeds here (up to 1.7 times
    // apart): the geometric mean of the two orders cancels that out.
    const double cpuRatio = std::sqrt(cpuProduct);
    std::printf("  side by side, both orders (geometric mean): cpu %.2f, wall %.2f  aim within "
                "0.90-1.10 %s\n",
                cpuRatio, std::sqrt(wallProduct), verdict(std::abs(cpuRatio - 1) <= 0.10));
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption roundsOpt(QStringLiteral("rounds"), QStringLiteral("Rounds."),
                                       QStringLiteral("R"), QStringLiteral("3"));
    const QCommandLineOption eventsOpt(QStringLiteral("events"), QStringLiteral("Events per run."),
                                       QStringLiteral("N"), QStringLiteral("50000"));
    const QCommandLineOption ordersOpt(QStringLiteral("orders"), QStringLiteral("Orders."),
                                       QStringLiteral("M"), QStringLiteral("25000"));
    const QCommandLineOption windowRoundsOpt(QStringLiteral("window-rounds"),
                                             QStringLiteral("Runs of the live window (0: none)."),
                                             QStringLiteral("W"), QStringLiteral("3"));
    const QCommandLineOption windowEventsOpt(QStringLiteral("window-events"),
                                             QStringLiteral("Events of each window run."),
                                             QStringLiteral("N"), QStringLiteral("100000"));
    const QCommandLineOption flatEventsOpt(
        QStringLiteral("flat-events"),
        QStringLiteral("Events of a headless run compared with 10,000-event ones (0: none)."),
        QStringLiteral("N"), QStringLiteral("0"));
    parser.addOptions(
        {roundsOpt, eventsOpt, ordersOpt, windowRoundsOpt, windowEventsOpt, flatEventsOpt});
    parser.process(app);
    const int rounds = std::max(1, parser.value(roundsOpt).toInt());
    const QStringList size = {QStringLiteral("--events"), parser.value(eventsOpt),
                              QStringLiteral("--orders"), parser.value(ordersOpt)};
    printFirstTouch("before the rounds");

    Series memory{"lab in memory / reference in memory", 0.5, {}, {}};
    // The reference's file takes the lab's page size; on SQLite's default
    // one (4 KiB) it pays for many more log frames, as the lab did before.
    Series grouped{"lab on a WAL file / reference grouped (1,000)", 0.5, {}, {}};
    Series groupedDefault{"... / reference grouped, 4 KiB pages", 0, {}, {}};
    Series perEvent{"lab on a WAL file / reference per event", 0, {}, {}};
    // CPU microseconds an event, to tell the lab's own work from its file's.
    std::vector<double> usLabMemory, usLabFile, usRefMemory, usRefGrouped;
    // Of them, in the kernel.
    std::vector<double> kernelLabMemory, kernelLabFile, kernelRefGrouped;
    const auto cpuMicros = [](const Fields& run) {
        return 1e6 / run.at(QStringLiteral("cpu_events_per_s")).toDouble();
    };
    const auto add = [](Series& s, const Fields& lab, const Fields& ref) {
        s.cpu.push_back(lab.at(QStringLiteral("cpu_events_per_s")).toDouble() /
                        ref.at(QStringLiteral("cpu_events_per_s")).toDouble());
        s.wall.push_back(lab.at(QStringLiteral("events_per_s")).toDouble() /
                         ref.at(QStringLiteral("events_per_s")).toDouble());
    };
    const QString chaos = QStringLiteral("bench_chaos");
    const QString reference = QStringLiteral("bench_sqlite_reference");
    for (int r = 0; r < rounds; ++r) {
        const Fields labMemory = runProgram(
            chaos, QStringList{QStringLiteral("--mode"), QStringLiteral("memory")} + size);
        const Fields labFile =
            runProgram(chaos, QStringList{QStringLiteral("--mode"), QStringLiteral("file")} + size);
        // The reference writes what this round's lab run wrote.
        // pages: the file's page size, by default the lab's (0: SQLite's).
        const auto shape = [&](const Fields& lab, const QString& mode, int group,
                               const QString& pages = {}) {
            QStringList args = size;
            args << QStringLiteral("--mode") << mode << QStringLiteral("--group")
                 << QString::number(group) << QStringLiteral("--docs-per-event")
                 << lab.at(QStringLiteral("docs_per_event")) << QStringLiteral("--doc-bytes")
                 << lab.at(QStringLiteral("doc_bytes"));
            if (mode == QStringLiteral("file"))
                args << QStringLiteral("--journal-per-event")
                     << lab.at(QStringLiteral("journal_per_event"))
                     << QStringLiteral("--journal-bytes") << lab.at(QStringLiteral("journal_bytes"))
                     << QStringLiteral("--journal-row-bytes")
                     << lab.at(QStringLiteral("journal_row_bytes")) << QStringLiteral("--page-size")
                     << (pages.isEmpty() ? lab.at(QStringLiteral("page_size")) : pages);
            return args;
        };
        const Fields refMemory =
            runProgram(reference, shape(labMemory, QStringLiteral("memory"), 1));
        const Fields refEvent = runProgram(reference, shape(labFile, QStringLiteral("file"), 1));
        const Fields refGrouped =
            runProgram(reference, shape(labFile, QStringLiteral("file"), 1000));
        const Fields refDefault = runProgram(
            reference, shape(labFile, QStringLiteral("file"), 1000, QStringLiteral("0")));
        add(memory, labMemory, refMemory);
        add(grouped, labFile, refGrouped);
        add(groupedDefault, labFile, refDefault);
        add(perEvent, labFile, refEvent);
        usLabMemory.push_back(cpuMicros(labMemory));
        usLabFile.push_back(cpuMicros(labFile));
        usRefMemory.push_back(cpuMicros(refMemory));
        usRefGrouped.push_back(cpuMicros(refGrouped));
        kernelLabMemory.push_back(number(labMemory, "kernel_us_per_event"));
        kernelLabFile.push_back(number(labFile, "kernel_us_per_event"));
        kernelRefGrouped.push_back(number(refGrouped, "kernel_us_per_event"));
        std::printf(
            "round %d: lab memory %s/s cpu (%s wall), reference %s/s cpu; lab file %s/s "
            "cpu (%s wall) on %s-byte pages, reference grouped %s/s cpu (%s wall; on 4 KiB "
            "pages %s/s cpu), per event %s/s cpu (%s wall); the lab wrote %s documents of "
            "%s bytes and %s journal lines of %s bytes an event, in %s simulated commits "
            "and %s SQLite commits an event\n",
            r + 1, text(labMemory, "cpu_events_per_s").constData(),
            text(labMemory, "events_per_s").constData(),
            text(refMemory, "cpu_events_per_s").constData(),
            text(labFile, "cpu_events_per_s").constData(),
            text(labFile, "events_per_s").constData(), text(labFile, "page_size").constData(),
            text(refGrouped, "cpu_events_per_s").constData(),
            text(refGrouped, "events_per_s").constData(),
            text(refDefault, "cpu_events_per_s").constData(),
            text(refEvent, "cpu_events_per_s").constData(),
            text(refEvent, "events_per_s").constData(), text(labFile, "docs_per_event").constData(),
            text(labFile, "doc_bytes").constData(), text(labFile, "journal_per_event").constData(),
            text(labFile, "journal_bytes").constData(),
            text(labFile, "store_commits_per_event").constData(),
            text(labFile, "sqlite_commits_per_event").constData());
        std::fflush(stdout);
    }
    std::printf(
        "ratios (lab / raw SQLite reference, events/s; median of %d rounds; on the file the "
        "lab's CPU time is that of its two threads, the lab's and session-writer's):\n",
        rounds);
    print(memory);
    print(grouped);
    print(groupedDefault);
    print(perEvent);

    const double labMemoryUs = median(usLabMemory), labFileUs = median(usLabFile);
    const double refGroupedUs = median(usRefGrouped);
    std::printf("CPU microseconds an event (median of %d rounds):\n", rounds);
    std::printf("  lab in memory %.1f, lab on the file %.1f (recording adds %.1f); reference in "
                "memory %.1f, grouped on the file %.1f\n",
                labMemoryUs, labFileUs, labFileUs - labMemoryUs, median(usRefMemory), refGroupedUs);
    std::printf("  of which in the kernel: lab in memory %.1f, lab on the file %.1f, reference "
                "grouped %.1f\n",
                median(kernelLabMemory), median(kernelLabFile), median(kernelRefGrouped));
    // The file aim allows the lab twice the grouped reference's time; what
    // recording adds is spent first, the rest is what the lab's own work
    // (handlers, relay, journal, in-memory store) may take.
    std::printf("  the file aim allows %.1f an event: after recording's %.1f, %.1f for the work "
                "the lab does in memory, which takes %.1f today\n",
                2 * refGroupedUs, labFileUs - labMemoryUs,
                2 * refGroupedUs - (labFileUs - labMemoryUs), labMemoryUs);
    std::fflush(stdout);
    if (const int windowRounds = parser.value(windowRoundsOpt).toInt(); windowRounds > 0)
        windowAims(windowRounds, parser.value(windowEventsOpt));
    if (const long long flat = parser.value(flatEventsOpt).toLongLong(); flat > 0) {
        printFirstTouch("before the flat runs");
        flatAim(flat);
    }
    printFirstTouch("at the end");
    return 0;
}
