#include "MainWindow.h"

#include <QApplication>

#include <cstdio>
#include <cstdlib>

namespace {

// Qt aborts with a platform-plugin error when no display exists; say what to
// do instead before that can happen.
bool displayAvailable()
{
    return qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY") ||
           qEnvironmentVariableIsSet("QT_QPA_PLATFORM");
}

} // namespace

int main(int argc, char* argv[])
{
    if (!displayAvailable()) {
        std::fputs("atlasmart-lab: no display found (DISPLAY and WAYLAND_DISPLAY are unset).\n"
                   "  Run headless:   atlasmart-lab --headless --chaos --seed 1 --events 1000\n"
                   "  Render offscreen: QT_QPA_PLATFORM=offscreen atlasmart-lab --screenshot lab.png\n"
                   "  Or use a virtual display: xvfb-run -a atlasmart-lab\n",
                   stderr);
        return 1;
    }
    QApplication app(argc, argv);
    return atlas::MainWindow::runApplication(app, app.arguments());
}
