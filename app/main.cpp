#include "CliOptions.h"
#include "HeadlessCli.h"
#include "MainWindow.h"

#include <QApplication>
#include <QCoreApplication>

#include <cstdio>

namespace {

// Qt aborts with a platform-plugin error when no display exists; say what to
// do instead before that can happen.
bool displayAvailable()
{
    return qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY") ||
           qEnvironmentVariableIsSet("QT_QPA_PLATFORM");
}

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("AtlasMart"));
    QCoreApplication::setApplicationName(QStringLiteral("AtlasMart Idempotency Lab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATLASLAB_VERSION));
}

} // namespace

int main(int argc, char* argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    if (atlas::HeadlessCli::wanted(arguments)) {
        QCoreApplication app(argc, argv);
        describeApplication();
        return atlas::HeadlessCli::run(arguments);
    }
    const bool screenshot = arguments.contains(QStringLiteral("--screenshot"));
    if (screenshot && !displayAvailable())
        qputenv("QT_QPA_PLATFORM", "offscreen"); // a PNG needs no screen
    if (!displayAvailable()) {
        std::fputs("atlasmart-lab: no display found (DISPLAY and WAYLAND_DISPLAY are unset), so "
                   "the window cannot open.\n"
                   "  Run headless:      atlasmart-lab --headless --chaos --seed 1 --events 1000\n"
                   "  Play a lesson:     atlasmart-lab --headless --lesson FILE\n"
                   "  Render offscreen:  atlasmart-lab --screenshot lab.png\n"
                   "  Virtual display:   xvfb-run -a atlasmart-lab\n",
                   stderr);
        return 1;
    }
    QApplication app(argc, argv);
    describeApplication();
    return atlas::MainWindow::runApplication(app, arguments);
}
