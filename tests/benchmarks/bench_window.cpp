// The lab window under load, offscreen: how long until the first window is
// shown, and the longest time the GUI thread could not react while a chaos
// run of 100,000 events (50,000 orders) plays live at full speed.
//
//   bench_window [--events N] [--orders M]
//
// The stall is measured as the largest gap between ticks of a 1 ms timer on
// the GUI thread: whatever blocks the thread (a chaos slice, model updates,
// repaints of the tables, journal and charts) delays the next tick.

#include "ChaosRunner.h"
#include "ControlsPanel.h"
#include "MainWindow.h"
#include "lab/ChaosConfig.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTimer>

#include <sys/resource.h>

#include <cstdio>

using namespace atlas;

int main(int argc, char* argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // leave the learner's settings alone
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption events(QStringLiteral("events"), QStringLiteral("events"),
                                    QStringLiteral("N"), QStringLiteral("100000"));
    const QCommandLineOption orders(QStringLiteral("orders"), QStringLiteral("orders"),
                                    QStringLiteral("M"), QStringLiteral("50000"));
    parser.addOptions({events, orders});
    parser.process(app);

    MainWindow window;
    window.setPersistSettings(false);
    window.resize(1600, 1000);
    window.show();
    QApplication::processEvents();
    const qint64 startupMs = sinceStart.elapsed();

    ChaosConfig config;
    config.orders = parser.value(orders).toULongLong();
    config.events = parser.value(events).toULongLong();
    ChaosRunner* runner = window.controlsPanel()->chaosRunner();

    qint64 worstGapMs = 0;
    qint64 ticks = 0;
    QElapsedTimer sinceTick;
    QTimer probe;
    probe.setInterval(1);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        worstGapMs = std::max(worstGapMs, sinceTick.restart());
        ++ticks;
    });
    QElapsedTimer run;
    QObject::connect(runner, &ChaosRunner::finished, &app, [&](bool, quint64 published) {
        probe.stop();
        rusage usage{};
        getrusage(RUSAGE_SELF, &usage);
        std::printf("startup to first shown window: %lld ms\n", static_cast<long long>(startupMs));
        std::printf("chaos run shown live: %llu events over %llu orders in %.1f s\n",
                    static_cast<unsigned long long>(published),
                    static_cast<unsigned long long>(config.orders), run.elapsed() / 1000.0);
        std::printf("longest GUI-thread stall: %lld ms (%lld probe ticks)\n",
                    static_cast<long long>(worstGapMs), static_cast<long long>(ticks));
        std::printf("peak RSS: %ld MiB\n", usage.ru_maxrss / 1024);
        app.quit();
    });
    QTimer::singleShot(0, [&] {
        run.start();
        sinceTick.start();
        probe.start();
        runner->start(config, 1'000'000); // full speed: the runner sizes its own slices
    });
    return app.exec();
}
