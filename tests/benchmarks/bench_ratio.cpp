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
//   bench_ratio [--rounds R] [--events N] [--orders M]
//
// The programs are looked up beside this one.

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QProcess>

#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>

namespace {

using Fields = std::map<QString, QString>;

Fields runProgram(const QString& name, const QStringList& args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.start(QDir(QCoreApplication::applicationDirPath()).filePath(name), args);
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
        std::fprintf(stderr, "bench_ratio: %s %s failed\n", qPrintable(name),
                     qPrintable(args.join(QLatin1Char(' '))));
        std::exit(1);
    }
    return out;
}

struct Series
{
    const char* label;
    double aim; // 0: no aim
    std::vector<double> cpu, wall;
};

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
                    s.aim == 0 ? "" : mid >= s.aim ? "  aim >= 0.50 met" : "  aim >= 0.50 NOT met");
    };
    line("cpu", s.cpu);
    line("wall", s.wall);
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
    parser.addOptions({roundsOpt, eventsOpt, ordersOpt});
    parser.process(app);
    const int rounds = std::max(1, parser.value(roundsOpt).toInt());
    const QStringList size = {QStringLiteral("--events"), parser.value(eventsOpt),
                              QStringLiteral("--orders"), parser.value(ordersOpt)};

    Series memory{"lab in memory / reference in memory", 0.5, {}, {}};
    // The reference's file takes the lab's page size; on SQLite's default
    // one (4 KiB) it pays for many more log frames, as the lab did before.
    Series grouped{"lab on a WAL file / reference grouped (1,000)", 0.5, {}, {}};
    Series groupedDefault{"... / reference grouped, 4 KiB pages", 0, {}, {}};
    Series perEvent{"lab on a WAL file / reference per event", 0, {}, {}};
    // CPU microseconds an event, to tell the lab's own work from its file's.
    std::vector<double> usLabMemory, usLabFile, usRefMemory, usRefGrouped;
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
        const Fields labMemory = runProgram(chaos, QStringList{QStringLiteral("--mode"),
                                                               QStringLiteral("memory")} + size);
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
                     << QStringLiteral("--page-size")
                     << (pages.isEmpty() ? lab.at(QStringLiteral("page_size")) : pages);
            return args;
        };
        const Fields refMemory = runProgram(reference, shape(labMemory, QStringLiteral("memory"), 1));
        const Fields refEvent = runProgram(reference, shape(labFile, QStringLiteral("file"), 1));
        const Fields refGrouped = runProgram(reference, shape(labFile, QStringLiteral("file"), 1000));
        const Fields refDefault =
            runProgram(reference, shape(labFile, QStringLiteral("file"), 1000, QStringLiteral("0")));
        add(memory, labMemory, refMemory);
        add(grouped, labFile, refGrouped);
        add(groupedDefault, labFile, refDefault);
        add(perEvent, labFile, refEvent);
        usLabMemory.push_back(cpuMicros(labMemory));
        usLabFile.push_back(cpuMicros(labFile));
        usRefMemory.push_back(cpuMicros(refMemory));
        usRefGrouped.push_back(cpuMicros(refGrouped));
        std::printf("round %d: lab memory %s/s cpu (%s wall), reference %s/s cpu; lab file %s/s "
                    "cpu (%s wall) on %s-byte pages, reference grouped %s/s cpu (%s wall; on 4 KiB "
                    "pages %s/s cpu), per event %s/s cpu (%s wall); the lab wrote %s documents of "
                    "%s bytes and %s journal lines of %s bytes an event, in %s simulated commits and %s SQLite commits an event\n",
                    r + 1, qPrintable(labMemory.at(QStringLiteral("cpu_events_per_s"))),
                    qPrintable(labMemory.at(QStringLiteral("events_per_s"))),
                    qPrintable(refMemory.at(QStringLiteral("cpu_events_per_s"))),
                    qPrintable(labFile.at(QStringLiteral("cpu_events_per_s"))),
                    qPrintable(labFile.at(QStringLiteral("events_per_s"))),
                    qPrintable(labFile.at(QStringLiteral("page_size"))),
                    qPrintable(refGrouped.at(QStringLiteral("cpu_events_per_s"))),
                    qPrintable(refGrouped.at(QStringLiteral("events_per_s"))),
                    qPrintable(refDefault.at(QStringLiteral("cpu_events_per_s"))),
                    qPrintable(refEvent.at(QStringLiteral("cpu_events_per_s"))),
                    qPrintable(refEvent.at(QStringLiteral("events_per_s"))),
                    qPrintable(labFile.at(QStringLiteral("docs_per_event"))),
                    qPrintable(labFile.at(QStringLiteral("doc_bytes"))),
                    qPrintable(labFile.at(QStringLiteral("journal_per_event"))),
                    qPrintable(labFile.at(QStringLiteral("journal_bytes"))),
                    qPrintable(labFile.at(QStringLiteral("store_commits_per_event"))),
                    qPrintable(labFile.at(QStringLiteral("sqlite_commits_per_event"))));
        std::fflush(stdout);
    }
    std::printf("ratios (lab / raw SQLite reference, events/s; median of %d rounds; on the file the "
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
    // The file aim allows the lab twice the grouped reference's time; what
    // recording adds is spent first, the rest is what the lab's own work
    // (handlers, relay, journal, in-memory store) may take.
    std::printf("  the file aim allows %.1f an event: after recording's %.1f, %.1f for the work "
                "the lab does in memory, which takes %.1f today\n",
                2 * refGroupedUs, labFileUs - labMemoryUs,
                2 * refGroupedUs - (labFileUs - labMemoryUs), labMemoryUs);
    return 0;
}
