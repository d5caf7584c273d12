// View → Compare worlds: the part of MainWindow that opens Compare mode.
#include "compare/CompareWindow.h"
#include "frame/MainWindow.h"

#include <QScreen>

namespace atlas {

void MainWindow::showCompare()
{
    if (!compare_) {
        compare_ = std::make_unique<CompareWindow>(CompareWindow::compareScenarios(), lab_->seed());
        // As large as this window's screen allows, like the main window on a
        // laptop: both worlds' tables need the width.
        if (const QScreen* screen = this->screen()) {
            const QRect area = screen->availableGeometry();
            compare_->resize(area.size() * 9 / 10);
            compare_->move(area.center() - compare_->rect().center());
        }
    }
    compare_->show();
    compare_->raise();
    compare_->activateWindow();
}

} // namespace atlas
