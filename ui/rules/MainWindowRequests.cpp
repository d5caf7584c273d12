// View → Client requests: the part of MainWindow that opens the Requests window.
#include "frame/MainWindow.h"
#include "rules/RequestsWindow.h"

#include <QScreen>

namespace atlas {

void MainWindow::showRequests()
{
    if (!requests_) {
        requests_ = std::make_unique<RequestsWindow>(*lab_);
        if (const QScreen* screen = this->screen()) {
            const QRect area = screen->availableGeometry();
            requests_->resize(area.size() * 4 / 5);
            requests_->move(area.center() - requests_->rect().center());
        }
    }
    requests_->show();
    requests_->raise();
    requests_->activateWindow();
}

} // namespace atlas
