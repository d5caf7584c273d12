#pragma once

#include "frame/MainWindow.h"

#include <QTest>

#include <memory>

namespace atlas::testing {

// A fresh lab window, shown and active, as a learner first sees it.
inline std::unique_ptr<MainWindow> shownWindow()
{
    auto window = std::make_unique<MainWindow>();
    window->show();
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window.get()))
        qWarning("the window did not become active");
    return window;
}

} // namespace atlas::testing
